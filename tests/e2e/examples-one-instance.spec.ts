import {
  API_ORIGIN,
  badgeText,
  bellBadge,
  cartBadge,
  example,
  expect,
  handOffToken,
  probeUserSockets,
  test,
  unreadCount,
  watchSockets,
} from './examples-helpers';

// examples/one-instance.html: two bells and a cart from one script tag share one instance, so one
// session, one unread count and one WebSocket.

test('a page with two bells and a cart opens exactly one WebSocket', async ({
  page,
  request,
  ownerToken,
}) => {
  const sockets = watchSockets(page);
  await page.goto(example('one-instance.html'));
  await handOffToken(page, ownerToken);

  // The seed leaves the owner unread notifications (no spec marks the owner's read), so both bells
  // show the one count.
  const unread = await unreadCount(request, ownerToken);
  expect(unread).toBeGreaterThan(0);
  const bells = page.locator('proofdesk-bell');
  await expect(bells).toHaveCount(2);
  for (const id of ['#header-bell', '#sidebar-bell']) {
    await expect(bellBadge(page.locator(id))).toHaveText(badgeText(unread));
  }
  await page.locator('#header-cart').getByRole('button', { name: /^Cart/ }).waitFor();
  await page.evaluate(async () => {
    const { Proofdesk } = window as unknown as {
      Proofdesk: { store(tag: string): Promise<{ add(item: object): void }> };
    };
    (await Proofdesk.store('proofdesk-cart')).add({ id: 'prod-logo', type: 'product' });
  });
  await expect(cartBadge(page)).toHaveText('1');

  // The socket authenticated; then a message to the user that every socket of theirs hears.
  await expect.poll(() => sockets.ready.length).toBe(1);
  await probeUserSockets(page);
  await expect.poll(() => sockets.heardProbe.length).toBe(2);
  expect(sockets.opened.map((socket) => socket.url())).toEqual([
    `${API_ORIGIN.replace('http', 'ws')}/api/realtime`,
  ]);
});
