import { useStore } from '@nanostores/react';
import { lazy, type RefObject, Suspense, useEffect, useRef } from 'react';
import type { AttachmentVersion } from '../../../sdk/contract';
import type { ProofingViewerMessages } from '../messages';
import { useViewerState } from '../state/viewer-state';
import { DocumentMessage, LoadingStatus } from './document-status';
import PdfDocument from './pdf/pdf-document';
import { loadPdfJs } from './pdf/pdfjs';
import type { ViewerLoad } from './viewer-data';

/**
 * The image view, a chunk of its own in the script-tag build (`viewer-image`): a PDF's first load
 * carries none of it. The first read starts fetching it when the version list names an image
 * (first-read.ts), beside the order's read, so an image waits for no extra round trip.
 */
export const loadImageDocument = () => import('./image-document');
// A chunk that cannot load (offline, blocked) says so as a failed image does, instead of throwing.
const ImageDocument = lazy(() =>
  loadImageDocument().then(
    (view) => ({ default: view.ImageDocument }),
    () => ({
      default: ({ messages }: { messages: ProofingViewerMessages }) => (
        <DocumentMessage text={messages.imageError} alert />
      ),
    }),
  ),
);

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
  const version = useSameFile(useStore(state.$version));
  // pdf.js (a dynamic import) and its worker load only when a PDF is to be shown, and start as soon
  // as that is known, while the rest of the view renders.
  const isPdf = version?.fileType === 'pdf';
  useEffect(() => {
    if (isPdf) void loadPdfJs().catch(() => {});
  }, [isPdf]);
  // A message instead of a file is shown at once (the image and PDF views say when theirs is).
  const showsMessage =
    load.status === 'failed' ||
    load.status === 'denied' ||
    load.status === 'missing' ||
    (load.status === 'ready' && opened && (!version || version.fileType === 'unsupported'));
  useEffect(() => {
    if (showsMessage) state.$documentShown.set(true);
  }, [showsMessage, state]);
  if (load.status === 'failed') return <DocumentMessage text={m.genericError} alert />;
  // The reference server answers "not yours" and "not there" alike (404, ids are not revealed), so
  // both warn before the host sends the user to /.
  if (load.status === 'denied' || load.status === 'missing')
    return <DocumentMessage text={`${m.permissionTitle} ${m.permissionMessage}`} alert />;
  // A PDF opens before the tab does when it is the version for any role (useViewerData).
  const early = !opened && version?.fileType === 'pdf';
  if (load.status === 'loading' || (!opened && !early)) return <LoadingStatus messages={m} percent={null} />;
  if (!version || version.fileType === 'unsupported') return <DocumentMessage text={m.noPreview} />;
  if (version.fileType === 'image')
    return (
      <Suspense fallback={<LoadingStatus messages={m} percent={null} />}>
        <ImageDocument key={version.id} version={version} messages={m} root={root} />
      </Suspense>
    );
  return <PdfDocument key={version.id} version={version} messages={m} root={root} />;
}

/**
 * The shown version, kept as the same object while its file is the same: a reload (§8, a version
 * approved elsewhere) brings a new record with new flags, and the image or PDF must not download
 * again for that.
 */
function useSameFile(version: AttachmentVersion | null): AttachmentVersion | null {
  const kept = useRef(version);
  const current = kept.current;
  const same =
    current !== null &&
    version !== null &&
    current.id === version.id &&
    current.url === version.url &&
    current.fileType === version.fileType;
  if (!same) kept.current = version;
  return kept.current;
}
