import { describe, expect, it } from 'vitest';
import { testServer } from './helpers';
import { type Caller, caller, insertProofingOrder } from './proofing-helpers';

// Issue 20 item 11 (docs/rules-and-choices.md "Roles and abilities" 13): a white-label reseller
// reads its customers' orders, but their review decisions, guest invitations and file deletions are
// the ordering account's own. Harbor Cafe is a customer of Brightline Print (reseller@demo.test).

type App = Awaited<ReturnType<typeof testServer>>;

const decide = (who: Caller, orderId: string, attachmentId: string) =>
  who.call('PUT', `/order/${orderId}/move-to`, { moveto: 'ORDER_APPROVED', attachmentId }, 'card');
const inviteGuest = (who: Caller, orderId: string) =>
  who.call(
    'POST',
    `/order/${orderId}/guest-invitations`,
    { name: 'Gail Guest', email: 'gail@example.test' },
    'card',
  );
const deleteFile = (who: Caller, orderId: string, attachmentId: string) =>
  who.call('DELETE', `/order/${orderId}/${attachmentId}/attachment`, undefined, 'card');

async function harborOrder(app: App) {
  const fx = insertProofingOrder(app, { clientId: 'client-harbor' });
  app.proofdesk.data
    .sqlite!.prepare("UPDATE orders SET creator_id = 'user-harbor' WHERE id = ?")
    .run(fx.orderId);
  return fx;
}

describe("a white-label reseller on its customers' orders", () => {
  it('reads them, but takes no review decision, invites no guest and deletes no file', async () => {
    const app = await testServer();
    const reseller = await caller(app, 'reseller@demo.test');
    const fx = await harborOrder(app);
    expect((await reseller.call('GET', `/order/${fx.orderId}/attachments`)).statusCode).toBe(200);
    const standing = await reseller.call('GET', `/order/${fx.orderId}/attachment/${fx.review.id}/standing`);
    expect(standing.json().data).toMatchObject({ asReseller: true });
    expect((await decide(reseller, fx.orderId, fx.review.id)).statusCode).toBe(403);
    expect((await inviteGuest(reseller, fx.orderId)).statusCode).toBe(403);
    expect((await reseller.call('GET', `/order/${fx.orderId}/guest-invitations`)).statusCode).toBe(403);
    expect((await deleteFile(reseller, fx.orderId, fx.supplied.id)).statusCode).toBe(403);
    const groups = (await reseller.call('GET', `/order/${fx.orderId}/attachments`)).json().data.groups as {
      attachments: { canDelete: boolean }[];
    }[];
    expect(groups.flatMap((group) => group.attachments.map((file) => file.canDelete))).not.toContain(true);
    // Nothing moved, nothing went.
    const order = app.proofdesk.data
      .sqlite!.prepare('SELECT status FROM orders WHERE id = ?')
      .get(fx.orderId);
    expect(order).toEqual({ status: 'in-review' });
  });

  it("leaves them to the ordering account's owner, and the reseller keeps them on its own orders", async () => {
    const app = await testServer();
    const harbor = await caller(app, 'harbor@demo.test');
    const fx = await harborOrder(app);
    const standing = await harbor.call('GET', `/order/${fx.orderId}/attachment/${fx.review.id}/standing`);
    expect(standing.json().data).toMatchObject({ asReseller: false });
    expect((await inviteGuest(harbor, fx.orderId)).statusCode).toBe(200);
    expect((await deleteFile(harbor, fx.orderId, fx.supplied.id)).statusCode).toBe(200);
    expect((await decide(harbor, fx.orderId, fx.review.id)).statusCode).toBe(200);
    const reseller = await caller(app, 'reseller@demo.test');
    const own = insertProofingOrder(app, { clientId: 'client-brightline' });
    app.proofdesk.data
      .sqlite!.prepare("UPDATE orders SET creator_id = 'user-reseller' WHERE id = ?")
      .run(own.orderId);
    expect((await inviteGuest(reseller, own.orderId)).statusCode).toBe(200);
    expect((await deleteFile(reseller, own.orderId, own.supplied.id)).statusCode).toBe(200);
    expect((await decide(reseller, own.orderId, own.review.id)).statusCode).toBe(200);
  });
});
