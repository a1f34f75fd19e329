import type { WebSocket } from '@playwright/test';
import {
  API_ORIGIN,
  badgeText,
  bellBadge,
  bellTrigger,
  cartBadge,
  example,
  expect,
  handOffToken,
  test,
  unreadCount,
} from './examples-helpers';

// examples/one-instance.html: two bells and a cart from one script tag share one instance, so one
// session, one unread count and one WebSocket.

test('a page with two bells and a cart opens exactly one WebSocket', async ({
  page,
  request,
  ownerToken,
}) => {
  const sockets: WebSocket[] = [];
  const ready: string[] = [];
  page.on('websocket', (socket) => {
    sockets.push(socket);
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).includes('"ready"')) ready.push(socket.url());
    });
  });
  await page.goto(example('one-instance.html'));
  await handOffToken(page, ownerToken);

  const unread = await unreadCount(request, ownerToken);
  const bells = page.locator('proofdesk-bell');
  await expect(bells).toHaveCount(2);
  for (const id of ['#header-bell', '#sidebar-bell']) {
    if (unread > 0) await expect(bellBadge(page.locator(id))).toHaveText(badgeText(unread));
    else await expect(bellTrigger(page.locator(id))).toBeVisible();
  }
  await page.locator('#header-cart').getByRole('button', { name: /^Cart/ }).waitFor();
  await page.evaluate(async () => {
    const { Proofdesk } = window as unknown as {
      Proofdesk: { store(tag: string): Promise<{ add(item: object): void }> };
    };
    (await Proofdesk.store('proofdesk-cart')).add({ id: 'prod-logo', type: 'product' });
  });
  await expect(cartBadge(page)).toHaveText('1');

  // The socket authenticated; give a second one every chance to show up before counting.
  await expect.poll(() => ready.length).toBe(1);
  await page.waitForTimeout(1_000);
  expect(sockets.map((socket) => socket.url())).toEqual([`${API_ORIGIN.replace('http', 'ws')}/api/realtime`]);
});
