// pdf.js's own viewer for the viewer bench's baseline, as a host bundles it: pdf.js and
// pdfjs-dist/web/pdf_viewer.mjs in one dynamic import. pdf_viewer.mjs reads pdf.js from
// globalThis.pdfjsLib when it is evaluated: pdfjs-global.ts, exported first, sets it (ES modules
// evaluate in import order, which the bundler keeps inside one chunk).

// biome-ignore assist/source/organizeImports: pdfjs-global.ts must run before pdf_viewer.mjs.
export { pdfjs } from './pdfjs-global';
export * as pdfViewer from 'pdfjs-dist/web/pdf_viewer.mjs';
