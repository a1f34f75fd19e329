import { describe, expect, it } from 'vitest';
import { annotationLists, ROLES, type Role } from '../../../../../sdk/core/access';

// Issue 20 item 2: which annotation lists (topics, comments, PDF tools entries) a role may read and
// write — one rule for the server's reads and writes and the viewer's choice of list.

const lists = (role: Role, access: 'read' | 'write', viewOnly = false) =>
  annotationLists({ role, viewOnly }, access);

describe('annotation lists', () => {
  it('internal roles and the admin read and write both lists', () => {
    for (const role of ['operator', 'manager', 'creative_manager', 'production_manager', 'admin'] as const) {
      expect(lists(role, 'read')).toEqual(['internal', 'public']);
      expect(lists(role, 'write')).toEqual(['internal', 'public']);
    }
  });

  it('customers (owner, staff) and guests read and write the public list only, never the internal one', () => {
    for (const role of ['owner', 'staff', 'guest'] as const) {
      expect(lists(role, 'read')).toEqual(['public']);
      expect(lists(role, 'write')).toEqual(['public']);
    }
  });

  it('the CSO reads both and writes neither; a view-only user writes nothing', () => {
    expect(lists('cso', 'read')).toEqual(['internal', 'public']);
    expect(lists('cso', 'write')).toEqual([]);
    for (const role of ROLES) expect(lists(role, 'write', true)).toEqual([]);
  });

  it('no user, no list', () => {
    expect(annotationLists(null, 'read')).toEqual([]);
  });
});
