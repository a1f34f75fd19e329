// The viewer's first read (the order and the attachment's versions) starts the moment the viewer is
// asked for: `mountProofingViewer` and `<ProofingViewer>` start it before React sets up the shadow
// root, its styles and the viewer's parts, and the viewer takes it over when it renders. On a PDF,
// pdf.js's worker (the longest step before page 1, ~100 ms) then starts as soon as the main thread
// hears the versions, not after the first render.
import type { AttachmentVersion } from '../../../sdk/contract';
import type { HttpClient } from '../../../sdk/core/http';
import type { ProofdeskInstance } from '../../../sdk/core/instance';
import { hasStartedDocument } from '../start/started';
import { loadImageDocument } from './document-view';
import { startEarlyBytes } from './pdf/early-bytes';
import { loadPdfJs } from './pdf/pdfjs';
import { loadViewerData, openingForAnyRole, openingVersion, type ViewerLoad } from './viewer-data';

/** An early read older than this is not taken over: the viewer reads afresh. */
const EARLY_READ_TTL_MS = 5_000;

interface EarlyRead {
  token: string | null;
  at: number;
  read: Promise<ViewerLoad>;
}

const early = new WeakMap<HttpClient, Map<string, EarlyRead>>();
const keyOf = (orderId: string, attachmentId: string) => `${orderId}\n${attachmentId}`;
/** Started for this session's token, and recently enough to still be the file's state. */
const isFresh = (read: EarlyRead | undefined, token: string | null): read is EarlyRead =>
  read !== undefined && read.token === token && Date.now() - read.at < EARLY_READ_TTL_MS;

function readNow(http: HttpClient, orderId: string, attachmentId: string, versionId?: string) {
  return loadViewerData(http, orderId, attachmentId, (versions) => {
    preloadReader(http, versions, versionId);
  });
}

/**
 * Starts the first read for a viewer about to mount (signed-in members only; guests read apart),
 * and the session's profile read (the opening tab needs the role) if a restored session has not
 * read it yet: now, not once the viewer's first render subscribes to it (the same one request).
 */
export function startFirstRead(
  { http, session }: Pick<ProofdeskInstance, 'http' | 'session'>,
  orderId: string,
  attachmentId: string,
  versionId?: string,
) {
  const token = http.getToken();
  if (!token || !orderId || !attachmentId) return;
  if (!session.$profile.get()) void session.loadProfile();
  const reads = early.get(http) ?? new Map<string, EarlyRead>();
  early.set(http, reads);
  const key = keyOf(orderId, attachmentId);
  const current = reads.get(key);
  if (isFresh(current, token)) return;
  reads.set(key, { token, at: Date.now(), read: readNow(http, orderId, attachmentId, versionId) });
}

/** The viewer's first read: the early one if it is this session's and fresh, else a new one. */
export function takeFirstRead(
  http: HttpClient,
  orderId: string,
  attachmentId: string,
  versionId?: string,
): Promise<ViewerLoad> {
  const reads = early.get(http);
  const key = keyOf(orderId, attachmentId);
  const started = reads?.get(key);
  reads?.delete(key);
  if (isFresh(started, http.getToken())) return started.read;
  return readNow(http, orderId, attachmentId, versionId);
}

/** The host's hint of the file about to open (`fileType`, `fileUrl` in ProofingViewerProps). */
export interface FileHint {
  fileType?: 'pdf' | 'image' | undefined;
  fileUrl?: string | undefined;
}

/**
 * What the host's hint lets the viewer start at the mount, before the version list answers: pdf.js's
 * module and worker for a PDF (the longest step before page 1), its first bytes when the URL is known
 * too (`http` null: a guest, whose session is not signed in yet, reads after its sign-in), the image
 * view's chunk for an image. The version list still decides what opens; a wrong hint only downloads.
 */
export function startHintedReader(http: HttpClient | null, { fileType, fileUrl }: FileHint) {
  if (fileType === 'image') void loadImageDocument().catch(() => {});
  if (fileType !== 'pdf') return;
  void loadPdfJs().catch(() => {});
  const token = http?.getToken();
  if (fileUrl && token) startEarlyBytes(fileUrl, token);
}

/**
 * pdf.js (its module and its worker) starts loading as soon as the versions say the file about to
 * open is a PDF, on whichever tab opens, while the order is still being read and the viewer renders;
 * the file's first chunk and tail too when both tabs would open the same PDF (the tab depends on the
 * user's role, which the profile may not have told yet), unless `startPdfViewer` opened it already.
 * For an image, the image view's chunk.
 */
function preloadReader(
  http: HttpClient,
  versions: readonly AttachmentVersion[],
  versionId: string | undefined,
) {
  const opening = (['public', 'internal'] as const).map(
    (tab) => openingVersion(versions, tab, versionId).version,
  );
  if (opening.some((version) => version?.fileType === 'image')) void loadImageDocument().catch(() => {});
  if (!opening.some((version) => version?.fileType === 'pdf')) return;
  void loadPdfJs().catch(() => {});
  const token = http.getToken();
  const first = openingForAnyRole(versions, versionId);
  if (first?.fileType === 'pdf' && !(token && hasStartedDocument(first.url, token)))
    startEarlyBytes(first.url, token);
}
