import { describe, expect, it } from 'vitest';
import type { Data } from '../../../../../host-demo/server/data';
import { insertPreset, listPresets } from '../../../../../host-demo/server/filters';
import { listAnnouncements } from '../../../../../host-demo/server/general';
import { markRead, remove } from '../../../../../host-demo/server/notifications';
import { DIALECTS, testData } from '../data-helpers';

// The converted modules' queries give the same answers on both databases (issue 24).

const USER = 'user-1';

async function user(data: Data) {
  await data.db.insertInto('clients').values({ id: 'c', name: 'C', type: 'direct', created_at: 1 }).execute();
  await data.db
    .insertInto('users')
    .values({
      id: USER,
      client_id: 'c',
      email: 'u@c.test',
      password_hash: 'x',
      firstname: 'U',
      lastname: 'Ser',
      role: 'owner',
      created_at: 1,
    })
    .execute();
}

describe.each(DIALECTS)('converted modules on %s', (dialect) => {
  it('marks read and deletes one, a group or all of the owner’s notifications', async () => {
    const data = await testData(dialect);
    await user(data);
    const row = { user_id: USER, title: 't', message: 'm', created_at: 1 };
    await data.db
      .insertInto('notifications')
      .values([
        { ...row, id: 'n1', group_key: 'g1' },
        { ...row, id: 'n2', group_key: 'g1' },
        { ...row, id: 'n3', group_key: 'g2' },
      ])
      .execute();
    expect(await markRead(data, 'someone-else', { kind: 'all' }, new Date(5))).toBe(0);
    expect(await markRead(data, USER, { kind: 'one', id: 'n1' }, new Date(5))).toBe(1);
    expect(await markRead(data, USER, { kind: 'group', group: 'g1' }, new Date(6))).toBe(1);
    expect(await markRead(data, USER, { kind: 'all' }, new Date(7))).toBe(1);
    const read = await data.db.selectFrom('notifications').select(['id', 'read_at']).orderBy('id').execute();
    expect(read).toEqual([
      { id: 'n1', read_at: 5 },
      { id: 'n2', read_at: 6 },
      { id: 'n3', read_at: 7 },
    ]);
    expect(await remove(data, USER, { kind: 'group', group: 'g1' })).toBe(2);
    expect(await remove(data, USER, { kind: 'all' })).toBe(1);
  });

  it('lists active announcements in their order', async () => {
    const data = await testData(dialect);
    const row = { html: '<b>x</b>', background_color: '#000', text_color: '#fff', created_at: 1 };
    await data.db
      .insertInto('announcements')
      .values([
        { ...row, id: 'a2', sort_order: 2, active: 1 },
        { ...row, id: 'a1', sort_order: 1, active: 1 },
        { ...row, id: 'off', sort_order: 0, active: 0 },
      ])
      .execute();
    expect((await listAnnouncements(data)).map((item) => item.id)).toEqual(['a1', 'a2']);
  });

  it('sorts presets by name without case', async () => {
    const data = await testData(dialect);
    await user(data);
    for (const name of ['beta', 'Alpha', 'gamma', 'Delta'])
      await insertPreset(data, 'filter_presets', USER, name, {}, new Date(1));
    const names = (await listPresets(data, 'filter_presets', USER)).map((preset) => preset.name);
    expect(names).toEqual(['Alpha', 'beta', 'Delta', 'gamma']);
  });
});
