// The drawing layer's rules, adopted into the viewer's shadow root by the layer itself; the
// toolbox's are toolbox-styles.ts (part of the chrome, loaded after the document).
export const drawingLayerStyles = /* css */ `
/* Hidden overflow: the drawn window (its canvases keep their size at every zoom) may reach past the page. */
.pd-drawing-layer { position: absolute; inset: 0; overflow: hidden; touch-action: none; }
.pd-drawing-layer--drawing { cursor: crosshair; }
.pd-drawing-layer[data-over-shape]:not(.pd-drawing-layer--drawing) { cursor: pointer; }
`;
