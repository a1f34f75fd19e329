import type { FastifyInstance } from 'fastify';
import { TEAM_MEMBER_MESSAGES, type TeamMember } from 'proofdesk/contract';
import { describe, expect, it } from 'vitest';
import { bearer, csrfFor, signIn, testServer, tokenRequest } from '../helpers';

// Team members (issue 26): the owner manages its account's members; staff cannot; validation in
// the spec's words; deactivation refuses sign-in and ends the member's sessions (force-logout over
// realtime); another account's member is unreachable.

type Method = 'GET' | 'POST' | 'PUT';

async function actor(app: FastifyInstance, username: string, password?: string) {
  const accessToken = password
    ? (await app.inject(tokenRequest('customer', { grant_type: 'password', username, password }))).json()
        .accessToken
    : (await signIn(app, username)).accessToken;
  let csrf: string | undefined;
  const call = async (method: Method, url: string, payload?: unknown, withCsrf = method !== 'GET') => {
    if (withCsrf && !csrf) csrf = await csrfFor(app, accessToken, 'customer:customer-team-member');
    return app.inject({
      method,
      url: `/api${url}`,
      headers: { ...bearer(accessToken), ...(withCsrf ? { 'x-csrf-token': csrf } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  };
  return { accessToken, call };
}

const form = (extra: Record<string, unknown> = {}) => ({
  firstname: 'Nina',
  lastname: 'Okafor',
  emailAddress: 'nina@northwind.test',
  jobTitle: 'Designer',
  role: 'staff',
  viewOnly: false,
  password: 'Secret-pass-42',
  ...extra,
});

const signInStatus = async (app: FastifyInstance, username: string, password: string) =>
  (await app.inject(tokenRequest('customer', { grant_type: 'password', username, password }))).statusCode;

describe('team members API', () => {
  it('lists the owner’s account only, pages and searches', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    const list = await owner.call('GET', '/team-members');
    expect(list.statusCode, list.body).toBe(200);
    const members = list.json().data as TeamMember[];
    const emails = members.map((member) => member.emailAddress);
    expect(emails).toContain('staff@demo.test');
    expect(emails).not.toContain('harbor@demo.test');
    expect(members.find((member) => member.emailAddress === 'owner@demo.test')?.isYou).toBe(true);
    expect(list.json().meta).toMatchObject({ page: 1, totalPages: 1 });

    const found = await owner.call('GET', '/team-members?search=STAFF%40demo');
    expect((found.json().data as TeamMember[]).map((member) => member.emailAddress)).toEqual([
      'staff@demo.test',
    ]);
    const paged = await owner.call('GET', '/team-members?limit=1&page=2');
    expect(paged.json().data).toHaveLength(1);
    expect(paged.json().meta.totalPages).toBe(members.length);
  });

  it('creates a member who then signs in with the given password', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    const created = await owner.call('POST', '/team-members', form());
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      success: true,
      message: TEAM_MEMBER_MESSAGES.created,
      data: { emailAddress: 'nina@northwind.test', role: 'staff', isActive: true, viewOnly: false },
    });
    expect(created.body).not.toContain('Secret-pass-42');
    expect(await signInStatus(app, 'nina@northwind.test', 'Secret-pass-42')).toBe(200);

    const read = await owner.call('GET', `/team-members/${created.json().id}`);
    expect(read.json().data.firstname).toBe('Nina');
    // Without a password the member cannot sign in until it sets one (Forgot Password).
    const nopass = await owner.call(
      'POST',
      '/team-members',
      form({ emailAddress: 'np@northwind.test', password: '' }),
    );
    expect(nopass.statusCode, nopass.body).toBe(200);
    expect(await signInStatus(app, 'np@northwind.test', 'Secret-pass-42')).toBe(400);
  });

  it('answers each field in the spec’s words and refuses unknown properties and taken addresses', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    const empty = await owner.call(
      'POST',
      '/team-members',
      form({
        firstname: ' ',
        lastname: '',
        emailAddress: 'not-an-address',
        jobTitle: '',
        role: 'admin',
        password: 'abc',
      }),
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ success: false, message: TEAM_MEMBER_MESSAGES.formInvalid });
    expect(empty.json().messages).toEqual([
      'firstname: Required!',
      'lastname: Required!',
      'emailAddress: Not Valid',
      'jobTitle: Required!',
      'role: Not Valid',
      'password: Password must be 6 to 20 characters.',
    ]);
    const unknown = await owner.call('POST', '/team-members', { ...form(), clientId: 'other' });
    expect(unknown.statusCode).toBe(400);
    const taken = await owner.call('POST', '/team-members', form({ emailAddress: 'Harbor@demo.test' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(TEAM_MEMBER_MESSAGES.emailTaken);
    const malformed = await owner.call('GET', '/team-members?page=0');
    expect(malformed.statusCode).toBe(400);
  });

  it('edits a member; a new password works and ends the member’s sessions', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    const staff = await actor(app, 'staff@demo.test');
    const staffId = (await staff.call('GET', '/profile')).json().data.id as string;
    const edited = await owner.call(
      'PUT',
      `/team-members/${staffId}`,
      form({
        emailAddress: 'staff@demo.test',
        jobTitle: 'Art director',
        viewOnly: true,
        password: 'Another-pass-7',
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      message: TEAM_MEMBER_MESSAGES.updated,
      data: { jobTitle: 'Art director', viewOnly: true },
    });
    expect((await staff.call('GET', '/profile')).statusCode).toBe(401);
    expect(await signInStatus(app, 'staff@demo.test', 'Another-pass-7')).toBe(200);
  });

  it('deactivation refuses sign-in, ends the sessions with a force-logout, and reactivation restores', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    const staff = await actor(app, 'staff@demo.test');
    const staffProfile = (await staff.call('GET', '/profile')).json().data;
    const events: string[] = [];
    const session = (await app.proofdesk.data.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', staffProfile.id)
      .executeTakeFirst())!.id;
    app.proofdesk.hub.add(
      { readyState: 1, send: (data) => events.push(JSON.parse(data).event), close: () => {} },
      staffProfile.id,
      session,
    );
    const off = await owner.call('PUT', `/team-members/${staffProfile.id}/deactivate`);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({
      message: TEAM_MEMBER_MESSAGES.deactivated,
      data: { isActive: false },
    });
    expect(events).toContain('force-logout');
    expect((await staff.call('GET', '/profile')).statusCode).toBe(401);
    expect(await signInStatus(app, 'staff@demo.test', 'proofdesk-demo')).toBe(400);
    const inactive = await owner.call('GET', '/team-members?status=inactive');
    expect((inactive.json().data as TeamMember[]).map((member) => member.id)).toEqual([staffProfile.id]);

    const on = await owner.call('PUT', `/team-members/${staffProfile.id}/reactivate`);
    expect(on.json()).toMatchObject({ message: TEAM_MEMBER_MESSAGES.reactivated, data: { isActive: true } });
    expect(await signInStatus(app, 'staff@demo.test', 'proofdesk-demo')).toBe(200);
  });

  it('the owner cannot deactivate itself or change its own role', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    const ownerId = (await owner.call('GET', '/profile')).json().data.id as string;
    const off = await owner.call('PUT', `/team-members/${ownerId}/deactivate`);
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(TEAM_MEMBER_MESSAGES.notYourself);
    const me = (await owner.call('GET', `/team-members/${ownerId}`)).json().data as TeamMember;
    const demote = await owner.call(
      'PUT',
      `/team-members/${ownerId}`,
      form({
        firstname: me.firstname,
        lastname: me.lastname,
        emailAddress: me.emailAddress,
        jobTitle: 'x',
        password: '',
      }),
    );
    expect(demote.statusCode).toBe(409);
    const readOnly = await owner.call(
      'PUT',
      `/team-members/${ownerId}`,
      form({
        firstname: me.firstname,
        lastname: me.lastname,
        emailAddress: me.emailAddress,
        role: 'owner',
        viewOnly: true,
        password: '',
      }),
    );
    expect(readOnly.statusCode).toBe(409);
    const unchanged = await owner.call(
      'PUT',
      `/team-members/${ownerId}`,
      form({
        firstname: me.firstname,
        lastname: me.lastname,
        emailAddress: me.emailAddress,
        jobTitle: 'Founder',
        role: 'owner',
        password: '',
      }),
    );
    expect(unchanged.statusCode, unchanged.body).toBe(200);
  });

  it('staff cannot manage members; another account’s member is not found; the anti-forgery header is required', async () => {
    const app = await testServer();
    const staff = await actor(app, 'staff@demo.test');
    expect((await staff.call('GET', '/team-members')).statusCode).toBe(403);
    expect((await staff.call('POST', '/team-members', form())).statusCode).toBe(403);

    const harbor = await actor(app, 'harbor@demo.test');
    const harborId = (await harbor.call('GET', '/profile')).json().data.id as string;
    const owner = await actor(app, 'owner@demo.test');
    for (const [method, url] of [
      ['GET', `/team-members/${harborId}`],
      ['PUT', `/team-members/${harborId}/deactivate`],
    ] as const) {
      const response = await owner.call(method, url);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(TEAM_MEMBER_MESSAGES.notFound);
    }
    const edit = await owner.call(
      'PUT',
      `/team-members/${harborId}`,
      form({ emailAddress: 'harbor@demo.test' }),
    );
    expect(edit.statusCode).toBe(404);
    expect(await signInStatus(app, 'harbor@demo.test', 'proofdesk-demo')).toBe(200);

    const noCsrf = await owner.call('POST', '/team-members', form(), false);
    expect(noCsrf.statusCode).toBe(403);
  });
});
