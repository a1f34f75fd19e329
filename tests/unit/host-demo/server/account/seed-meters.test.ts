import type { User } from 'proofdesk/contract';
import { describe, expect, it } from 'vitest';
import { bearer, signIn, testServer } from '../helpers';

// Last session's first-run walk: the new sign-up (newcomer@demo.test) read 'Active Orders 1 / 2'
// beside an empty board. The meter counts `membership.orders.currentActiveOrder`, which the server
// keeps from publishes and moves (account/active-orders.ts); the 1 was the seed's starting figure,
// copied from Harbor's pay-as-you-go profile, and counted no order. The board was right.

describe('the demo seed: a new sign-up', () => {
  it('has no orders, and its meters read nothing used: 0 active orders, 0 hours, 0 B', async () => {
    const app = await testServer();
    const { accessToken } = await signIn(app, 'newcomer@demo.test');
    const response = await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(accessToken) });
    expect(response.statusCode).toBe(200);
    const user = response.json<{ data: User }>().data;
    const db = app.proofdesk.data.sqlite!;
    const { clientId } = db
      .prepare('SELECT client_id AS "clientId" FROM users WHERE email = ?')
      .get('newcomer@demo.test') as { clientId: string };
    const { n } = db.prepare('SELECT COUNT(*) AS n FROM orders WHERE client_id = ?').get(clientId) as {
      n: number;
    };
    expect(Number(n)).toBe(0);
    expect(user.membership.orders).toMatchObject({ currentActiveOrder: 0, used: 0, maximumActiveOrder: 2 });
    expect(user.membership.allocatedHour.used).toBe(0);
    expect(user.storages.used).toBe(0);
    // Still held at 'Welcome to Dashboard!', on the pay-as-you-go plan.
    expect(user.isProfileComplete).toBe(false);
    expect(user.membership.title).toBe('Pay as you go');
  });
});
