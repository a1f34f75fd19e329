import type { AttachmentVersion } from '../../../sdk/contract';

/**
 * The pair the compare view opens with: the shown version on the right, and on the left the one
 * before it in the same list (internal or public), else the newest other version. Versions come
 * newest first.
 */
export function initialPair(
  versions: readonly AttachmentVersion[],
  shownId: string | undefined,
): [string, string] | null {
  if (versions.length < 2) return null;
  const right = versions.find((item) => item.id === shownId) ?? versions[0]!;
  const older = versions.filter((item) => item.id !== right.id && item.version < right.version);
  const left =
    older.find((item) => item.isInternal === right.isInternal) ??
    older[0] ??
    versions.find((item) => item.id !== right.id)!;
  return [left.id, right.id];
}
