import type { AttachmentVersion } from 'proofdesk/contract';
import { describe, expect, it } from 'vitest';
import {
  newestOf,
  openingVersion,
  versionAfterSwitch,
} from '../../../../../widgets/proofing-viewer/document';

// Proofing §4.5: "Internal list = versions that are internal or internal-approved. Public list =
// non-internal versions." §2.1: optional versionId and public.

const version = (id: string, n: number, flags: Partial<AttachmentVersion> = {}) =>
  ({ id, version: n, isInternal: false, isInternalApproved: false, ...flags }) as AttachmentVersion;

const v1 = version('v1', 1);
const v2 = version('v2', 2, { isInternal: true });
const v3 = version('v3', 3);
const all = [v1, v2, v3];

describe('the version a viewer opens on', () => {
  it('is the newest of the asked tab’s list', () => {
    expect(openingVersion(all, 'public')).toEqual({ tab: 'public', version: v3 });
    expect(openingVersion(all, 'internal')).toEqual({ tab: 'internal', version: v2 });
    expect(newestOf([])).toBeNull();
  });

  it('is the asked version, on its own list’s tab when the asked tab does not list it', () => {
    expect(openingVersion(all, 'public', 'v1')).toEqual({ tab: 'public', version: v1 });
    expect(openingVersion(all, 'public', 'v2')).toEqual({ tab: 'internal', version: v2 });
    expect(openingVersion(all, 'public', 'gone')).toEqual({ tab: 'public', version: v3 });
  });

  it('falls back to the other tab when the asked one lists nothing, and to none without versions', () => {
    expect(openingVersion([v1], 'internal')).toEqual({ tab: 'public', version: v1 });
    expect(openingVersion([], 'public')).toEqual({ tab: 'public', version: null });
  });

  it('after a tab switch keeps a version both lists show, else shows the new tab’s newest', () => {
    const approvedPublic = version('v4', 4, { isInternalApproved: true });
    expect(versionAfterSwitch([...all, approvedPublic], 'internal', approvedPublic)).toBe(approvedPublic);
    expect(versionAfterSwitch(all, 'internal', v3)).toBe(v2);
    expect(versionAfterSwitch(all, 'public', v2)).toBe(v3);
  });
});
