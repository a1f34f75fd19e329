// The versions panel's rules, adopted into the viewer's shadow root. Tokens only (--pd-*). Closed, it
// is a narrow strip (the toggle, its label written downwards); open, a 240 px column beside the
// toolbox, scrolled on its own.
export const versionStyles = /* css */ `
.pd-viewer-versions { grid-area: versions; min-height: 0; display: flex; }
.pd-versions { display: flex; min-height: 0; border-right: 1px solid var(--pd-color-border); background: var(--pd-color-bg); color: var(--pd-color-text); }
.pd-versions-toggle {
  display: flex; flex-direction: column; align-items: center; gap: var(--pd-space-1);
  padding: var(--pd-space-2) var(--pd-space-1);
  border: 0; background: none; color: inherit; font: inherit; font-size: var(--pd-font-size-sm); cursor: pointer;
}
.pd-versions-toggle:hover { background: var(--pd-color-primary-subtle); }
.pd-versions-toggle:focus-visible { outline: 2px solid var(--pd-color-focus, var(--pd-color-primary)); outline-offset: -2px; }
.pd-versions-toggle-text { writing-mode: vertical-rl; transform: rotate(180deg); font-weight: 600; }
.pd-versions-count { min-width: 1.5em; border-radius: 999px; background: var(--pd-color-border); text-align: center; font-variant-numeric: tabular-nums; }
.pd-versions-body { box-sizing: border-box; width: 240px; min-height: 0; overflow-y: auto; padding: var(--pd-space-2); border-left: 1px solid var(--pd-color-border); }
.pd-versions-body[hidden] { display: none; }
.pd-versions-title { margin: 0 0 var(--pd-space-2); font-size: var(--pd-font-size-md); }
.pd-versions-note { margin: 0; color: var(--pd-color-muted); font-size: var(--pd-font-size-sm); }
.pd-versions-list { display: flex; flex-direction: column; gap: var(--pd-space-2); }
.pd-version { display: flex; flex-direction: column; gap: var(--pd-space-1); padding: var(--pd-space-1); border: 1px solid var(--pd-color-border); border-radius: var(--pd-radius-sm); }
.pd-version[data-current] { border-color: var(--pd-color-primary); box-shadow: inset 3px 0 0 var(--pd-color-primary); }
.pd-version-choose {
  display: flex; gap: var(--pd-space-2); align-items: flex-start; width: 100%;
  padding: var(--pd-space-1); border: 0; border-radius: var(--pd-radius-sm);
  background: none; color: inherit; font: inherit; text-align: left; cursor: pointer;
}
.pd-version-choose:hover { background: var(--pd-color-primary-subtle); }
.pd-version-choose:has(:focus-visible) { outline: 2px solid var(--pd-color-focus, var(--pd-color-primary)); outline-offset: 1px; }
.pd-version-radio { flex: none; margin: 2px 0 0; accent-color: var(--pd-color-primary); }
.pd-version-thumb { flex: none; display: flex; align-items: center; justify-content: center; width: 56px; height: 42px; overflow: hidden; border-radius: var(--pd-radius-sm); background: var(--pd-color-border); }
.pd-version-thumb img { width: 100%; height: 100%; object-fit: cover; }
.pd-version-kind { font-size: var(--pd-font-size-sm); font-weight: 700; color: var(--pd-color-text); }
.pd-version-kind::before { content: attr(data-kind); }
.pd-version-text { display: flex; flex-direction: column; min-width: 0; gap: 2px; }
.pd-version-name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pd-version-meta { color: var(--pd-color-muted); font-size: var(--pd-font-size-sm); }
.pd-version-checked { align-self: flex-start; padding: 0 var(--pd-space-1); border-radius: var(--pd-radius-sm); background: var(--pd-color-success); color: var(--pd-color-success-contrast); font-size: var(--pd-font-size-sm); font-weight: 600; }
.pd-version-actions { display: flex; flex-wrap: wrap; gap: var(--pd-space-1); }
.pd-version-delete { display: inline-flex; }
`;
