// jsPDF imports html2canvas, canvg and DOMPurify on demand for `html()` and SVG, which Download
// Proof never calls (it uses addImage, addPage and output only). Bundled, they would be chunks of
// their own (html2canvas alone is ~45 kB gzip) and DOMPurify would join the shared core; this
// plugin answers jsPDF's imports of them with a module that refuses to load instead.
export const JSPDF_OPTIONAL = ['html2canvas', 'canvg', 'dompurify', 'core-js'];
const STUB = '\0jspdf-optional';

export function jspdfOptionalStub() {
  return {
    name: 'jspdf-optional-stub',
    resolveId(source, importer) {
      if (!importer || !/node_modules[\\/]jspdf[\\/]/.test(importer)) return null;
      return JSPDF_OPTIONAL.some((name) => source === name || source.startsWith(`${name}/`)) ? STUB : null;
    },
    load(id) {
      return id === STUB
        ? "throw new Error('not bundled: Proofdesk uses jsPDF without html() and SVG');\nexport default undefined;\n"
        : null;
    },
  };
}
