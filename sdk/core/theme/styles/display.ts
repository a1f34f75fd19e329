export const displayStyles = /* css */ `
.pd-avatar {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 32px;
  height: 32px;
  overflow: hidden;
  border-radius: var(--pd-radius-full);
  background: var(--pd-color-primary-subtle);
  color: var(--pd-color-text);
  font-size: 13px;
  font-weight: 600;
  line-height: 1;
  user-select: none;
}
.pd-avatar--sm { width: 24px; height: 24px; font-size: 10px; }
.pd-avatar--lg { width: 48px; height: 48px; font-size: 18px; }
.pd-avatar-image { display: block; width: 100%; height: 100%; object-fit: cover; }
.pd-badge {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: var(--pd-radius-full);
  background: var(--pd-color-danger);
  color: var(--pd-color-danger-contrast);
  font-size: 11px;
  font-weight: 700;
  line-height: 1;
  white-space: nowrap;
}
.pd-badge--primary { background: var(--pd-color-primary); color: var(--pd-color-primary-contrast); }
.pd-badge--success { background: var(--pd-color-success); color: var(--pd-color-success-contrast); }
.pd-badge--neutral {
  background: var(--pd-color-surface);
  color: var(--pd-color-text);
  border: 1px solid var(--pd-color-border);
}
`;
