// The version lists of a viewer's two tabs (proofing §4.5). A leaf with no imports: the viewer's
// start entry (widgets/proofing-viewer/start) picks the version that opens with it before the
// viewer's code, and the access tables, have loaded (versions.ts re-exports it).

export type ViewerTab = 'public' | 'internal';

export interface VersionFlags {
  isInternal?: boolean;
  isInternalApproved?: boolean;
}

/**
 * "Internal list = versions that are internal or internal-approved. Public list = non-internal
 * versions." Taken literally: a public version that was internally approved is in both lists.
 */
export function splitVersions<V extends VersionFlags>(
  versions: readonly V[],
): { internal: V[]; public: V[] } {
  return {
    internal: versions.filter((v) => v.isInternal === true || v.isInternalApproved === true),
    public: versions.filter((v) => v.isInternal !== true),
  };
}
