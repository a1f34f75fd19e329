// jsPDF imports html2canvas, canvg and DOMPurify on demand for `html()` and SVG, which Download
// Proof never calls (it uses addImage, addPage and output only). Bundled, they would be chunks of
// their own (html2canvas alone is ~45 kB gzip) and DOMPurify would join the shared core; this
// plugin answers jsPDF's imports of them with an empty module instead.
export const JSPDF_OPTIONAL = ['html2canvas', 'canvg', 'dompurify', 'core-js'];
export const JSPDF_OPTIONAL_STUB = '\0jspdf-optional';
const STUB = JSPDF_OPTIONAL_STUB;

export function jspdfOptionalStub() {
  return {
    name: 'jspdf-optional-stub',
    resolveId(source, importer) {
      if (!importer || !/node_modules[\\/]jspdf[\\/]/.test(importer)) return null;
      return JSPDF_OPTIONAL.some((name) => source === name || source.startsWith(`${name}/`)) ? STUB : null;
    },
    // Nothing at evaluation time: a bundler may place this module in any chunk, even one every page
    // loads, so it must not throw there (jsPDF's html() and SVG paths, never called, would get undefined).
    load(id) {
      return id === STUB ? 'export default undefined;\n' : null;
    },
  };
}
