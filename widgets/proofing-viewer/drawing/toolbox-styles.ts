// The toolbox's rules, adopted by the toolbox itself. Tokens only (--pd-*), so a white-label theme
// and dark mode restyle it; the marker swatches keep their own colours (they name them).
export const drawingStyles = /* css */ `
.pd-toolbox {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--pd-space-2);
  padding: var(--pd-space-2);
  border: 1px solid var(--pd-color-border);
  border-radius: var(--pd-radius-lg);
  background: var(--pd-color-surface);
  color: var(--pd-color-text);
}
.pd-toolbox[hidden] { display: none; }
.pd-toolbox-tools { display: flex; flex-direction: column; gap: var(--pd-space-1); }
.pd-toolbox-tool[aria-pressed='true'] {
  background: var(--pd-color-primary);
  border-color: var(--pd-color-primary);
  color: var(--pd-color-primary-contrast);
}
.pd-toolbox-tool svg { width: 20px; height: 20px; }
.pd-toolbox-colors { display: grid; grid-template-columns: repeat(2, auto); gap: var(--pd-space-1); margin: 0; padding: 0; border: 0; }
.pd-toolbox-color { position: relative; display: inline-flex; cursor: pointer; }
.pd-toolbox-color input { position: absolute; inset: 0; margin: 0; opacity: 0; cursor: pointer; }
.pd-toolbox-swatch {
  width: 22px;
  height: 22px;
  border: 2px solid var(--pd-color-surface);
  border-radius: 50%;
  box-shadow: 0 0 0 1px var(--pd-color-border);
}
.pd-toolbox-color input:checked + .pd-toolbox-swatch { box-shadow: 0 0 0 2px var(--pd-color-text); }
/* A narrow viewer's compact bar above the document (a phone: the column took a third of the width):
   the tools, then the colours in one line, wrapping under each other only in a very narrow host. */
.pd-toolbox--bar { flex-direction: row; flex-wrap: wrap; justify-content: center; gap: var(--pd-space-1) var(--pd-space-3); padding: var(--pd-space-1) var(--pd-space-2); border-width: 0 0 1px; border-radius: 0; }
.pd-toolbox--bar .pd-toolbox-tools { flex-direction: row; }
.pd-toolbox--bar .pd-toolbox-colors { grid-template-columns: none; grid-auto-flow: column; align-items: center; }
.pd-toolbox-color input:focus-visible + .pd-toolbox-swatch { outline: 2px solid var(--pd-color-primary); outline-offset: 2px; }
`;
