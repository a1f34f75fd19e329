// The business-hours card's rules. Tokens only, so a white-label theme restyles it.
export const hoursStyles = /* css */ `
.pd-hours { display: flex; flex-direction: column; gap: var(--pd-space-1); }
.pd-hours-head { display: flex; align-items: baseline; justify-content: space-between; gap: var(--pd-space-2); }
.pd-hours-title { margin: 0; font-size: inherit; font-weight: 600; }
.pd-hours-clock { font-variant-numeric: tabular-nums; color: var(--pd-color-muted); font-size: var(--pd-font-size-sm); }
.pd-hours-description, .pd-hours-today { margin: 0; font-size: var(--pd-font-size-sm); color: var(--pd-color-muted); }
.pd-hours-status { margin: 0; font-weight: 600; color: var(--pd-color-text); }
.pd-hours-status::before {
  content: '';
  display: inline-block;
  width: 8px;
  height: 8px;
  margin-inline-end: var(--pd-space-2);
  border-radius: var(--pd-radius-full);
  background: var(--pd-color-muted);
  vertical-align: middle;
}
.pd-hours-status[data-open]::before { background: var(--pd-color-success); }
.pd-hours-progress {
  appearance: none;
  width: 100%;
  height: 6px;
  border: 0;
  border-radius: var(--pd-radius-full);
  background: color-mix(in srgb, var(--pd-color-text) 12%, transparent);
  overflow: hidden;
}
.pd-hours-progress::-webkit-progress-bar { background: transparent; }
.pd-hours-progress::-webkit-progress-value { background: var(--pd-color-primary); border-radius: inherit; }
.pd-hours-progress::-moz-progress-bar { background: var(--pd-color-primary); border-radius: inherit; }
`;
