import { hashToken } from '../auth';
import type { Db } from '../db';
import {
  briefPages,
  brochurePages,
  DEMO_GUEST,
  type DemoThread,
  INTERNAL_THREADS,
  PUBLIC_THREADS,
} from './demo-proofing-content';
import { cachedPoster, type FileWrite, measureOnly, statements } from './demo-proofing-store';
import { demoPdf } from './pdf';

interface DemoOrder {
  id: string;
  name: string;
  status: string;
  operator_id: string | null;
  created_at: string;
}

interface FileSpec {
  name: string;
  bytes: () => Buffer;
  internal?: boolean;
  approved?: boolean;
}

const MINUTE = 60_000;

/**
 * Attachments for up to 8 Northwind orders (in review, in progress, approved) in all three groups,
 * with public and internal versions, threads in both shape formats, collaborators and approvers,
 * and one guest invitation; the brochure alone on the first on-hold order. Files are real PNGs and PDFs given to `writer` (the server's store;
 * in-memory test databases get the rows only). Returns the orders used.
 */
export function seedDemoProofing(db: Db, now: Date, writer: FileWrite = measureOnly): number {
  const pick = (status: string, limit: number) =>
    db
      .prepare(
        `SELECT id, name, status, operator_id, created_at FROM orders WHERE client_id = 'client-northwind'
         AND status = ? AND archived_at IS NULL ORDER BY order_number LIMIT ?`,
      )
      .all(status, limit) as DemoOrder[];
  const orders = [...pick('in-review', 3), ...pick('in-progress', 3), ...pick('approved', 2)];
  if (orders.length === 0) return 0;
  const insert = statements(db);
  let clock = now.getTime() - 14 * 24 * 60 * MINUTE;
  const at = () => {
    clock += 7 * MINUTE;
    return new Date(clock).toISOString();
  };

  orders.forEach((order, index) => {
    // An order's files come after the order (issue 21: order-2's timeline began with uploads made
    // days before it was placed).
    clock = Math.max(clock, Date.parse(order.created_at) + 60 * MINUTE);
    const attach = attacher(order, insert, writer, at);
    const poster = (variant: number) => () => cachedPoster(variant);
    const inProgress = order.status === 'in-progress';
    const posters = attach('customerReview', 'Poster.png', 'customer', [
      { name: 'Poster.png', bytes: poster(index) },
      { name: 'Poster.png', bytes: poster(index + 1) },
      ...(inProgress ? [{ name: 'Poster.png', bytes: poster(index + 2), internal: true }] : []),
    ]);
    const brochure = attach('customerReview', 'Brochure.pdf', 'internal', [
      { name: 'Brochure.pdf', bytes: () => demoPdf(brochurePages(order.name, 1)) },
      {
        name: 'Brochure.pdf',
        bytes: () => demoPdf(brochurePages(order.name, 2)),
        internal: true,
        approved: inProgress,
      },
    ]);
    const draft = attach('internalReview', 'Layout draft.png', 'internal', [
      { name: 'Layout draft.png', bytes: poster(index + 3), internal: true },
    ]);
    const brief = attach('suppliedFiles', 'Brand brief.pdf', 'supplied', [
      { name: 'Brand brief.pdf', bytes: () => demoPdf(briefPages(order.name)) },
    ]);
    // The brief opens in PDF tools mode (proofing §4.8, its top bar with Save Changes), empty: no
    // other demo file does, and nothing in the viewer turns the mode on (issue 21).
    insert.pdfTools.run(brief[0]!.versionId);
    attach('suppliedFiles', 'Logo reference.png', 'supplied', [
      { name: 'Logo reference.png', bytes: poster(index + 1) },
    ]);

    const latestPublic = posters.filter((v) => !v.internal).at(-1)!;
    threads(insert, latestPublic.versionId, PUBLIC_THREADS, true, at);
    threads(insert, brochure[0]!.versionId, PUBLIC_THREADS.slice(0, 1), true, at);
    threads(insert, draft[0]!.versionId, INTERNAL_THREADS, false, at);
    // Staff's standing differs per order so every review-action case of proofing §6 can be tried.
    const standing = [
      [1, 1],
      [0, 1],
      [1, 0],
    ][index % 3]!;
    insert.collaborator.run(order.id, 'user-staff', standing[0], standing[1]);
  });

  // A brochure that no e2e spec moves: the first on-hold order's (the specs approve and move orders
  // in review and in progress; none takes an on-hold one). The strict-CSP example opens it with its
  // drawing tools, which an approved order would not show.
  const [held] = pick('on-hold', 1);
  if (held) {
    clock = Math.max(clock, Date.parse(held.created_at) + 60 * MINUTE);
    attacher(held, insert, writer, at)('customerReview', 'Brochure.pdf', 'internal', [
      { name: 'Brochure.pdf', bytes: () => demoPdf(brochurePages(held.name, 1)) },
    ]);
  }

  const guestOrder = orders.find((order) => order.status === 'in-review');
  if (guestOrder) {
    insert.guest.run(
      DEMO_GUEST.invitationId,
      guestOrder.id,
      hashToken(DEMO_GUEST.secret),
      DEMO_GUEST.name,
      DEMO_GUEST.email,
      DEMO_GUEST.message,
      'user-owner',
      at(),
    );
  }
  return orders.length;
}

/** `attach(group, fileName, startFrom, files)`: an attachment of `order` with its versions and their uploads rows. */
function attacher(
  order: DemoOrder,
  insert: ReturnType<typeof statements>,
  writer: FileWrite,
  at: () => string,
) {
  const uploader = order.operator_id ?? 'user-operator';
  return (group: string, fileName: string, startFrom: string, files: FileSpec[]) => {
    const attachmentId = `${order.id}-${group}-${fileName.replace(/\W+/g, '-').toLowerCase()}`;
    const tab = group === 'internalReview' ? 'internal' : 'public';
    insert.attachment.run(attachmentId, order.id, group, fileName, tab, startFrom, at(), uploader);
    return files.map((file, i) => {
      const versionId = `${attachmentId}-v${i + 1}`;
      const key = `demo-${versionId}${fileName.slice(fileName.lastIndexOf('.'))}`;
      const bytes = writer(key, file.bytes);
      const type = fileName.endsWith('.pdf') ? 'pdf' : 'image';
      const created = at();
      insert.version.run(
        versionId,
        attachmentId,
        i + 1,
        file.name,
        type,
        key,
        bytes,
        created,
        file.internal ? 1 : 0,
        file.approved ? 1 : 0,
        uploader,
      );
      insert.upload.run(
        key,
        order.id,
        uploader,
        file.name,
        bytes,
        type === 'pdf' ? 'application/pdf' : 'image/png',
        created,
      );
      return { versionId, internal: file.internal === true };
    });
  };
}

function threads(
  insert: ReturnType<typeof statements>,
  versionId: string,
  list: DemoThread[],
  isPublic: boolean,
  at: () => string,
) {
  list.forEach((thread, i) => {
    const topicId = `${versionId}-topic-${i + 1}`;
    insert.topic.run(
      topicId,
      versionId,
      thread.message,
      JSON.stringify(thread.mentions),
      thread.annotation,
      thread.author,
      thread.resolved ? 1 : 0,
      isPublic ? 1 : 0,
      at(),
    );
    thread.replies.forEach((reply, j) => {
      insert.comment.run(
        `${topicId}-c${j + 1}`,
        topicId,
        reply.message,
        JSON.stringify(reply.mentions),
        reply.author,
        at(),
      );
    });
  });
}
