// Every string the proofing viewer shows, one catalogue for all its parts (the drawing layer and the
// comment panel spread theirs in below). Spec texts (proofing §2.7, §8) verbatim; the rest are ours
// where the spec is silent. Override any of them through `messages`.

import type { MonthMessages } from '../../sdk/core/domain';
import { DEFAULT_MESSAGES_LOCALE } from '../../sdk/core/domain';
import { defaultAddVersionMessages } from './add-version-messages';
import { defaultCommentMessages } from './comments/messages';
import { defaultDrawingMessages } from './drawing/messages';
import { defaultProofMessages } from './proof/messages';
import { defaultReviewMessages } from './review/messages';
import { defaultVersionMessages } from './versions/messages';
import { defaultWorkflowMessages } from './workflow/messages';

export const defaultProofingViewerMessages = {
  ...defaultDrawingMessages,
  ...defaultCommentMessages,
  ...defaultAddVersionMessages,
  ...defaultProofMessages,
  ...defaultVersionMessages,
  ...defaultReviewMessages,
  ...defaultWorkflowMessages,

  /** The language of these texts: counted ones pick their plural form by its rules (docs/messages.md). */
  locale: DEFAULT_MESSAGES_LOCALE,
  /** Accessible name of the whole viewer. */
  viewerLabel: 'Proofing viewer',
  /** Header: the file name and its version, e.g. 'flyer.pdf (v2)'. */
  fileTitle: '{fileName} (v{version})',
  /** Header, PDFs only (proofing §2.7): follows the scroll. */
  pageOf: 'Page {page} of {pages}',
  /** The Internal/Public toggle (proofing §2.7, §6). */
  tabsLabel: 'Comments and versions',
  tabInternal: 'Internal',
  tabPublic: 'Public',
  close: 'Close',
  /** Loading texts (proofing §2.7). */
  loadingFile: 'Loading File...',
  readingFile: 'Please wait. Reading File...',
  /** The download percentage after 'Please wait. Reading File...'. */
  percent: '{percent}%',
  noPreview: 'No preview available',
  /** Image load failure (proofing §8). */
  imageError: 'File cannot loaded, Please reload your page',
  /** PDF errors (proofing §8), as pdf.js reports them. */
  pdfInvalid: 'Invalid or corrupted PDF file.',
  pdfMissing: 'Missing PDF file.',
  pdfUnexpected: 'Unexpected server response.',
  pdfGeneric: 'An error occurred while loading the PDF.',
  /** Order permission error (proofing §8), then the user is sent to /. */
  permissionTitle: 'Permission Denied!',
  permissionMessage: 'You are not allowed to access this file!',
  /** The document's accessible name and each page's. */
  documentLabel: 'Document',
  pageLabel: 'Page {page}',
  /** Zoom controls (proofing §4.9). */
  zoomLabel: 'Zoom',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  fitPage: 'Fit to page',
  fitScreen: 'Fit to screen',
  zoomValue: '{percent}%',
  errorTitle: 'Ooops!',
  genericError: 'Error encountered while processing. Please try again later or contact the product admin.',
  /** The header's button to the compare view (issue 13; the view's own strings: compare/messages.ts). */
  compare: 'Compare',
  /** The ad-blocker modal (proofing §2.6); here, not in the guest chunk: that chunk may be what is blocked. */
  adBlockTitle: 'AdBlock Detected',
  adBlockMessage: 'You must turn off your ad blocking software to view this annotation',
  gotIt: 'Got it!',
  /** The header button of users who may invite guest reviewers (its dialog is a lazy chunk). */
  inviteGuest: 'Invite guest',
  /** A narrow viewer's button to the comments' sheet (the thread count follows it), and the sheet's close. */
  commentsSheet: 'Comments',
  commentsSheetClose: 'Close comments',
};

/**
 * The catalogue a host may override. The month names of the dates (`monthJan` … `monthDec`) are
 * overridable too, but their defaults live with the date format (date-format.ts, loaded with the
 * panels after page 1), so a PDF's first load does not carry the shared dates chunk for them.
 */
export type ProofingViewerMessages = typeof defaultProofingViewerMessages & Partial<MonthMessages>;

export { fillPlural, fillTemplate as fill } from '../../sdk/core/domain';
