// The viewer frame's own rules, adopted next to the base sheet; each part adopts its own sheet.
// Tokens only (--pd-*), so a white-label theme and dark mode restyle it. The grid leaves named room
// for the version panel of the next issue ('versions', beside the toolbox).
export const viewerStyles = /* css */ `
:host { display: block; min-width: 0; min-height: 0; }
/* The viewer fills its host (give the host a height: the portal's full screen, a host's box). */
[data-pd-container] { height: 100%; }
.pd-viewer {
  box-sizing: border-box;
  display: grid;
  grid-template-areas:
    'header header header header'
    'versions tools document panel';
  /* The panel has its own width, not its content's: an auto track grew to the longest comment's
     one-line width, so one 300-character word took the document's room (issue 20). */
  grid-template-columns: auto auto minmax(0, 1fr) minmax(0, var(--pd-viewer-panel-width, 340px));
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
.pd-viewer-tabs { display: flex; gap: var(--pd-space-1); }
.pd-viewer-tools { grid-area: tools; min-height: 0; }
.pd-viewer-document {
  grid-area: document;
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
  background: var(--pd-color-surface-muted, var(--pd-color-border));
}
.pd-viewer-panel { grid-area: panel; min-height: 0; }
/* A narrow viewer (a phone, a host's narrow column; use-narrow.ts): the document first, with the whole
   width but the versions strip; the toolbox a bar above it; at the foot a bar with the review
   decisions and the button to the comments, which open in a sheet over the lower part. */
.pd-viewer[data-layout='narrow'] {
  grid-template-areas:
    'header header'
    'versions tools'
    'versions document'
    'panel panel';
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-rows: auto auto minmax(0, 1fr) auto;
}
.pd-viewer[data-layout='narrow'] .pd-viewer-tools { min-width: 0; }
.pd-viewer[data-layout='narrow'] .pd-viewer-panel {
  display: flex;
  flex-direction: row;
  align-items: center;
  gap: var(--pd-space-2);
  padding: var(--pd-space-2);
  border-top: 1px solid var(--pd-color-border);
  background: var(--pd-color-bg);
}
.pd-viewer[data-layout='narrow'] .pd-viewer-panel:empty { display: none; }
.pd-viewer[data-layout='narrow'] .pd-review { flex: 1 1 0; min-width: 0; padding: 0; border: 0; }
/* The open versions list lies over the document instead of taking 240 px of a phone's width. */
.pd-viewer[data-layout='narrow'] .pd-viewer-versions { position: relative; }
.pd-viewer[data-layout='narrow'] .pd-versions-body {
  position: absolute;
  top: 0;
  bottom: 0;
  left: 100%;
  z-index: 2;
  background: var(--pd-color-bg);
  box-shadow: 4px 0 16px rgb(0 0 0 / 0.2);
}
.pd-viewer-scroll { flex: 1 1 auto; min-height: 0; overflow: auto; overscroll-behavior: contain; outline-offset: -2px; }
.pd-viewer-scroll--grab { cursor: grab; }
.pd-viewer-scroll--panning { cursor: grabbing; user-select: none; }
/* Pages 30 px apart (proofing §9), centred while narrower than the view (page-layout.ts). */
.pd-viewer-column { position: relative; min-width: 100%; }
.pd-viewer-page-box { position: absolute; inset-inline: 0; margin-inline: auto; background: #fff; box-shadow: 0 1px 4px rgb(0 0 0 / 0.2); }
.pd-viewer-page-picture { position: absolute; inset: 0; display: block; width: 100%; height: 100%; user-select: none; }
.pd-viewer-status {
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: var(--pd-space-2);
  padding: var(--pd-space-4, 24px);
  text-align: center;
}
.pd-viewer-status-text { margin: 0; font-weight: 600; }
.pd-viewer-percent { font-variant-numeric: tabular-nums; }
.pd-viewer-zoom {
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  gap: var(--pd-space-1);
  padding: var(--pd-space-1);
  border-top: 1px solid var(--pd-color-border);
  background: var(--pd-color-surface);
}
.pd-viewer-zoom-value { min-width: 4em; text-align: center; font-variant-numeric: tabular-nums; }
/* The compare view (issue 13) covers the viewer. */
.pd-viewer { position: relative; }
`;
