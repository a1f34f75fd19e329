import type { ProofdeskInstance } from 'proofdesk';
import { describe, expect, it } from 'vitest';
import { createLiveCollection } from '../../../../../sdk/core/collection';
import { waitFor } from '../../../support/helpers';
import { server, signedIn, watch } from './support';

// A change that adds an item (the filter sidebar's presets will do this): shown at once, replaced
// by the server's item after the answer, rolled back on a refusal. Real server: GET/POST /filters.
interface Preset {
  id: string;
  name: string;
}
type Save = { save: Preset };

function presets(instance: ProofdeskInstance) {
  const { http } = instance;
  const collection = createLiveCollection<Preset, Save>({ key: (p) => p.id, session: instance.session });
  const list = collection.list<null>('presets', {
    first: null,
    fetch: async () => {
      const result = await http.get<Preset[]>('/filters');
      return result.ok ? { ...result, data: { items: result.data, next: null } } : result;
    },
    inserts: (change) => [change.save],
    insertAt: 'end',
  });
  const save = (name: string) =>
    collection.mutate<Preset>({
      effect: { save: { id: `pending:${name}`, name } },
      send: () => http.post<Preset>('/filters', { body: { name }, csrf: 'filter' }),
      onSuccess: (_saved, settle) => settle.refetch(),
    });
  return { list, save, names: () => list.$state.get().items.map((p) => p.name) };
}

describe('live collection: changes that add items', () => {
  it('shows the new item at once, then the server’s item in its place (once)', async () => {
    const srv = await server();
    const owner = await signedIn(srv, 'owner@demo.test', { live: false });
    const { list, save, names } = presets(owner);
    watch(list.$state);
    await waitFor(() => list.$state.get().status === 'ready');
    const before = names();
    const pending = save('Zz rush jobs');
    expect(names()).toEqual([...before, 'Zz rush jobs']);
    expect(list.$state.get().items.at(-1)?.id).toBe('pending:Zz rush jobs');
    const result = await pending;
    expect(result.ok).toBe(true);
    await waitFor(() => !list.$state.get().items.some((p) => p.id.startsWith('pending:')));
    expect(names().filter((name) => name === 'Zz rush jobs')).toHaveLength(1);
    expect(list.$state.get().items.find((p) => p.name === 'Zz rush jobs')?.id).toBe(
      result.ok && result.data.id,
    );
  });

  it('a refusal takes the item away again and answers the server’s messages', async () => {
    const srv = await server();
    const owner = await signedIn(srv, 'owner@demo.test', { live: false });
    const { list, save, names } = presets(owner);
    watch(list.$state);
    await waitFor(() => list.$state.get().status === 'ready');
    const before = names();
    const tooLong = 'x'.repeat(31);
    const pending = save(tooLong);
    expect(names()).toContain(tooLong);
    const result = await pending;
    expect(result).toMatchObject({ ok: false, error: { status: 400 } });
    expect(!result.ok && result.error.messages?.length).toBeGreaterThan(0);
    expect(names()).toEqual(before);
  });
});
