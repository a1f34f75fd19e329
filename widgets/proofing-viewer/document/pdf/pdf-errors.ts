import type { ProofingViewerMessages } from '../../messages';

// Proofing §8 "PDF errors: 'Invalid or corrupted PDF file.', 'Missing PDF file.', 'Unexpected
// server response.', 'An error occurred while loading the PDF.'", "as pdf.js reports them": pdf.js
// 5 names its failures InvalidPDFException, and ResponseException with `missing` for a 404 (the
// older MissingPDFException and UnexpectedResponseException merged into it).

export type PdfErrorKind = 'invalid' | 'missing' | 'unexpected' | 'generic';

export function pdfErrorKind(error: unknown): PdfErrorKind {
  const { name, missing } = (error ?? {}) as { name?: unknown; missing?: unknown };
  if (name === 'InvalidPDFException') return 'invalid';
  if (name === 'MissingPDFException') return 'missing';
  if (name === 'ResponseException') return missing ? 'missing' : 'unexpected';
  if (name === 'UnexpectedResponseException') return 'unexpected';
  return 'generic';
}

export function pdfErrorText(kind: PdfErrorKind, m: ProofingViewerMessages): string {
  return { invalid: m.pdfInvalid, missing: m.pdfMissing, unexpected: m.pdfUnexpected, generic: m.pdfGeneric }[
    kind
  ];
}

/**
 * §4.10 "The loader retries a reload if page navigation fails": a transport or server failure may
 * pass; a file that is not a PDF or is not there will not.
 */
export function isRetryable(kind: PdfErrorKind): boolean {
  return kind === 'unexpected' || kind === 'generic';
}
