// The parts of Floating UI the popover uses, imported on demand as one module (a dynamic import of
// the package itself would keep every export).
export { autoUpdate, computePosition, flip, offset, shift, size } from '@floating-ui/dom';
