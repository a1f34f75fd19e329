// Orders and invitations of the guest reviewer tests, added to the viewer tests' server: one order
// per guest page or rule of proofing §2.4, §2.5, §5. Invitations are made with the server's own
// code (only their secret's hash is stored), and their link tokens handed to the tests.
import type { Db } from '../../../../host-demo/server/db';
import {
  cachedPoster,
  type fileWriter,
  type statements,
} from '../../../../host-demo/server/seed/demo-proofing-store';
import { createInvitation } from '../../../unit/host-demo/server/invitation-fixture';

export interface GuestFixtures {
  /** Three customer-review files (A oldest, C newest) and an internal one; link tokens below. */
  multi: { orderId: string; token: string; files: string[] };
  /** One file with two public versions (v2 shown) and a thread of the operator on v2. */
  single: { orderId: string; attachmentId: string; versionId: string; token: string; topicAt: string };
  /** A customer-review file with only an internal version: a guest with no versions. */
  noVersions: string;
  /** A frozen order. */
  frozen: string;
  /** An order without customer-review files (empty data). */
  empty: string;
  /** A second link to `single`, for the test that revokes it. */
  toRevoke: { id: string; token: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    guest: GuestFixtures;
  }
}

const SHAPE = JSON.stringify({
  className: 'Rect',
  attrs: { id: 'guest-shape', x: 0.1, y: 0.1, width: 0.3, height: 0.2, version: '0.2', group: 'page-1' },
  page: 1,
  scale: 1,
});

export function addGuestFixtures(
  db: Db,
  insert: ReturnType<typeof statements>,
  write: ReturnType<typeof fileWriter>,
): GuestFixtures {
  let serial = 0;
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 10, minute)).toISOString();
  const order = (name: string, frozen = false) => {
    serial += 1;
    const id = `guest-${name}`;
    db.prepare(
      `INSERT INTO orders (id, order_number, client_id, creator_id, operator_id, manager_id, name, status,
         is_frozen, created_at, updated_at) VALUES (?, ?, 'client-northwind', 'user-staff', 'user-operator',
         'user-manager', ?, 'in-review', ?, ?, ?)`,
    ).run(id, 990_000 + serial, `Guest ${name}`, frozen ? 1 : 0, at(0), at(0));
    return id;
  };
  const file = (
    orderId: string,
    name: string,
    minute: number,
    versions: boolean[],
    group = 'customerReview',
  ) => {
    const id = `${orderId}-${name.replace(/\W+/g, '-').toLowerCase()}`;
    insert.attachment.run(id, orderId, group, name, 'public', 'customer', at(minute), 'user-operator');
    versions.forEach((isInternal, index) => {
      const key = `${id}-v${index + 1}.png`;
      const size = write(key, () => cachedPoster(index + serial));
      insert.version.run(
        `${id}-v${index + 1}`,
        id,
        index + 1,
        name,
        'image',
        key,
        size,
        at(minute + index + 1),
        isInternal ? 1 : 0,
        0,
        'user-operator',
      );
      insert.upload.run(key, orderId, 'user-operator', name, size, 'image/png', at(minute));
    });
    return id;
  };
  const link = (orderId: string) =>
    createInvitation(db, {
      orderId,
      guestName: 'Gina Guest',
      guestEmail: 'gina@example.test',
      message: 'Please have a look at these files.',
      inviterId: 'user-operator',
      now: new Date(at(30)),
    });

  const multi = order('multi');
  const files = [
    file(multi, 'A.png', 1, [false]),
    file(multi, 'B.png', 5, [false]),
    file(multi, 'C.png', 9, [false]),
  ];
  file(multi, 'Internal.png', 20, [true], 'internalReview');

  const single = order('single');
  const singleFile = file(single, 'Single.png', 1, [false, false]);
  // 20:30 UTC is 04:30 the next day in Brunei (UTC+08:00).
  const topicAt = '2026-01-05T20:30:00.000Z';
  insert.topic.run(
    'guest-topic',
    `${singleFile}-v2`,
    'Please check the logo',
    '[]',
    SHAPE,
    'user-operator',
    0,
    1,
    topicAt,
  );

  const noVersions = order('no-versions');
  file(noVersions, 'Hidden.png', 1, [true]);
  const frozen = order('frozen', true);
  file(frozen, 'Frozen.png', 1, [false]);
  const empty = order('empty');
  file(empty, 'Only-internal.png', 1, [true], 'internalReview');

  const revocable = link(single);
  return {
    multi: { orderId: multi, token: link(multi).linkToken, files },
    single: {
      orderId: single,
      attachmentId: singleFile,
      versionId: `${singleFile}-v2`,
      token: link(single).linkToken,
      topicAt,
    },
    noVersions: link(noVersions).linkToken,
    frozen: link(frozen).linkToken,
    empty: link(empty).linkToken,
    toRevoke: { id: revocable.id, token: revocable.linkToken },
  };
}
