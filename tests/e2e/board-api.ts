import { type APIRequestContext, expect } from '@playwright/test';
import type { OrderCard, OrderListData } from '../../sdk/contract';
import type { ApiUser } from './api';

// The board specs' calls, as the signed-in user of `user` (apiSignIn): the top of a column as the
// board orders it, one order, and a move (PUT, which the shared helper does not send).

// order-4 carries other specs' notifications (header-widgets.spec.ts): its status stays put.
const SPARED = new Set(['order-4']);

/** The first card of a column (board order) that no other spec relies on. */
export async function topOfColumn(user: ApiUser, progress: string): Promise<OrderCard> {
  const list = await user.get<OrderListData>(`/order?orderProgress=${progress}&limit=5`);
  const card = list.orders.find((item) => !SPARED.has(item.id));
  expect(card, `no order in ${progress}`).toBeDefined();
  return card!;
}

export async function orderProgress(user: ApiUser, id: string): Promise<string> {
  return (await user.get<OrderCard>(`/order/${id}`)).progress;
}

export async function moveOrder(
  request: APIRequestContext,
  baseURL: string,
  user: ApiUser,
  id: string,
  body: { progress: string; before?: string | null },
  scope: 'admin' | 'customer' = 'admin',
) {
  const auth = { authorization: `Bearer ${user.token}` };
  const csrf = await request.get(`${baseURL}/api/g/csrf/${scope}:card`, { headers: auth });
  const { data } = (await csrf.json()) as { data: { token: string } };
  const response = await request.put(`${baseURL}/api/order/${id}/move-progress`, {
    headers: { ...auth, 'x-csrf-token': data.token },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
}
