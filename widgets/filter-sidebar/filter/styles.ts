// The filter panels' own rules, adopted into the widget's shadow root next to the shared base sheet.
// Colours, radii, spacing and type come from the --pd-* tokens only.

/** Dashboard §9: "Sidebar list height is window height minus 335 px." */
export const PRESET_LIST_OFFSET_PX = 335;

export const filterPanelStyles = /* css */ `
.pd-filter-panel { display: flex; flex-direction: column; gap: var(--pd-space-3); min-width: 0; }
.pd-filter-title { margin: 0; font-size: var(--pd-font-size-md); font-weight: 700; }
.pd-filter-empty { margin: 0; color: var(--pd-color-muted); font-size: var(--pd-font-size-sm); }
.pd-filter-presets {
  display: flex; flex-direction: column; gap: var(--pd-space-1); margin: 0; padding: 0; list-style: none;
  max-height: calc(100vh - ${PRESET_LIST_OFFSET_PX}px); overflow-y: auto;
}
.pd-filter-preset { display: flex; align-items: center; gap: var(--pd-space-1); border-radius: var(--pd-radius-sm); }
.pd-filter-preset[data-selected] { background: var(--pd-color-primary-subtle); }
.pd-filter-preset[data-editing] { outline: 1px dashed var(--pd-color-primary); }
.pd-filter-preset-name {
  flex: 1; min-width: 0; padding: var(--pd-space-1) var(--pd-space-2); border: 0; background: none;
  color: inherit; font: inherit; text-align: start; cursor: pointer; overflow: hidden; text-overflow: ellipsis;
  white-space: nowrap; border-radius: var(--pd-radius-sm);
}
.pd-filter-preset[data-selected] .pd-filter-preset-name { color: var(--pd-color-primary-text); font-weight: 600; }
.pd-filter-preset-name:focus-visible, .pd-filter-toggle:focus-visible {
  outline: 2px solid var(--pd-color-primary); outline-offset: 1px;
}
.pd-filter-toggle {
  display: flex; align-items: center; justify-content: space-between; padding: var(--pd-space-2) 0;
  border: 0; border-top: 1px solid var(--pd-color-border); background: none; color: inherit;
  font: inherit; font-weight: 600; cursor: pointer;
}
.pd-filter-chevron {
  width: 8px; height: 8px; border-right: 2px solid currentColor; border-bottom: 2px solid currentColor;
  transform: rotate(45deg); transition: transform 150ms;
}
.pd-filter-toggle[aria-expanded='true'] .pd-filter-chevron { transform: rotate(-135deg); }
.pd-filter-form, .pd-filter-fields { display: flex; flex-direction: column; gap: var(--pd-space-3); }
.pd-filter-checks { display: flex; flex-wrap: wrap; gap: var(--pd-space-1) var(--pd-space-3); margin: 0; padding: 0; border: 0; }
.pd-filter-checks legend { width: 100%; padding: 0; margin-bottom: var(--pd-space-1); }
.pd-filter-check { display: inline-flex; align-items: center; gap: var(--pd-space-1); font-size: var(--pd-font-size-sm); }
.pd-filter-save { display: flex; flex-direction: column; gap: var(--pd-space-2); }
.pd-filter-actions { display: flex; justify-content: flex-end; gap: var(--pd-space-2); }
`;
