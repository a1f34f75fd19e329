import { scrollStyles } from './scroll-styles';

// The board's own rules, adopted into its shadow root next to the shared base sheet and the order
// card's. Tokens only (--pd-*), so a white-label theme and dark mode restyle it.
export const boardStyles = /* css */ `${scrollStyles}
:host { display: block; min-width: 0; }
/* The frame takes the board's height; the strip fills it less the scrollbar when one shows (a host
   that sets --pd-board-height to its own height, as the portal does, must not clip the track). */
.pd-board-frame {
  display: flex;
  flex-direction: column;
  height: var(--pd-board-height, 80vh);
  min-height: 320px;
}
.pd-board {
  display: flex;
  flex: 1 1 auto;
  gap: var(--pd-space-3);
  align-items: stretch;
  min-height: 0;
  padding: var(--pd-space-1);
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x proximity;
  /* Snap columns to the padding's edge, so the first one rests at scroll 0 (no start shadow). */
  scroll-padding-inline: var(--pd-space-1);
  /* The board draws its own scrollbar (ScrollTrack): an overlay one shows nothing until used. */
  scrollbar-width: none;
}
.pd-board:focus-visible { outline: 2px solid var(--pd-color-focus); outline-offset: -2px; }
.pd-board-column {
  display: flex;
  /* Six 232 px columns and their gaps fit a 1920 px screen beside the portal's sidebar. */
  flex: 1 0 232px;
  flex-direction: column;
  max-width: 360px;
  min-height: 0;
  border: 1px solid var(--pd-color-border);
  border-radius: var(--pd-radius-lg);
  background: var(--pd-color-surface);
  color: var(--pd-color-text);
  scroll-snap-align: start;
  transition: opacity 120ms;
}
.pd-board-column--collapsed { flex: 0 0 auto; max-width: 56px; }
.pd-board-column--collapsed .pd-board-column-header { flex-direction: column; align-items: center; }
.pd-board-column--collapsed .pd-board-column-title { writing-mode: vertical-rl; }
.pd-board-column--collapsed .pd-board-collapse svg { transform: rotate(-90deg); }
.pd-board-column--off { opacity: 0.45; }
.pd-board-column--off .pd-board-scroll { cursor: not-allowed; }
.pd-board-column--over { outline: 2px solid var(--pd-color-primary); outline-offset: -2px; }
.pd-board-column-header {
  display: flex;
  flex: none;
  align-items: center;
  gap: var(--pd-space-2);
  padding: var(--pd-space-2) var(--pd-space-2) var(--pd-space-2) var(--pd-space-3);
  border-bottom: 1px solid var(--pd-color-border);
}
.pd-board-column-title { flex: 1; margin: 0; font-size: var(--pd-font-size-md); font-weight: 700; }
.pd-board-column-count {
  min-width: 24px;
  padding: 0 var(--pd-space-2);
  border-radius: var(--pd-radius-full);
  background: var(--pd-color-primary-subtle);
  color: var(--pd-color-primary-text);
  font-size: var(--pd-font-size-sm);
  font-variant-numeric: tabular-nums;
  font-weight: 600;
  text-align: center;
}
.pd-board-collapse svg { transform: rotate(90deg); transition: transform 120ms; }
.pd-board-scroll { position: relative; flex: 1 1 auto; min-height: 0; overflow-y: auto; contain: strict; }
.pd-board-list { position: relative; width: 100%; margin: 0; padding: 0; list-style: none; }
.pd-board-list > li { position: absolute; top: 0; left: 0; width: 100%; padding: var(--pd-space-1) var(--pd-space-2); }
.pd-board-lane-heading h4 {
  margin: var(--pd-space-1) 0 0;
  color: var(--pd-color-muted);
  font-size: var(--pd-font-size-xs);
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
}
.pd-board-lane-zones { display: flex; flex: none; gap: var(--pd-space-2); padding: var(--pd-space-2); }
.pd-board-lane-zone {
  flex: 1;
  padding: var(--pd-space-3) var(--pd-space-2);
  border: 2px dashed var(--pd-color-border);
  border-radius: var(--pd-radius);
  color: var(--pd-color-text);
  font-weight: 600;
  text-align: center;
}
.pd-board-lane-zone[aria-disabled='true'] { opacity: 0.45; cursor: not-allowed; }
.pd-board-lane-zone--over { border-color: var(--pd-color-primary); background: var(--pd-color-primary-subtle); }
.pd-board-card { outline: none; cursor: pointer; }
.pd-board-card > .pd-order-card { transition: box-shadow 120ms; }
.pd-board-card:focus-visible > .pd-order-card { outline: 2px solid var(--pd-color-primary); outline-offset: 2px; }
.pd-board-card--held > .pd-order-card { opacity: 0.5; }
.pd-board-card--over > .pd-order-card { box-shadow: 0 -3px 0 var(--pd-color-primary); }
.pd-board-column-note { margin: 0; padding: var(--pd-space-3); color: var(--pd-color-muted); text-align: center; }
.pd-board-move-popover { padding: var(--pd-space-1); min-width: 200px; }
.pd-board-move-menu { display: flex; flex-direction: column; }
.pd-board-move-item {
  padding: var(--pd-space-2) var(--pd-space-3);
  border: 0;
  border-radius: var(--pd-radius-sm);
  background: none;
  color: var(--pd-color-text);
  font: inherit;
  text-align: start;
  cursor: pointer;
}
.pd-board-move-item:hover, .pd-board-move-item:focus-visible { background: var(--pd-color-primary-subtle); color: var(--pd-color-primary-text); outline: none; }
.pd-board-move-none { margin: 0; padding: var(--pd-space-2) var(--pd-space-3); color: var(--pd-color-muted); }
@media (max-width: 640px) {
  .pd-board-column { flex-basis: min(85vw, 300px); }
}
`;
