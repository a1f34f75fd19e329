/**
 * The zoom a viewer opens at (proofing §9: "Default zoom 0.75"). A module of its own so the start
 * entry (start/first-page.ts) draws page 1 at the scale the viewer's first paint uses without
 * loading the viewer's state.
 */
export const DEFAULT_ZOOM = 0.75;
