// The viewer's first path (its mount and everything that imports statically), re-exported by each of
// the viewer's lazy parts (the chrome, the drawing layer, the image view, the dialogs, the proof) so
// that a host's bundler sees every module of that path reached by the same entries and puts the
// path in a few chunks, instead of one chunk per set of lazy parts that happens to share a module
// (esbuild made 17 for the viewer's first load, each a request before page 1; issue 22). The lazy
// parts load after that path has run, so this costs them no download; nothing reads the export.
// The script-tag build places its chunks itself and leaves this out (scripts/embed-config.mjs).
export { mountProofingViewer as viewerFirstPath } from './widget';
