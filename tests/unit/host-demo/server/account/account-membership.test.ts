import type { FastifyInstance } from 'fastify';
import type { User } from 'proofdesk/contract';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { applyProfilePatch } from '../../../../../host-demo/server/account';
import { bearer, csrfFor, signIn, testServer } from '../helpers';

async function member(app: FastifyInstance, username: string, scope: string) {
  const { accessToken } = await signIn(app, username);
  const csrf = await csrfFor(app, accessToken, scope);
  return {
    accessToken,
    put: (url: string, token: string | null = csrf, payload?: object) =>
      app.inject({
        method: 'PUT',
        url,
        headers: { ...bearer(accessToken), ...(token ? { 'x-csrf-token': token } : {}) },
        ...(payload ? { payload } : {}),
      }),
    profile: async () =>
      (await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(accessToken) })).json<{
        data: User;
      }>().data,
  };
}

describe('PUT /package/cancel-downgrade and /package/cancel-upgrade', () => {
  it('cancels a scheduled downgrade for the whole account', async () => {
    const app = await testServer();
    await applyProfilePatch(
      app.proofdesk.data,
      { clientId: 'client-northwind' },
      { isScheduledDowngrade: true },
    );
    const owner = await member(app, 'owner@demo.test', 'customer:customer-package');
    const staff = await member(app, 'staff@demo.test', 'customer:customer-package');
    const response = await owner.put('/api/package/cancel-downgrade');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Your scheduled downgrade has been cancelled.',
    });
    expect((await owner.profile()).isScheduledDowngrade).toBe(false);
    expect((await staff.profile()).isScheduledDowngrade).toBe(false);
    const again = await owner.put('/api/package/cancel-downgrade');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, message: 'There is no scheduled downgrade to cancel.' });
  });

  it('cancels the seeded scheduled upgrade and refuses when none is scheduled', async () => {
    const app = await testServer();
    const harbor = await member(app, 'harbor@demo.test', 'customer:customer-package');
    expect((await harbor.profile()).isScheduledUpgrade).toBe(true);
    expect((await harbor.put('/api/package/cancel-upgrade')).json().message).toBe(
      'Your scheduled upgrade has been cancelled.',
    );
    expect((await harbor.profile()).isScheduledUpgrade).toBe(false);
    const owner = await member(app, 'owner@demo.test', 'customer:customer-package');
    expect((await owner.put('/api/package/cancel-upgrade')).json()).toEqual({
      success: false,
      message: 'There is no scheduled upgrade to cancel.',
    });
  });

  it('is for the owner only, with the customer-package anti-forgery token', async () => {
    const app = await testServer();
    await applyProfilePatch(
      app.proofdesk.data,
      { clientId: 'client-northwind' },
      { isScheduledDowngrade: true },
    );
    const staff = await member(app, 'staff@demo.test', 'customer:customer-package');
    expect((await staff.put('/api/package/cancel-downgrade')).statusCode).toBe(403);
    const manager = await member(app, 'manager@demo.test', 'admin:customer-package');
    expect((await manager.put('/api/package/cancel-upgrade')).statusCode).toBe(403);
    const owner = await member(app, 'owner@demo.test', 'customer:profile');
    const wrongScope = await owner.put('/api/package/cancel-downgrade');
    expect(wrongScope.json()).toEqual({ success: false, message: 'Invalid or missing anti-forgery token.' });
    expect((await owner.profile()).isScheduledDowngrade).toBe(true);
  });

  it('pushes reload-profile and reload-sidebar to every member of the account', async () => {
    const app = await testServer();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    await applyProfilePatch(
      app.proofdesk.data,
      { clientId: 'client-northwind' },
      { isScheduledDowngrade: true },
    );
    const owner = await member(app, 'owner@demo.test', 'customer:customer-package');
    const staff = await signIn(app, 'staff@demo.test');
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`);
    const events: string[] = [];
    const arrived = new Promise<void>((resolve) => {
      socket.on('message', (raw) => {
        const message = JSON.parse(String(raw));
        if (message.type === 'ready') void owner.put('/api/package/cancel-downgrade');
        if (message.type === 'event') events.push(message.event);
        if (events.length === 2) resolve();
      });
    });
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token: staff.accessToken })));
    await arrived;
    expect(events).toEqual(['reload-profile', 'reload-sidebar']);
    socket.close();
  });
});

describe('PUT /profile/resend-email-verification', () => {
  it('sends a new link to an unverified user and refuses a verified one', async () => {
    const app = await testServer();
    const summit = await member(app, 'summit@demo.test', 'customer:profile');
    expect((await summit.put('/api/profile/resend-email-verification')).json()).toEqual({
      success: true,
      message: 'We have sent a new verification link to your e-mail.',
    });
    const owner = await member(app, 'owner@demo.test', 'customer:profile');
    const verified = await owner.put('/api/profile/resend-email-verification');
    expect(verified.statusCode).toBe(400);
    expect(verified.json().message).toBe('Your e-mail address is already verified.');
  });

  it('needs a session and the profile anti-forgery token', async () => {
    const app = await testServer();
    const summit = await member(app, 'summit@demo.test', 'customer:cart');
    expect((await summit.put('/api/profile/resend-email-verification')).statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'PUT', url: '/api/profile/resend-email-verification' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PUT /profile/continue-subscription', () => {
  it('withdraws the deletion request and the scheduled downgrade of the account', async () => {
    const app = await testServer();
    await applyProfilePatch(
      app.proofdesk.data,
      { clientId: 'client-northwind' },
      {
        isRequestDeletion: true,
        isScheduledDowngrade: true,
      },
    );
    const owner = await member(app, 'owner@demo.test', 'customer:profile');
    expect((await owner.put('/api/profile/continue-subscription')).json()).toEqual({
      success: true,
      message: 'Your subscription will continue.',
    });
    const profile = await owner.profile();
    expect([profile.isRequestDeletion, profile.isScheduledDowngrade]).toEqual([false, false]);
    const again = await owner.put('/api/profile/continue-subscription');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Your subscription is not scheduled to end or change.');
  });

  it('is for the owner only', async () => {
    const app = await testServer();
    await applyProfilePatch(
      app.proofdesk.data,
      { clientId: 'client-northwind' },
      { isRequestDeletion: true },
    );
    const staff = await member(app, 'staff@demo.test', 'customer:profile');
    expect((await staff.put('/api/profile/continue-subscription')).statusCode).toBe(403);
    expect((await staff.profile()).isRequestDeletion).toBe(true);
  });
});
