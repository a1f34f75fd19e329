import type { ArchivedPresetFilter, PresetFilter } from 'proofdesk/contract';
import { presetKeepsOperatorFilter } from 'proofdesk/rules';
import { describe, expect, it } from 'vitest';
import { createPrefixedStorage } from '../../../../sdk/core/session';
import {
  EMPTY_FORM,
  filterToForm,
  formToFilter,
  formToSaveBody,
  presetToForm,
} from '../../../../widgets/filter-sidebar/filter/form';
import {
  selectedPresetId,
  sortPresets,
  storeSelectedPreset,
} from '../../../../widgets/filter-sidebar/filter/store';

const FORM = {
  ...EMPTY_FORM,
  clientId: 'client-northwind',
  operatorId: 'user-operator',
  serviceCategory: 'cat-print',
  orderProgress: ['ready-to-go', 'in-review'],
  queueTime: ['0:50'],
  workTime: ['76'],
  created: { start: '2026/01/01', end: '2026/01/31' },
  due: { start: '', end: '2026/02/28' },
  updated: { start: '2026/03/01', end: '' },
  customSearch: ' poster ',
};

describe('the filter form’s shapes (dashboard §3)', () => {
  it('turns into the GET /order filter, leaving out what is not set', () => {
    expect(formToFilter('orders', FORM)).toEqual({
      clientId: 'client-northwind',
      operatorId: 'user-operator',
      serviceCategory: 'cat-print',
      orderProgress: 'ready-to-go,in-review',
      queueTime: '0:50',
      workTime: '76',
      createdAtStart: '2026/01/01',
      createdAtEnd: '2026/01/31',
      dueDateEnd: '2026/02/28',
      customSearch: 'poster',
    });
    expect(formToFilter('orders', EMPTY_FORM)).toEqual({});
  });

  it('the archived filter has no progress, queue, work or due dates, and has updated dates', () => {
    expect(formToFilter('archived', FORM)).toEqual({
      clientId: 'client-northwind',
      operatorId: 'user-operator',
      serviceCategory: 'cat-print',
      createdAtStart: '2026/01/01',
      createdAtEnd: '2026/01/31',
      updatedDateStart: '2026/03/01',
      customSearch: 'poster',
    });
  });

  it('round-trips through a filter value', () => {
    const filter = formToFilter('orders', FORM);
    expect(formToFilter('orders', filterToForm(filter))).toEqual(filter);
  });

  it('saves the preset form, with operatorId only for users who may read the operator filter', () => {
    const body = formToSaveBody('orders', ' Mine ', FORM, presetKeepsOperatorFilter({ role: 'operator' }));
    expect(body).toMatchObject({
      name: 'Mine',
      operatorId: 'user-operator',
      serviceCategoryId: 'cat-print',
      orderProgress: 'ready-to-go,in-review',
      dueDateStart: '',
      dueDateEnd: '2026/02/28',
      search: 'poster',
    });
    // "The operator filter is saved in a preset only when the user may read the operator filter."
    expect(
      formToSaveBody('orders', 'x', FORM, presetKeepsOperatorFilter({ role: 'guest' })),
    ).not.toHaveProperty('operatorId');
    const archived = formToSaveBody('archived', 'x', FORM, true);
    expect(archived).toMatchObject({ updatedDateStart: '2026/03/01', updatedDateEnd: '' });
    for (const key of ['orderProgress', 'queueTime', 'workTime', 'dueDateStart', 'dueDateEnd']) {
      expect(archived).not.toHaveProperty(key);
    }
  });

  it('loads a listed preset into the form', () => {
    const preset: PresetFilter = {
      id: 'p1',
      name: 'Reviews',
      orderStatus: 'in-review,approved',
      serviceCategory: null,
      serviceType: 'svc-flyer',
      queueTime: null,
      workTime: '51:75',
      operator: null,
      customer: null,
      creator: 'user-owner',
      client: null,
      manager: null,
      customSearch: 'poster',
      createdDate: { startDate: '2026/01/01', endDate: null },
      dueDate: { startDate: null, endDate: '2026/02/01' },
    };
    expect(presetToForm(preset)).toEqual({
      ...EMPTY_FORM,
      creatorId: 'user-owner',
      serviceType: 'svc-flyer',
      orderProgress: ['in-review', 'approved'],
      workTime: ['51:75'],
      created: { start: '2026/01/01', end: '' },
      due: { start: '', end: '2026/02/01' },
      customSearch: 'poster',
    });
    const { orderStatus: _s, queueTime: _q, workTime: _w, dueDate: _d, ...common } = preset;
    const archived: ArchivedPresetFilter = {
      ...common,
      updatedDate: { startDate: '2026/05/01', endDate: null },
    };
    expect(presetToForm(archived).updated).toEqual({ start: '2026/05/01', end: '' });
    expect(presetToForm(archived).orderProgress).toEqual([]);
  });
});

describe('presets', () => {
  it('sort by name case-insensitively, as the server does', () => {
    const names = ['beta', 'Alpha', 'gamma', 'Beta 2', 'alpha'].map((name, i) => ({ id: `p${i}`, name }));
    expect(sortPresets(names).map((p) => p.name)).toEqual(['Alpha', 'alpha', 'beta', 'Beta 2', 'gamma']);
  });

  it('keep one selection per signed-in user under selectedFilter / selectedArchivedFilter', () => {
    const backing = new Map<string, string>();
    const storage = createPrefixedStorage({
      getItem: (key) => backing.get(key) ?? null,
      setItem: (key, value) => void backing.set(key, value),
      removeItem: (key) => void backing.delete(key),
      clear: () => backing.clear(),
      key: (i) => [...backing.keys()][i] ?? null,
      get length() {
        return backing.size;
      },
    });
    storeSelectedPreset(storage, 'orders', 'user-a', 'p1');
    storeSelectedPreset(storage, 'orders', 'user-b', 'p2');
    storeSelectedPreset(storage, 'archived', 'user-a', 'a1');
    expect(selectedPresetId(storage, 'orders', 'user-a')).toBe('p1');
    expect(selectedPresetId(storage, 'orders', 'user-b')).toBe('p2');
    expect(JSON.parse(storage.get('selectedArchivedFilter') ?? '')).toEqual({ 'user-a': 'a1' });
    storeSelectedPreset(storage, 'orders', 'user-a', null);
    expect(selectedPresetId(storage, 'orders', 'user-a')).toBeNull();
    storeSelectedPreset(storage, 'orders', 'user-b', null);
    expect(storage.get('selectedFilter')).toBeNull();
    storage.set('selectedFilter', 'not json');
    expect(selectedPresetId(storage, 'orders', 'user-a')).toBeNull();
  });
});
