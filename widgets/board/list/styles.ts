// The list view's rules (adopted into the board's shadow root next to its sheet). Tokens only. It
// paints its own background: in dark mode on a light page, its muted texts must not sit on the page.
import { scrollStyles } from '../scroll-styles';

export const listStyles = /* css */ `${scrollStyles}
.pd-list {
  display: flex;
  flex-direction: column;
  gap: var(--pd-space-3);
  min-width: 0;
  padding: var(--pd-space-2);
  border-radius: var(--pd-radius);
  background: var(--pd-color-bg);
  color: var(--pd-color-text);
}
/* Its scrollbar is the board's ScrollTrack, kept in sight at the window's bottom while the table runs on. */
.pd-list-scroll { overflow-x: auto; scrollbar-width: none; border: 1px solid var(--pd-color-border); border-radius: var(--pd-radius); background: var(--pd-color-surface); }
.pd-list-scroll:focus-visible { outline: 2px solid var(--pd-color-focus); outline-offset: 2px; }
.pd-list .pd-scroll-track { position: sticky; bottom: 0; z-index: 2; margin-inline: 0; background: var(--pd-color-surface-raised); box-shadow: 0 0 0 2px var(--pd-color-bg); }
.pd-list-table { width: 100%; border-collapse: collapse; font-size: var(--pd-font-size-sm); }
.pd-list-table th, .pd-list-table td { padding: var(--pd-space-2) var(--pd-space-3); text-align: start; white-space: nowrap; border-bottom: 1px solid var(--pd-color-border); }
.pd-list-table th { background: var(--pd-color-surface-raised); font-weight: 600; }
.pd-list-sort { display: inline-flex; align-items: center; gap: var(--pd-space-1); padding: 0; border: 0; background: none; color: inherit; font: inherit; cursor: pointer; }
.pd-list-sort-icon { width: 0; height: 0; border: 4px solid transparent; opacity: 0.35; border-top-color: currentColor; margin-top: 4px; }
.pd-list-sort-icon[data-dir='ascending'] { opacity: 1; border-top-color: transparent; border-bottom-color: currentColor; margin-top: -4px; }
.pd-list-sort-icon[data-dir='descending'] { opacity: 1; }
.pd-list-row { cursor: pointer; }
.pd-list-row:hover td { background: var(--pd-color-primary-subtle); }
.pd-list-open { padding: 0; border: 0; background: none; color: var(--pd-color-primary-text); font: inherit; font-weight: 600; text-align: start; cursor: pointer; }
.pd-list-person { display: inline-flex; align-items: center; gap: var(--pd-space-2); }
.pd-list-none { color: var(--pd-color-muted); }
.pd-list-footer { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--pd-space-2); }
.pd-list-count, .pd-list-empty { margin: 0; color: var(--pd-color-muted); }
.pd-list-error p { margin: 0; }
.pd-list-error-title { font-weight: 700; }
`;
