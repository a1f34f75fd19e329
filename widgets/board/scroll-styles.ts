// The sideways scrollers' rules (the board's strip and the list's table: ScrollTrack and
// useScrollEdges), part of both sheets so either view brings them. Tokens only.
export const scrollStyles = /* css */ `
/* Edge shadows of a sideways scroller (the board's strip, the list's table): where content is
   hidden to a side, that side darkens (issue 21: at 1440 px the last columns were off-screen with
   no hint). useScrollEdges sets data-more-start / data-more-end. */
.pd-scroll-frame {
  --pd-scroll-edge: color-mix(in srgb, var(--pd-color-text) 24%, transparent);
  position: relative;
  min-width: 0;
}
.pd-scroll-frame::before, .pd-scroll-frame::after {
  content: '';
  position: absolute;
  top: 0;
  bottom: 0;
  z-index: 1;
  width: 20px;
  pointer-events: none;
  opacity: 0;
  transition: opacity 120ms;
}
.pd-scroll-frame::before {
  inset-inline-start: 0;
  background: linear-gradient(to right, var(--pd-scroll-edge), transparent);
}
.pd-scroll-frame::after {
  inset-inline-end: 0;
  background: linear-gradient(to left, var(--pd-scroll-edge), transparent);
}
.pd-scroll-frame:dir(rtl)::before { background: linear-gradient(to left, var(--pd-scroll-edge), transparent); }
.pd-scroll-frame:dir(rtl)::after { background: linear-gradient(to right, var(--pd-scroll-edge), transparent); }
.pd-scroll-frame[data-more-start='true']::before, .pd-scroll-frame[data-more-end='true']::after { opacity: 1; }
/* The sideways scrollbar under an overflowing scroller (ScrollTrack): always visible. */
.pd-scroll-track {
  position: relative;
  height: 10px;
  margin: var(--pd-space-1) var(--pd-space-1) 0;
  border-radius: var(--pd-radius-full);
  background: color-mix(in srgb, var(--pd-color-text) 8%, transparent);
  cursor: pointer;
  touch-action: none;
}
.pd-scroll-thumb {
  position: absolute;
  top: 1px;
  bottom: 1px;
  min-width: 24px;
  border-radius: var(--pd-radius-full);
  background: var(--pd-color-muted);
  cursor: grab;
}
.pd-scroll-thumb:hover, .pd-scroll-thumb:active { background: var(--pd-color-text); }
`;
