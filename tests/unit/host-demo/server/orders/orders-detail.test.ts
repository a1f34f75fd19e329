import { describe, expect, it } from 'vitest';
import { testServer } from '../helpers';
import { actor, insertOrder } from '../orders-fixtures';

describe('GET /order/:id', () => {
  it('answers the order with its ids and reasons; 404 for another account; 400 for an over-long id', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    const response = await owner.get('/order/order-1');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: 'order-1',
      orderId: 1001,
      clientId: 'client-northwind',
    });
    expect(response.json().data).not.toHaveProperty('company');
    const harbor = await actor(app, 'harbor@demo.test');
    expect((await harbor.get('/order/order-1')).statusCode).toBe(404);
    expect((await owner.get('/order/no-such-order')).statusCode).toBe(404);
    expect((await owner.get(`/order/${'x'.repeat(65)}`)).statusCode).toBe(400);
    const cso = await actor(app, 'cso@demo.test');
    expect((await cso.get('/order/order-1')).json().data.company).toEqual({ name: 'Northwind Studio' });
  });
});

describe('GET /order/:id/mentions', () => {
  it('lists the account’s users and assigned staff, or only managers for a CM review', async () => {
    const app = await testServer();
    const operator = await actor(app, 'operator@demo.test');
    const id = insertOrder(app, {
      operator_id: 'user-operator',
      manager_id: 'user-manager',
      creator_id: 'user-staff',
    });
    const all = (await operator.get(`/order/${id}/mentions`)).json().data as { id: string }[];
    expect(all.map((user) => user.id).sort()).toEqual(['user-manager', 'user-owner', 'user-staff']);
    const managers = (await operator.get(`/order/${id}/mentions?cm-revew=true`)).json().data as {
      role: string;
    }[];
    expect(managers.map((user) => user.role).sort()).toEqual([
      'creative_manager',
      'manager',
      'production_manager',
    ]);
    expect((await operator.get(`/order/${id}/mentions?cm-revew=maybe`)).statusCode).toBe(400);
    const harbor = await actor(app, 'harbor@demo.test');
    expect((await harbor.get(`/order/${id}/mentions`)).statusCode).toBe(404);
  });
});

describe('PUT /order/:id/unlock-order', () => {
  it('clears the lock for internal roles and the account owner only', async () => {
    const app = await testServer();
    const db = app.proofdesk.data.sqlite!;
    const id = insertOrder(app, { locked_at: '2026-01-10T12:00:00.000Z' });
    const lockedAt = () =>
      (db.prepare('SELECT locked_at FROM orders WHERE id = ?').get(id) as { locked_at: string | null })
        .locked_at;
    const staff = await actor(app, 'staff@demo.test');
    const cso = await actor(app, 'cso@demo.test');
    expect((await staff.send('PUT', `/order/${id}/unlock-order`, 'card')).statusCode).toBe(403);
    expect((await cso.send('PUT', `/order/${id}/unlock-order`, 'card')).statusCode).toBe(403);
    expect(lockedAt()).not.toBeNull();
    const owner = await actor(app, 'owner@demo.test');
    expect((await owner.send('PUT', `/order/${id}/unlock-order`, 'card')).statusCode).toBe(200);
    expect(lockedAt()).toBeNull();
    db.prepare('UPDATE orders SET locked_at = ? WHERE id = ?').run('2026-01-11T00:00:00.000Z', id);
    const operator = await actor(app, 'operator@demo.test');
    expect((await operator.send('PUT', `/order/${id}/unlock-order`, 'card')).statusCode).toBe(200);
    expect(lockedAt()).toBeNull();
    expect((await operator.send('PUT', `/order/${'x'.repeat(65)}/unlock-order`, 'card')).statusCode).toBe(
      400,
    );
    const harbor = await actor(app, 'harbor@demo.test');
    expect((await harbor.send('PUT', `/order/${id}/unlock-order`, 'card')).statusCode).toBe(404);
  });
});

describe('working-time calls', () => {
  it('answers the reminder interval of 60 minutes to any signed-in user', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    const response = await owner.get('/order/interval-working-time-reminder');
    expect(response.json()).toEqual({ success: true, data: { intervalReminder: 60 } });
    expect((await owner.get('/order/interval-working-time-reminder?x=1')).statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'GET', url: '/api/order/interval-working-time-reminder' })).statusCode,
    ).toBe(401);
  });

  it('lets only internal roles remove the working-time stopper', async () => {
    const app = await testServer();
    const operator = await actor(app, 'operator@demo.test');
    expect((await operator.get('/order/remove_schedule_stopper_workingtime')).json()).toEqual({
      success: true,
    });
    const owner = await actor(app, 'owner@demo.test');
    expect((await owner.get('/order/remove_schedule_stopper_workingtime')).statusCode).toBe(403);
    const cso = await actor(app, 'cso@demo.test');
    expect((await cso.get('/order/remove_schedule_stopper_workingtime')).statusCode).toBe(403);
  });
});
