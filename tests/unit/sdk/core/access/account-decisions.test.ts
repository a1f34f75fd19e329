import { describe, expect, it } from 'vitest';
import {
  allowedReviewActions,
  canDeleteAttachment,
  canInviteGuests,
  canRevokeGuestInvites,
  readsAsReseller,
  takesAccountDecisions,
} from '../../../../../sdk/core/access';

// Decision (issue 20, item 11): a white-label reseller follows its customers' orders, but approving
// their proofs, inviting guests to them and deleting their files are the ordering account's own.

const harborOrder = { clientId: 'client-harbor', parentClientId: 'client-brightline' };
const ownOrder = { clientId: 'client-brightline', parentClientId: null };

describe('who reads an order as its reseller', () => {
  it("is the reseller's owner or staff on a customer account's order, nobody else", () => {
    const resellerOwner = { role: 'owner', clientId: 'client-brightline' };
    expect(readsAsReseller(resellerOwner, harborOrder)).toBe(true);
    expect(readsAsReseller({ role: 'staff', clientId: 'client-brightline' }, harborOrder)).toBe(true);
    expect(readsAsReseller(resellerOwner, ownOrder)).toBe(false);
    expect(readsAsReseller({ role: 'owner', clientId: 'client-harbor' }, harborOrder)).toBe(false);
    // Internal staff work on every order, whatever account it is.
    expect(readsAsReseller({ role: 'operator', clientId: null }, harborOrder)).toBe(false);
    expect(readsAsReseller({ role: 'owner', clientId: null }, harborOrder)).toBe(false);
  });
});

describe("the ordering account's decisions", () => {
  const owner = { role: 'owner' as const };
  const operator = { role: 'operator' as const };
  const review = {
    role: 'owner' as const,
    orderProgress: 'in-review',
    attachmentGroup: 'customerReview',
    clientType: 'customer',
  };

  it('are never the reseller’s', () => {
    expect(takesAccountDecisions(true)).toBe(false);
    expect(takesAccountDecisions(false)).toBe(true);
    expect(takesAccountDecisions(undefined)).toBe(true);
  });

  it('review decisions: the owner of the ordering account takes them, its reseller none', () => {
    expect(allowedReviewActions(review)).toHaveLength(4);
    expect(allowedReviewActions({ ...review, asReseller: true })).toEqual([]);
  });

  it('guest invitations: the invite right, not as the reseller', () => {
    expect(canInviteGuests(owner)).toBe(true);
    expect(canInviteGuests(owner, true)).toBe(false);
    expect(canInviteGuests(owner, true, 'read')).toBe(false);
    expect(canInviteGuests(operator)).toBe(true);
    expect(canInviteGuests({ role: 'staff' })).toBe(false);
    expect(canRevokeGuestInvites(owner)).toBe(true);
    expect(canRevokeGuestInvites(owner, true)).toBe(false);
  });

  it('deleting attachments: as per ability, not as the reseller', () => {
    expect(canDeleteAttachment(owner, 'suppliedFiles')).toBe(true);
    expect(canDeleteAttachment(owner, 'suppliedFiles', true)).toBe(false);
    expect(canDeleteAttachment(operator, 'customerReview')).toBe(true);
    expect(canDeleteAttachment(operator, 'suppliedFiles')).toBe(false);
    expect(canDeleteAttachment({ role: 'staff' }, 'suppliedFiles')).toBe(false);
  });

  it("deleting attachments: the owner deletes the account's own (supplied) files, not the designers' proofs", () => {
    expect(canDeleteAttachment(owner, 'customerReview')).toBe(false);
    expect(canDeleteAttachment(owner, 'internalReview')).toBe(false);
    expect(canDeleteAttachment({ role: 'manager' }, 'customerReview')).toBe(true);
    expect(canDeleteAttachment({ role: 'manager' }, 'suppliedFiles')).toBe(true);
    expect(canDeleteAttachment({ role: 'admin' }, 'customerReview')).toBe(true);
  });
});
