// pdf_viewer.mjs takes pdf.js from globalThis.pdfjsLib when it is evaluated (see pdfjs-viewer.ts).
// An export the importer uses, not a bare import: the package's `sideEffects` list would let the
// bundler drop a bare one.
import * as pdfjs from 'pdfjs-dist';

(globalThis as unknown as { pdfjsLib: typeof pdfjs }).pdfjsLib = pdfjs;

export { pdfjs };
