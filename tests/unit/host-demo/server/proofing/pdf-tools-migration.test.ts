import { describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../../../../../host-demo/server/db';
import { migrations } from '../../../../../host-demo/server/db/migrations';

// Issue 20 item 2, migration 014: the one pdf_annotation_module blob per version is split into one
// entry per list; what the viewer never read (other keys, text that is not a JSON object) goes.

describe('migration 014: PDF tools entries per list', () => {
  it('splits existing blobs into internal and public entries and keeps the mode on', () => {
    const db = openDatabase(':memory:');
    migrate(
      db,
      migrations.filter((m) => m.version < 14),
    );
    // The versions alone: their order and attachment rows do not matter to this migration.
    db.pragma('foreign_keys = OFF');
    const insert = db.prepare(
      `INSERT INTO attachment_versions (id, attachment_id, version, file_name, file_type, storage_key,
         created_at, pdf_annotation_module) VALUES (?, 'a', ?, 'f.pdf', 'pdf', ?, '2026-01-01', ?)`,
    );
    const both = { internal: { page: 3, annotation: 'aQ==' }, public: { page: 2, annotation: 'cA==' } };
    const blobs: Record<string, string | null> = {
      both: JSON.stringify({ ...both, other: { page: 1 } }),
      publicOnly: JSON.stringify({ public: both.public }),
      empty: '{}',
      broken: 'not json',
      array: '[1]',
      notObjectEntry: JSON.stringify({ internal: 'text', public: both.public }),
      none: null,
    };
    Object.entries(blobs).forEach(([id, blob], index) => {
      insert.run(id, index + 1, `key-${id}`, blob);
    });
    db.pragma('foreign_keys = ON');

    expect(migrate(db)).toContain(14);

    const entries = db
      .prepare('SELECT version_id, list, entry FROM pdf_tools_entries ORDER BY version_id, list')
      .all() as { version_id: string; list: string; entry: string }[];
    expect(entries.map((row) => ({ ...row, entry: JSON.parse(row.entry) }))).toEqual([
      { version_id: 'both', list: 'internal', entry: both.internal },
      { version_id: 'both', list: 'public', entry: both.public },
      { version_id: 'notObjectEntry', list: 'public', entry: both.public },
      { version_id: 'publicOnly', list: 'public', entry: both.public },
    ]);
    const modes = db.prepare('SELECT id, is_pdf_tools FROM attachment_versions ORDER BY id').all();
    expect(modes).toEqual([
      { id: 'array', is_pdf_tools: 1 },
      { id: 'both', is_pdf_tools: 1 },
      { id: 'broken', is_pdf_tools: 1 },
      { id: 'empty', is_pdf_tools: 1 },
      { id: 'none', is_pdf_tools: 0 },
      { id: 'notObjectEntry', is_pdf_tools: 1 },
      { id: 'publicOnly', is_pdf_tools: 1 },
    ]);
    const columns = db.prepare('PRAGMA table_info(attachment_versions)').all() as { name: string }[];
    expect(columns.map((column) => column.name)).not.toContain('pdf_annotation_module');
    db.close();
  });
});
