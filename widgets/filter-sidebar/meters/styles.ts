// The membership bar's rules. Tokens only, so a white-label theme restyles it.

/** Dashboard §9: "Popup animation 350 ms." */
export const POPUP_ANIMATION_MS = 350;

export const meterStyles = /* css */ `
.pd-meters { display: flex; flex-direction: column; gap: var(--pd-space-3); }
.pd-meter { position: relative; display: flex; flex-direction: column; gap: var(--pd-space-1); }
/* The label takes the row's room, wrapping between its words, never inside one (its narrowest is its
   longest word); a value that cannot sit beside even that goes under it, at the end of the row. */
.pd-meter-head {
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  column-gap: var(--pd-space-2);
}
.pd-meter-label {
  flex: 1 1 0;
  min-width: min-content;
  overflow-wrap: normal;
  text-align: start;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: 600;
  cursor: default;
  border-radius: var(--pd-radius-sm);
}
.pd-meter-label:focus-visible { outline: 2px solid var(--pd-color-focus, var(--pd-color-primary)); outline-offset: 2px; }
/* Every value is one line beside its label, never broken inside its figures (Allocated Hours' value
   wrapped where the shorter labels' did not); a label too long for the row wraps between its words. */
.pd-meter-value {
  flex: none;
  margin-inline-start: auto;
  white-space: nowrap;
  font-size: var(--pd-font-size-sm);
  color: var(--pd-color-muted);
  font-variant-numeric: tabular-nums;
}
.pd-meter-track {
  position: relative;
  height: 8px;
  overflow: hidden;
  border-radius: var(--pd-radius-full);
  background: color-mix(in srgb, var(--pd-color-text) 12%, transparent);
}
.pd-meter-fill { display: block; height: 100%; border-radius: inherit; background: var(--pd-color-primary); }
.pd-meter[data-bar='danger'] .pd-meter-fill { background: var(--pd-color-danger); }
.pd-meter[data-bar='danger'] .pd-meter-percent { color: var(--pd-color-danger-text); font-weight: 600; }
.pd-meter[data-bar='gradient'] .pd-meter-fill {
  background: linear-gradient(90deg, var(--pd-color-info), var(--pd-color-primary), var(--pd-color-success));
}
.pd-meter-popup {
  position: absolute;
  top: 100%;
  inset-inline: 0;
  z-index: 1;
  margin-top: var(--pd-space-1);
  padding: var(--pd-space-2) var(--pd-space-3);
  border: 1px solid var(--pd-color-border);
  border-radius: var(--pd-radius);
  background: var(--pd-color-surface-raised);
  color: var(--pd-color-text);
  font-size: var(--pd-font-size-sm);
  box-shadow: 0 6px 20px color-mix(in srgb, var(--pd-color-text) 18%, transparent);
  opacity: 0;
  visibility: hidden;
  transform: translateY(-4px);
  transition: opacity ${POPUP_ANIMATION_MS}ms, transform ${POPUP_ANIMATION_MS}ms, visibility 0s ${POPUP_ANIMATION_MS}ms;
}
.pd-meter-popup[data-open] { opacity: 1; visibility: visible; transform: none; transition-delay: 0s; }
.pd-meter-popup p { margin: 0; }
@media (prefers-reduced-motion: reduce) { .pd-meter-popup { transition: none; } }
.pd-meter-expander {
  align-self: flex-start;
  padding: 0;
  border: 0;
  background: none;
  color: var(--pd-color-primary-text);
  font: inherit;
  font-size: var(--pd-font-size-sm);
  text-decoration: underline;
  cursor: pointer;
}
.pd-meter-package-list { margin: var(--pd-space-1) 0 0; padding: 0; list-style: none; font-size: var(--pd-font-size-sm); }
.pd-meter-package { display: flex; justify-content: space-between; gap: var(--pd-space-2); padding: 2px 0; }
.pd-meter-package-title { font-weight: 600; }
.pd-meter-package-due { color: var(--pd-color-muted); }
`;
