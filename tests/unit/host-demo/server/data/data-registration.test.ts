import { describe, expect, it } from 'vitest';
import { storageFigures } from '../../../../../host-demo/server/account';
import type { Data } from '../../../../../host-demo/server/data';
import { lockAttachment } from '../../../../../host-demo/server/data/proofing/proofing-rows';
import {
  insertAttachment,
  insertNextVersion,
} from '../../../../../host-demo/server/data/uploads/upload-rows';
import { registerIn } from '../../../../../host-demo/server/uploads/register';
import { DIALECTS, testData } from '../data-helpers';

// Issue 24: upload registration's transaction (uploads/register.ts `registerIn`) claims the stored
// uploads, writes the file's rows and adds the storage used within the quota. On PostgreSQL the
// account's rows are locked while the quota is read, and a new version holds its attachment while
// it takes the next number: 50 registrations at once keep both, on each database.

const CLIENT = 'client-a';
const AT = '2026-03-05T14:00:00.000Z';
const TIMEOUT = 60_000;
const SIZE = 100;

async function fixture(data: Data, quota: number, uploads: number) {
  await data.db
    .insertInto('clients')
    .values({ id: CLIENT, name: 'A', type: 'direct', created_at: 0 })
    .execute();
  await data.db
    .insertInto('users')
    .values(
      ['owner', 'staff'].map((role) => ({
        id: `user-${role}`,
        client_id: CLIENT,
        email: `${role}@a.test`,
        password_hash: 'x',
        firstname: role,
        lastname: 'A',
        role,
        profile: JSON.stringify({ storages: { used: 0, quota } }),
        created_at: 0,
      })),
    )
    .execute();
  await data.db
    .insertInto('orders')
    .values({
      id: 'order-1',
      order_number: 1001,
      client_id: CLIENT,
      name: 'Poster',
      status: 'in-progress',
      position: 0,
      created_at: AT,
      updated_at: AT,
    })
    .execute();
  await data.db
    .insertInto('uploads')
    .values(
      Array.from({ length: uploads }, (_, index) => ({
        key: `key-${index}`,
        order_id: 'order-1',
        user_id: 'user-owner',
        type: 'attachment-version',
        name: `v${index}.png`,
        size: SIZE,
        content_type: 'image/png',
        status: 'stored',
        created_at: AT,
        expires_at: AT,
      })),
    )
    .execute();
}

type Write = Parameters<typeof registerIn>[3];

/** Version `index` (its upload `key-<index>`) of an attachment. */
const versionOf = (index: number, attachmentId: string) => ({
  id: `version-${index}`,
  attachmentId,
  fileName: `f${index}.png`,
  fileType: 'image',
  storageKey: `key-${index}`,
  fileSize: SIZE,
  at: AT,
  isInternal: false,
  thumbnailKey: null,
  uploadedByType: 'owner',
  creatorId: 'user-owner',
});

const newVersion = (data: Data, index: number) => async (trx: Parameters<Write>[0]) => {
  await lockAttachment(trx, data.dialect, 'att-1');
  await insertNextVersion(trx, versionOf(index, 'att-1'));
};

/** A registration of a new file: its own attachment, so only the account's rows are shared. */
const newFile = (index: number) => async (trx: Parameters<Write>[0]) => {
  await insertAttachment(trx, {
    id: `file-${index}`,
    orderId: 'order-1',
    group: 'customerReview',
    fileName: `f${index}.png`,
    startingTab: 'public',
    startFrom: 'customer',
    at: AT,
    createdBy: 'user-owner',
  });
  await insertNextVersion(trx, versionOf(index, `file-${index}`));
};

async function attachment(data: Data) {
  await insertAttachment(data.db, {
    id: 'att-1',
    orderId: 'order-1',
    group: 'customerReview',
    fileName: 'poster.png',
    startingTab: 'public',
    startFrom: 'customer',
    at: AT,
    createdBy: 'user-owner',
  });
}

const statuses = async (data: Data) =>
  (await data.db.selectFrom('uploads').select(['key', 'status']).orderBy('key').execute()).map(
    (row) => row.status,
  );

describe.each(DIALECTS)('upload registration at once on %s', (dialect) => {
  it(
    '50 versions of one attachment at once within the quota: numbered 1..50, every byte counted',
    async () => {
      const data = await testData(dialect);
      await fixture(data, 1_000_000, 50);
      await attachment(data);
      const refusals = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          registerIn(data, [`key-${index}`], { clientId: CLIENT, bytes: SIZE }, newVersion(data, index)),
        ),
      );
      expect(refusals.filter(Boolean)).toEqual([]);
      const versions = await data.db
        .selectFrom('attachment_versions')
        .select('version')
        .where('attachment_id', '=', 'att-1')
        .orderBy('version')
        .execute();
      expect(versions.map((row) => row.version)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
      expect((await storageFigures(data, CLIENT))?.storages?.used).toBe(50 * SIZE);
      // Every user of the account carries the same figure (the profile is the account's view).
      const profiles = await data.db.selectFrom('users').select('profile').execute();
      expect(profiles.map((row) => JSON.parse(row.profile).storages.used)).toEqual([5000, 5000]);
      expect(new Set(await statuses(data))).toEqual(new Set(['registered']));
    },
    TIMEOUT,
  );

  it(
    '50 new files at once against a quota for 10: never past it, the refused ones change nothing',
    async () => {
      const data = await testData(dialect);
      await fixture(data, 10 * SIZE, 50);
      const refusals = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          registerIn(data, [`key-${index}`], { clientId: CLIENT, bytes: SIZE }, newFile(index)),
        ),
      );
      const accepted = refusals.filter((refusal) => refusal === undefined).length;
      const used = (await storageFigures(data, CLIENT))?.storages?.used ?? 0;
      expect(used).toBeLessThanOrEqual(10 * SIZE);
      expect(used).toBe(accepted * SIZE);
      expect(accepted).toBe(10);
      for (const refusal of refusals.filter(Boolean))
        expect(refusal).toMatchObject({ ok: false, status: 400 });
      const versions = await data.db.selectFrom('attachment_versions').select('version').execute();
      expect(versions).toHaveLength(accepted);
      // A refused registration rolls back its claim: its upload is still stored (to retry or sweep).
      const byStatus = await statuses(data);
      expect(byStatus.filter((status) => status === 'registered')).toHaveLength(accepted);
      expect(byStatus.filter((status) => status === 'stored')).toHaveLength(50 - accepted);
    },
    TIMEOUT,
  );

  it(
    'one stored upload registered 50 times at once: claimed once, counted once',
    async () => {
      const data = await testData(dialect);
      await fixture(data, 1_000_000, 1);
      await attachment(data);
      const refusals = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          registerIn(data, ['key-0'], { clientId: CLIENT, bytes: SIZE }, newVersion(data, index)),
        ),
      );
      expect(refusals.filter((refusal) => refusal === undefined)).toHaveLength(1);
      expect((await storageFigures(data, CLIENT))?.storages?.used).toBe(SIZE);
      expect(await data.db.selectFrom('attachment_versions').select('id').execute()).toHaveLength(1);
    },
    TIMEOUT,
  );
});
