import type { GuestInvitation } from '../../../sdk/contract';
import type { HttpClient } from '../../../sdk/core/http';

// Guest invitations of an order (docs/api.md "Guest invitations"): list, invite, revoke.

const base = (orderId: string) => `/order/${encodeURIComponent(orderId)}/guest-invitations`;

export const listInvitations = (http: HttpClient, orderId: string) =>
  http.get<GuestInvitation[]>(base(orderId));

export const inviteGuest = (
  http: HttpClient,
  orderId: string,
  body: { name: string; email: string; message: string },
) => http.post<GuestInvitation>(base(orderId), { body, csrf: 'card' });

export const revokeInvitation = (http: HttpClient, orderId: string, id: string) =>
  http.delete(`${base(orderId)}/${encodeURIComponent(id)}`, { csrf: 'card' });
