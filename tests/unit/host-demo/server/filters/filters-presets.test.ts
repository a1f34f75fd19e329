import type { PresetFilter } from 'proofdesk/contract';
import { presetKeepsOperatorFilter } from 'proofdesk/rules';
import { describe, expect, it } from 'vitest';
import { normaliseForm } from '../../../../../host-demo/server/filters';
import { testServer } from '../helpers';
import { actor } from '../orders-fixtures';

const FORM = {
  name: 'My reviews',
  customerId: 'client-northwind',
  clientId: '',
  creatorId: 'user-owner,user-staff',
  managerId: 'user-manager',
  operatorId: 'user-operator',
  serviceCategoryId: 'cat-print',
  serviceId: 'svc-flyer',
  orderProgress: 'in-review,ready-to-go',
  createdAtStart: '2026/01/01',
  createdAtEnd: '2026/01/31',
  dueDateStart: '',
  dueDateEnd: '2026/02/28',
  queueTime: '0:50',
  workTime: '76',
  search: 'poster',
};

describe('order presets: /filters', () => {
  it('saves, lists in the Preset filter shape, updates and deletes', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    const created = await owner.send('POST', '/filters', 'filter', FORM);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      success: true,
      message: 'Preset filter has been successfully saved',
    });
    const id = created.json().id as string;
    const listed = (await owner.get('/filters')).json().data as PresetFilter[];
    expect(listed).toEqual([
      {
        id,
        name: 'My reviews',
        orderStatus: 'in-review,ready-to-go',
        serviceCategory: 'cat-print',
        serviceType: 'svc-flyer',
        queueTime: '0:50',
        workTime: '76',
        operator: 'user-operator',
        customer: 'client-northwind',
        creator: 'user-owner,user-staff',
        client: null,
        manager: 'user-manager',
        customSearch: 'poster',
        createdDate: { startDate: '2026/01/01', endDate: '2026/01/31' },
        dueDate: { startDate: null, endDate: '2026/02/28' },
      },
    ]);
    const updated = await owner.send('PUT', `/filters/${id}`, 'filter', { ...FORM, name: 'Renamed' });
    expect(updated.json()).toMatchObject({ success: true, data: { id, name: 'Renamed' } });
    const deleted = await owner.send('DELETE', `/filters/${id}`, 'filter');
    expect(deleted.json()).toMatchObject({ success: true, message: 'Filter preset deleted successfully' });
    expect((await owner.get('/filters')).json().data).toEqual([]);
  });

  it('requires a name of at most 30 characters with the spec’s messages', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    for (const name of [undefined, '', '   ']) {
      const response = await owner.send('POST', '/filters', 'filter', { ...FORM, name });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: 'Invalid request',
        messages: ['Required!'],
      });
    }
    const long = await owner.send('POST', '/filters', 'filter', { ...FORM, name: 'x'.repeat(31) });
    expect(long.statusCode).toBe(400);
    expect(long.json().messages).toHaveLength(1);
    expect(long.json().messages[0]).toMatch(/30/);
    expect(
      (await owner.send('POST', '/filters', 'filter', { ...FORM, name: 'x'.repeat(30) })).statusCode,
    ).toBe(200);
    for (const bad of [
      { createdAtStart: '2026/02/30' },
      { queueTime: '80:10' },
      { orderProgress: 'nope' },
      { extra: 1 },
    ]) {
      expect((await owner.send('POST', '/filters', 'filter', { ...FORM, ...bad })).statusCode).toBe(400);
    }
  });

  it('lists presets sorted by name case-insensitively, and only the caller’s own', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    for (const name of ['beta', 'Alpha', 'gamma', 'Beta 2'])
      await owner.send('POST', '/filters', 'filter', { name });
    const names = ((await owner.get('/filters')).json().data as PresetFilter[]).map((preset) => preset.name);
    expect(names).toEqual(['Alpha', 'beta', 'Beta 2', 'gamma']);
    const staff = await actor(app, 'staff@demo.test');
    expect((await staff.get('/filters')).json().data).toEqual([]);
    const id = ((await owner.get('/filters')).json().data as PresetFilter[])[0]!.id;
    expect((await staff.send('PUT', `/filters/${id}`, 'filter', { name: 'Mine now' })).statusCode).toBe(404);
    expect((await staff.send('DELETE', `/filters/${id}`, 'filter')).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/filters' })).statusCode).toBe(401);
  });

  it('refuses viewOnly users unless CSO, and needs the filter anti-forgery scope', async () => {
    const app = await testServer();
    const db = app.proofdesk.data.sqlite!;
    db.prepare("UPDATE users SET view_only = 1 WHERE id IN ('user-staff', 'user-cso')").run();
    const staff = await actor(app, 'staff@demo.test');
    expect((await staff.send('POST', '/filters', 'filter', FORM)).statusCode).toBe(403);
    const cso = await actor(app, 'cso@demo.test');
    const saved = await cso.send('POST', '/filters', 'filter', FORM);
    expect(saved.statusCode).toBe(200);
    expect((await cso.send('DELETE', `/filters/${saved.json().id}`, 'filter')).statusCode).toBe(200);
    const owner = await actor(app, 'owner@demo.test');
    expect((await owner.send('POST', '/filters', 'card', FORM)).statusCode).toBe(403);
    db.prepare("UPDATE users SET view_only = 1 WHERE id = 'user-owner'").run();
    const kept = db.prepare("INSERT INTO filter_presets VALUES ('p1', 'user-owner', 'Kept', '{}', '', '')");
    kept.run();
    expect((await owner.send('DELETE', '/filters/p1', 'filter')).statusCode).toBe(403);
  });

  it('stores the operator filter only for callers who may read it', async () => {
    const app = await testServer();
    const db = app.proofdesk.data.sqlite!;
    const operator = await actor(app, 'operator@demo.test');
    const saved = await operator.send('POST', '/filters', 'filter', FORM);
    const fields = (id: string) =>
      JSON.parse(
        (db.prepare('SELECT fields FROM filter_presets WHERE id = ?').get(id) as { fields: string }).fields,
      );
    expect(fields(saved.json().id).operatorId).toBe('user-operator');
    // Every role that may save presets reads the operator filter in today's ability table, so the
    // drop is checked on the server's normaliser with the rule's answer for a role without it.
    expect(presetKeepsOperatorFilter({ role: 'guest' })).toBe(false);
    const normal = normaliseForm(FORM, presetKeepsOperatorFilter({ role: 'guest' }));
    expect('fields' in normal && normal.fields).not.toHaveProperty('operatorId');
    expect('fields' in normal && normal.fields.managerId).toBe('user-manager');
  });
});

describe('archived presets: /archived-order-filters', () => {
  it('saves the archived field set and answers the Archived preset filter shape', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    const body = {
      name: 'Old flyers',
      serviceId: 'svc-flyer',
      updatedDateStart: '2025/12/01',
      updatedDateEnd: '2025/12/31',
    };
    const created = await owner.send('POST', '/archived-order-filters', 'filter', body);
    expect(created.statusCode).toBe(200);
    const [preset] = (await owner.get('/archived-order-filters')).json().data as Record<string, unknown>[];
    expect(preset).toMatchObject({
      name: 'Old flyers',
      serviceType: 'svc-flyer',
      updatedDate: { startDate: '2025/12/01', endDate: '2025/12/31' },
    });
    for (const key of ['orderStatus', 'queueTime', 'workTime', 'dueDate'])
      expect(preset).not.toHaveProperty(key);
    for (const extra of [
      { orderProgress: 'in-review' },
      { queueTime: '0:50' },
      { dueDateStart: '2026/01/01' },
    ]) {
      expect(
        (await owner.send('POST', '/archived-order-filters', 'filter', { ...body, ...extra })).statusCode,
      ).toBe(400);
    }
    expect(
      (await owner.send('PUT', `/archived-order-filters/${created.json().id}`, 'filter', { name: '' }))
        .statusCode,
    ).toBe(400);
    expect((await owner.send('PUT', '/archived-order-filters/unknown', 'filter', body)).statusCode).toBe(404);
    const deleted = await owner.send('DELETE', `/archived-order-filters/${created.json().id}`, 'filter');
    expect(deleted.json().message).toBe('Filter preset deleted successfully');
    // Order presets and archived presets are separate lists.
    expect((await owner.get('/filters')).json().data).toEqual([]);
  });
});
