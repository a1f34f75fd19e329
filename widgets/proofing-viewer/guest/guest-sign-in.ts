import type { GuestAuthData, GuestData } from '../../../sdk/contract';
import { guestReviewAuthorization } from '../../../sdk/contract/constants';
import type { ProofdeskError } from '../../../sdk/core/http';
import type { ProofdeskInstance } from '../../../sdk/core/instance';
import { createGuestInstance, guestBase } from './guest-instance';
import type { GuestSignals } from './guest-transport';

export type GuestOutcome =
  /** proofing §2.5: a missing or unknown token, no versions; `denied` first says 'Access Denied' (§5, §8). */
  | { kind: 'broken'; denied: boolean }
  /** The guest calls never reached the server (an ad blocker, §2.6). */
  | { kind: 'blocked' }
  | { kind: 'ready'; data: GuestData; instance: ProofdeskInstance };

const failure = (error: ProofdeskError): GuestOutcome =>
  error.kind === 'network' ? { kind: 'blocked' } : { kind: 'broken', denied: error.status === 401 };

/**
 * The guest link's sign-in (proofing §7 "Guest"): POST /g/reviewAuth with the link's Basic
 * credentials, then GET /g/guest/data. Only attachments with a version the guest may see are kept,
 * newest first as the server lists them; none left is the broken-link page (§5 "A guest with no
 * versions gets the broken-link page").
 */
export async function signInGuest(
  host: ProofdeskInstance,
  linkToken: string,
  signals: GuestSignals,
): Promise<GuestOutcome> {
  const authorization = guestReviewAuthorization(linkToken);
  if (!authorization) return { kind: 'broken', denied: false };
  const base = guestBase(host);
  const outcome = await (async (): Promise<GuestOutcome> => {
    const auth = await base.http.post<GuestAuthData>('/g/reviewAuth', { headers: { authorization } });
    if (!auth.ok) return failure(auth.error);
    const token = auth.data.accessToken;
    const read = await base.http.get<GuestData>('/g/guest/data', {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!read.ok) return failure(read.error);
    const attachments = read.data.attachments.filter((item) => item.versions.length > 0);
    if (attachments.length === 0) return { kind: 'broken', denied: false };
    const data = { ...read.data, attachments };
    return { kind: 'ready', data, instance: createGuestInstance(base, token, data, signals) };
  })();
  if (outcome.kind !== 'ready') base.destroy();
  return outcome;
}
