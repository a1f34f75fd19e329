export type { AdoptStylesOptions } from './adopt-styles';
export { adoptStyles, getSharedStyleSheet, supportsAdoptedStyleSheets } from './adopt-styles';
export { getActiveElement, getDocument, getWindow } from './document';
export { composedPathContains, isEventInside } from './events';
export type { EnsureFontFaceOptions } from './font-face';
export { ensureFontFace } from './font-face';
export type { CreateShadowHostOptions, ShadowHost } from './shadow-host';
export { createShadowHost } from './shadow-host';
export { applyThemeVariables, clearThemeVariables } from './theme-variables';
