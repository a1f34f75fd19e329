// The comment sheet's rules (comment-sheet.tsx), adopted by the sheet itself: part of the chrome,
// which loads once the document has shown (the frame's own rules are styles.ts).
export const sheetStyles = /* css */ `
/* The comment panel's wrapper (comment-sheet.tsx): wide, it is the panel's column itself. */
.pd-viewer-sheet { display: flex; flex-direction: column; min-height: 0; height: 100%; }
.pd-viewer-sheet > .pd-comments { flex: 1 1 auto; height: auto; }
.pd-viewer[data-layout='narrow'] .pd-viewer-sheet-toggle { flex: none; height: auto; margin-inline-start: auto; gap: var(--pd-space-2); }
/* Beside the review decisions the button is its icon and count (its name stays 'Comments n'), so the
   decisions keep two buttons a row and the foot two rows. */
.pd-viewer-panel:has(> .pd-review) .pd-viewer-sheet-label {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
}
.pd-viewer-sheet-count {
  min-width: 1.5em;
  padding: 0 var(--pd-space-1);
  border-radius: var(--pd-radius-full);
  background: var(--pd-color-border);
  text-align: center;
  font-variant-numeric: tabular-nums;
}
.pd-viewer[data-layout='narrow'] .pd-viewer-sheet {
  position: absolute;
  inset-inline: 0;
  bottom: 0;
  z-index: 3;
  height: 60%;
  border-top: 1px solid var(--pd-color-border);
  border-radius: var(--pd-radius-lg) var(--pd-radius-lg) 0 0;
  background: var(--pd-color-bg);
  box-shadow: 0 -4px 16px rgb(0 0 0 / 0.25);
  overflow: hidden;
}
.pd-viewer-sheet-head { display: flex; flex: none; justify-content: flex-end; padding: var(--pd-space-1) var(--pd-space-1) 0; }
`;
