import { useStore } from '@nanostores/react';
import { lazy, type RefObject, Suspense } from 'react';
import type { ProofingViewerMessages } from '../messages';
import { useViewerState } from '../state/viewer-state';
import { DocumentMessage, LoadingStatus } from './document-status';
import { ImageDocument } from './image-document';
import type { ViewerLoad } from './viewer-data';

// pdf.js and the PDF view load when a PDF opens, never with the viewer itself.
const PdfDocument = lazy(() => import('./pdf/pdf-document'));

interface DocumentViewProps {
  messages: ProofingViewerMessages;
  load: ViewerLoad;
  /** The opening version is chosen (see useViewerData). */
  opened: boolean;
  /** The viewer's element (zoom and pan keys). */
  root: RefObject<HTMLElement | null>;
}

/** The shown version: loading, its image or PDF pages, 'No preview available', or why not. */
export function DocumentView({ messages: m, load, opened, root }: DocumentViewProps) {
  const state = useViewerState();
  const version = useStore(state.$version);
  if (load.status === 'failed') return <DocumentMessage text={m.genericError} alert />;
  // The reference server answers "not yours" and "not there" alike (404, ids are not revealed), so
  // both warn before the host sends the user to /.
  if (load.status === 'denied' || load.status === 'missing')
    return <DocumentMessage text={`${m.permissionTitle} ${m.permissionMessage}`} alert />;
  if (load.status === 'loading' || !opened) return <LoadingStatus messages={m} percent={null} />;
  if (!version || version.fileType === 'unsupported') return <DocumentMessage text={m.noPreview} />;
  if (version.fileType === 'image')
    return <ImageDocument key={version.id} version={version} messages={m} root={root} />;
  return (
    <Suspense fallback={<LoadingStatus messages={m} percent={null} />}>
      <PdfDocument key={version.id} version={version} messages={m} root={root} />
    </Suspense>
  );
}
