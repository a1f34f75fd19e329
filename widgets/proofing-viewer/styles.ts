// The viewer frame's own rules, adopted next to the base sheet; each part adopts its own sheet.
// Tokens only (--pd-*), so a white-label theme and dark mode restyle it. The grid leaves named room
// for the version panel of the next issue ('versions', beside the toolbox).
export const viewerStyles = /* css */ `
:host { display: block; min-width: 0; }
.pd-viewer {
  box-sizing: border-box;
  display: grid;
  grid-template-areas:
    'header header header header'
    'versions tools document panel';
  grid-template-columns: auto auto minmax(0, 1fr) auto;
  grid-template-rows: auto minmax(0, 1fr);
  height: var(--pd-viewer-height, 100%);
  min-height: 320px;
  background: var(--pd-color-surface);
  color: var(--pd-color-text);
}
.pd-viewer-header {
  grid-area: header;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--pd-space-3);
  padding: var(--pd-space-2) var(--pd-space-3);
  border-bottom: 1px solid var(--pd-color-border);
}
.pd-viewer-title { flex: 1 1 auto; min-width: 0; margin: 0; font-size: var(--pd-font-size-md); font-weight: 700; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pd-viewer-page { color: var(--pd-color-muted); font-variant-numeric: tabular-nums; white-space: nowrap; }
.pd-viewer-tools { grid-area: tools; min-height: 0; }
.pd-viewer-document { grid-area: document; position: relative; min-width: 0; min-height: 0; }
.pd-viewer-panel { grid-area: panel; min-height: 0; }
`;
