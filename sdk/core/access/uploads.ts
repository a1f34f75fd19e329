import { can } from './can';
import { canAttachSuppliedFiles } from './server-gates';
import { Subject as S } from './subjects';
import type { AccessUser } from './user';

// Who may upload where (proofing §6 "Upload-related abilities"): the widget hides what the server
// would refuse, and the server's register call asks the same function.

/** The contract's attachment categories (sdk/contract/upload.ts), spelled here: access imports no contract. */
export type AttachmentCategory = 'internal' | 'customer' | 'supplied' | 'guest';

/** An attachment group and the upload category that fills it. */
export const GROUP_CATEGORIES = {
  internalReview: 'internal',
  customerReview: 'customer',
  suppliedFiles: 'supplied',
} as const satisfies Record<string, AttachmentCategory>;

export type AttachmentGroupName = keyof typeof GROUP_CATEGORIES;

/**
 * "Operators and managers may attach internal and customer review files"; supplied files are the
 * customer's brief, so owner, staff and the internal roles add them. Guests upload nothing here.
 */
export function mayUploadTo(user: AccessUser | null | undefined, category: AttachmentCategory): boolean {
  if (!user) return false;
  if (category === 'internal') return can(user, 'create', S.INTERNAL_REVIEW_ATTACHMENT);
  if (category === 'customer') return can(user, 'create', S.CUSTOMER_REVIEW_ATTACHMENT);
  if (category === 'supplied') return canAttachSuppliedFiles(user);
  return false;
}

/**
 * May the user upload anything to an order (a file of some category)? Issue 20: only they ask for an
 * order's upload token, which locks the order while the upload runs; a reader who cannot upload
 * (a view-only user) neither gets a token nor locks it.
 */
export function mayUploadToOrder(user: AccessUser | null | undefined): boolean {
  return (['internal', 'customer', 'supplied'] as const).some((category) => mayUploadTo(user, category));
}

/**
 * The category of a new version: its attachment's group, except that a version added on the
 * internal tab of a review attachment is an internal one (supplied files have no internal versions).
 */
export function versionCategory(group: string, tab?: 'internal' | 'public'): AttachmentCategory | null {
  const category = GROUP_CATEGORIES[group as AttachmentGroupName];
  if (!category) return null;
  return tab === 'internal' && category !== 'supplied' ? 'internal' : category;
}

/**
 * The category a new version is filed under, from its attachment alone (issue 20: never from what
 * the client says). A source the client sends may only pick the internal tab of a review file
 * ('internal'); any other must name the attachment's own category. null: no such group, or the
 * source disagrees (a 'supplied' version of a customer-review proof).
 */
export function claimedVersionCategory(group: string, source?: string): AttachmentCategory | null {
  const category = versionCategory(group, source === 'internal' ? 'internal' : 'public');
  if (category === null) return null;
  return source === undefined || source === category ? category : null;
}

/** "Add version" (issue 12): whoever may upload to the version's category. */
export function canAddVersion(
  user: AccessUser | null | undefined,
  group: string,
  tab?: 'internal' | 'public',
): boolean {
  const category = versionCategory(group, tab);
  return category !== null && mayUploadTo(user, category);
}
