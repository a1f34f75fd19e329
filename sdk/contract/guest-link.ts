// The guest link's token (proofing §2.4, §7 "Guest"): plain functions and constants, no schemas,
// so the guest viewer's chunk can use them without the schema library.

const LINK_TOKEN = /^([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{16,128})$/;

export function parseGuestLinkToken(token: string): { invitationId: string; secret: string } | undefined {
  const match = LINK_TOKEN.exec(token.trim());
  return match ? { invitationId: match[1]!, secret: match[2]! } : undefined;
}

/** The Authorization header of POST /g/reviewAuth for a link token; undefined when malformed. */
export function guestReviewAuthorization(token: string): string | undefined {
  const parsed = parseGuestLinkToken(token);
  return parsed ? `Basic ${btoa(`${parsed.invitationId}:${parsed.secret}`)}` : undefined;
}

/** proofing §5/§8: the answer to an unknown token, a frozen order or empty data (HTTP 401). */
export const GUEST_MESSAGES = {
  accessDenied: 'Access Denied',
  badToken: 'Bad token. You seem to have followed an invalid link',
} as const;

/** The guest page's path for a link token (the portal's route, proofing §2.4). */
export const guestReviewPath = (linkToken: string) =>
  `/annotation/guestreviewer?token=${encodeURIComponent(linkToken)}`;
