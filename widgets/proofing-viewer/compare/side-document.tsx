import type { RefObject } from 'react';
import type { AttachmentVersion } from '../../../sdk/contract';
import { DocumentMessage } from '../document/document-status';
import { ImageDocument } from '../document/image-document';
import PdfDocument from '../document/pdf/pdf-document';
import type { ProofingViewerMessages } from '../messages';

/**
 * One side's file, with the viewer's own document code (the image download, pdf.js and its page
 * window, the zoom bar, the drawing layer over each page), under that side's ViewerState.
 */
export function SideDocument({
  version,
  messages: m,
  root,
}: {
  version: AttachmentVersion | undefined;
  messages: ProofingViewerMessages;
  root: RefObject<HTMLElement | null>;
}) {
  if (!version || version.fileType === 'unsupported') return <DocumentMessage text={m.noPreview} />;
  if (version.fileType === 'image')
    return <ImageDocument key={version.id} version={version} messages={m} root={root} />;
  return <PdfDocument key={version.id} version={version} messages={m} root={root} />;
}
