import { describe, expect, it } from 'vitest';
import {
  canDeleteVersion,
  canEditComment,
  isViewerReadOnly,
  ROLES,
  showsApproveRevise,
  showsCheckedBadge,
  showsInternalPublicToggle,
  splitVersions,
  startingTab,
  versionReviewEnabled,
} from '../../../../../sdk/core/access';
import { ORDER_STATUSES } from '../../../../../sdk/core/domain';

describe('version rules (proofing §4.4, §5, §6)', () => {
  it('The last remaining version cannot be deleted.', () => {
    expect(canDeleteVersion({ versionCount: 1, isAssignedOperator: true })).toBe(false);
    expect(canDeleteVersion({ versionCount: 2, isAssignedOperator: true })).toBe(true);
  });

  it('An approved version cannot be deleted.', () => {
    expect(canDeleteVersion({ versionCount: 3, isInternalApproved: true, isAssignedOperator: true })).toBe(
      false,
    );
  });

  it('Assigned operators see Delete on versions.', () => {
    expect(canDeleteVersion({ versionCount: 3, isAssignedOperator: false })).toBe(false);
  });

  it("Order progress 'in-progress' enables approve and revise on versions.", () => {
    expect(ORDER_STATUSES.filter(versionReviewEnabled)).toEqual(['in-progress']);
  });

  it('Users with the approve right see Approve and Revise.', () => {
    expect(ROLES.filter((role) => showsApproveRevise({ role }))).toEqual([
      'creative_manager',
      'production_manager',
      'admin',
    ]);
  });

  it('The Checked badge is shown only to those with read permission on the approve action, when the version is internally approved.', () => {
    expect(showsCheckedBadge({ role: 'creative_manager' }, { isInternalApproved: true })).toBe(true);
    expect(showsCheckedBadge({ role: 'creative_manager' }, { isInternalApproved: false })).toBe(false);
    expect(showsCheckedBadge({ role: 'owner' }, { isInternalApproved: true })).toBe(false);
  });

  it('The Internal/Public toggle is shown only to those with read permission on public/internal comments, and only while starting from internal review.', () => {
    expect(showsInternalPublicToggle({ role: 'operator' }, 'internalReview')).toBe(true);
    expect(showsInternalPublicToggle({ role: 'operator' }, 'internal')).toBe(true);
    expect(showsInternalPublicToggle({ role: 'operator' }, 'customerReview')).toBe(false);
    expect(showsInternalPublicToggle({ role: 'owner' }, 'internalReview')).toBe(false);
    expect(showsInternalPublicToggle({ role: 'guest' }, 'internalReview')).toBe(false);
  });
});

describe('viewer modes (proofing §4.2, §4.5)', () => {
  it('Preview (read-only) mode applies when the order is approved or cancelled, or when the version annotation is disabled.', () => {
    const readOnly = ORDER_STATUSES.filter((orderProgress) =>
      isViewerReadOnly({ orderProgress, clientType: 'customer' }),
    );
    expect(readOnly).toEqual(['approved', 'cancelled']);
    expect(
      isViewerReadOnly({ orderProgress: 'in-review', clientType: 'customer', isDisabledAnnotation: true }),
    ).toBe(true);
  });

  it('The admin client picks the annotation-disabled flag by the active tab.', () => {
    const ctx = {
      orderProgress: 'in-review',
      isDisabledAnnotation: false,
      isDisabledInternalAnnotation: true,
    };
    expect(isViewerReadOnly({ ...ctx, clientType: 'admin', activeTab: 'internal' })).toBe(true);
    expect(isViewerReadOnly({ ...ctx, clientType: 'admin', activeTab: 'public' })).toBe(false);
    // The customer client always reads the public flag.
    expect(isViewerReadOnly({ ...ctx, clientType: 'customer', activeTab: 'internal' })).toBe(false);
  });

  it('Owner, staff and guest start on the public view; others start per startingTab.', () => {
    for (const role of ROLES) {
      const expected = ['owner', 'staff', 'guest'].includes(role) ? 'public' : 'internal';
      expect(startingTab(role, 'internal')).toBe(expected);
      expect(startingTab(role, 'public')).toBe('public');
    }
    expect(startingTab('operator', undefined)).toBe('public');
  });

  it('Internal list = versions that are internal or internal-approved. Public list = non-internal versions.', () => {
    const v1 = { id: 1, isInternal: true };
    const v2 = { id: 2, isInternal: false, isInternalApproved: true };
    const v3 = { id: 3, isInternal: false };
    const { internal, public: pub } = splitVersions([v1, v2, v3]);
    expect(internal.map((v) => v.id)).toEqual([1, 2]);
    expect(pub.map((v) => v.id)).toEqual([2, 3]);
  });

  it('Edit and delete are allowed only for the author.', () => {
    expect(canEditComment('u1', 'u1')).toBe(true);
    expect(canEditComment(7, '7')).toBe(true);
    expect(canEditComment('u2', 'u1')).toBe(false);
    expect(canEditComment(null, 'u1')).toBe(false);
  });
});
