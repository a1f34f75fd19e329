import type { AttachmentInfo, AttachmentVersion, OrderDetail, VersionList } from '../../../sdk/contract';
import type { ViewerTab } from '../../../sdk/core/access';
import { type HttpClient, type HttpResult, type ProofdeskError, toResult } from '../../../sdk/core/http';
import { takeStartedRead } from '../start/started';
import { newestOf, openingVersion, orderPath, versionsOf, versionsPath } from './opening-version';

// The version that opens and the calls' paths (a module of their own, which the start entry loads
// without the HTTP client and the access tables).
export {
  newestOf,
  openingForAnyRole,
  openingVersion,
  orderPath,
  versionsOf,
  versionsPath,
} from './opening-version';

// What the viewer reads before it can show a file (proofing §2.1, §7): the order (its progress
// decides read-only mode, §4.2) and the attachment's versions (split into the tabs' lists, §4.5).

export interface ViewerData {
  orderProgress: string;
  attachment: AttachmentInfo;
  versions: readonly AttachmentVersion[];
}

export type ViewerLoad =
  | { status: 'loading' }
  | { status: 'ready'; data: ViewerData }
  /** "On a permission error the warning 'Permission Denied!' is shown and the user is sent to /." */
  | { status: 'denied' }
  /** "If the file is not in the order, or the order cannot be read, the user is sent to /." */
  | { status: 'missing' }
  | { status: 'failed'; error: ProofdeskError };

/**
 * GET `path` through the session, unless `startPdfViewer` already asked for it with this session's
 * token (start/started.ts): then its answer, when it is a success. A failed or missing answer is
 * asked again through the client, which handles errors (reauth included) as for every call.
 */
function readOnce<T>(http: HttpClient, path: string): Promise<HttpResult<T>> {
  const started = takeStartedRead(`${http.baseUrl}${path}`, http.getToken());
  if (!started) return http.get<T>(path);
  return started
    .then(async (response) => (response?.ok ? toResult<T>(response.status, await response.json()) : null))
    .catch(() => null)
    .then((result) => result ?? http.get<T>(path));
}

/**
 * Reads the order and the versions; `onVersions` hears the versions as soon as they come, before
 * the order (the file's download can start on them).
 */
export async function loadViewerData(
  http: HttpClient,
  orderId: string,
  attachmentId: string,
  onVersions?: (versions: readonly AttachmentVersion[]) => void,
): Promise<ViewerLoad> {
  const versionsRead = readOnce<VersionList>(http, versionsPath(orderId, attachmentId));
  if (onVersions) void versionsRead.then((result) => result.ok && onVersions(result.data.versions));
  const [order, versions] = await Promise.all([
    readOnce<OrderDetail>(http, orderPath(orderId)),
    versionsRead,
  ]);
  for (const result of [order, versions]) {
    if (result.ok) continue;
    if (result.error.status === 403) return { status: 'denied' };
    if (result.error.status === 404) return { status: 'missing' };
    return { status: 'failed', error: result.error };
  }
  if (!order.ok || !versions.ok) throw new Error('unreachable');
  return {
    status: 'ready',
    data: {
      orderProgress: order.data.progress,
      attachment: versions.data.attachment,
      versions: versions.data.versions,
    },
  };
}

/** After a tab switch: the shown version if the new tab lists it too, else the tab's newest. */
export function versionAfterSwitch(
  versions: readonly AttachmentVersion[],
  tab: ViewerTab,
  shown: AttachmentVersion | null,
): AttachmentVersion | null {
  const list = versionsOf(versions, tab);
  return (shown && list.find((v) => v.id === shown.id)) || newestOf(list);
}

/**
 * After a reload: the asked version (a new one just registered) on its own tab, else the shown
 * version's new record if it is still listed on the tab, else the tab's newest as when opening.
 */
export function versionAfterReload(
  versions: readonly AttachmentVersion[],
  tab: ViewerTab,
  shown: AttachmentVersion | null,
  askedId?: string,
): { tab: ViewerTab; version: AttachmentVersion | null } {
  const asked = askedId ? versions.find((v) => v.id === askedId) : undefined;
  if (asked) return openingVersion(versions, tab, asked.id);
  const kept = shown && versionsOf(versions, tab).find((v) => v.id === shown.id);
  return kept ? { tab, version: kept } : openingVersion(versions, tab);
}
