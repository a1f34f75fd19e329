// Download Proof and PDF tools strings (proofing §2.7, §8 verbatim; the rest ours).
export const defaultProofMessages = {
  /** Header button (proofing §2.7) and its text while the proof is made. */
  downloadProof: 'Download Proof',
  downloading: 'Downloading...',
  /** The download toast: file name, size and percent of the pages done. */
  proofToastTitle: 'Downloading proof',
  proofToastProgress: '{fileName} · {size} · {percent}%',
  /** Proofing §8 "Download failure". */
  downloadFailed: 'Oops, something went wrong download pdf',
  /** PDF tools mode top bar (proofing §2.7, §4.8). */
  pdfToolsLabel: 'PDF proof',
  checked: 'Checked',
  saveChanges: 'Save Changes',
  saved: 'Changes saved',
  pdfToolsPen: 'Pen',
  pdfToolsSaveFailed: 'Not saved: {message}',
};
