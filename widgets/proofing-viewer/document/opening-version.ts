// Which version a viewer opens, and the two calls that tell it (proofing §4.5, §7): shared by the
// viewer's data loader (viewer-data.ts) and the start entry (start/index.ts), which runs before the
// SDK's core has loaded, so this module reaches only the lists' split (a leaf of the access rules).
import type { AttachmentVersion } from '../../../sdk/contract';
import { splitVersions, type ViewerTab } from '../../../sdk/core/access/version-lists';

export const versionsPath = (orderId: string, attachmentId: string) =>
  `/order/${encodeURIComponent(orderId)}/attachment/${encodeURIComponent(attachmentId)}/versions`;
export const orderPath = (orderId: string) => `/order/${encodeURIComponent(orderId)}`;

/** The tab's list (§4.5: "Internal list = versions that are internal or internal-approved"). */
export function versionsOf(versions: readonly AttachmentVersion[], tab: ViewerTab): AttachmentVersion[] {
  return splitVersions(versions)[tab];
}

/** The newest (highest version number) of a list, or null for an empty one. */
export function newestOf(list: readonly AttachmentVersion[]): AttachmentVersion | null {
  return list.reduce<AttachmentVersion | null>(
    (best, v) => (!best || v.version > best.version ? v : best),
    null,
  );
}

/**
 * The tab and version a viewer opens on: the asked version (its own list's tab when the asked tab
 * does not list it), else the newest of the asked tab's list, else of the other tab's.
 */
export function openingVersion(
  versions: readonly AttachmentVersion[],
  tab: ViewerTab,
  versionId?: string,
): { tab: ViewerTab; version: AttachmentVersion | null } {
  const other: ViewerTab = tab === 'public' ? 'internal' : 'public';
  const asked = versionId ? versions.find((v) => v.id === versionId) : undefined;
  if (asked) return { tab: versionsOf([asked], tab).length > 0 ? tab : other, version: asked };
  const own = newestOf(versionsOf(versions, tab));
  if (own) return { tab, version: own };
  const fallback = newestOf(versionsOf(versions, other));
  return fallback ? { tab: other, version: fallback } : { tab, version: null };
}

/**
 * The version a viewer opens whatever the user's role (which picks the starting tab, §4.5): the
 * asked one, or the newest when both tabs would open the same; null when it depends on the role.
 */
export function openingForAnyRole(
  versions: readonly AttachmentVersion[],
  versionId?: string,
): AttachmentVersion | null {
  const [first, second] = (['public', 'internal'] as const).map(
    (tab) => openingVersion(versions, tab, versionId).version,
  );
  return first && first.id === second?.id ? first : null;
}
