// pdf.js's worker, as its own file beside the code that starts it (pdfjs.ts). Under Vite (the
// tests, the portal) this module is bundled as the worker; the script-tag and npm builds replace it
// with pdfjs-dist's prebuilt worker of the same name (scripts/pdf-worker.mjs).
import 'pdfjs-dist/build/pdf.worker.min.mjs';
