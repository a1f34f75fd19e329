import type { Kysely } from 'kysely';
import type { OrderStatus } from 'proofdesk/rules';
import type { OrderRow } from '../../orders/rows';
import { forUpdate } from '../dialect';
import type { Dialect } from '../open-data';
import type { Database } from '../schema';

type Q = Kysely<Database>;

/** The order with its account's parent (what access checks need); undefined when there is none. */
export async function readOrder(db: Q, id: string): Promise<OrderRow | undefined> {
  const row = await db
    .selectFrom('orders as o')
    .innerJoin('clients as c', 'c.id', 'o.client_id')
    .selectAll('o')
    .select('c.parent_client_id as client_parent_id')
    .where('o.id', '=', id)
    .executeTakeFirst();
  return row as OrderRow | undefined;
}

/** Clears the order's upload lock whatever holds it (the client's unlock call, spec §4.11). */
export async function clearOrderLock(db: Q, id: string, at: string): Promise<void> {
  await db.updateTable('orders').set({ locked_at: null, updated_at: at }).where('id', '=', id).execute();
}

/**
 * Takes the account's lock for the rest of the transaction: writers that renumber an account's
 * board sequence (moves) queue here on PostgreSQL, so each reads a sequence no other is changing.
 * Order rows alone would not do: a move reads the whole column, including orders it then leaves
 * alone. On SQLite the transaction's write lock already serialises them (dialect.ts `forUpdate`).
 */
export async function lockAccount(db: Q, dialect: Dialect, clientId: string): Promise<void> {
  await forUpdate(dialect, db.selectFrom('clients').select('id').where('id', '=', clientId), true).execute();
}

export interface SequenceRow {
  id: string;
  position: number;
}

/**
 * The account's live orders of `statuses` (one board column) in board order: position, then the
 * newest order number first; `except` leaves one order out (the one being moved).
 */
export function columnSequence(
  db: Q,
  clientId: string,
  statuses: readonly OrderStatus[],
  except?: string,
): Promise<SequenceRow[]> {
  let query = db
    .selectFrom('orders')
    .select(['id', 'position'])
    .where('client_id', '=', clientId)
    .where('status', 'in', statuses)
    .where('archived_at', 'is', null);
  if (except !== undefined) query = query.where('id', '<>', except);
  return query.orderBy('position', 'asc').orderBy('order_number', 'desc').execute();
}

export async function setPosition(db: Q, id: string, position: number): Promise<void> {
  await db.updateTable('orders').set({ position }).where('id', '=', id).execute();
}

export async function positionOf(db: Q, id: string): Promise<number> {
  const row = await db.selectFrom('orders').select('position').where('id', '=', id).executeTakeFirstOrThrow();
  return row.position;
}

export interface MoveWrite {
  id: string;
  to: OrderStatus;
  position: number;
  cardState: string | null;
  /** Kept on the order as hold_reason or cancel_reason when moving there. */
  reason: string | null;
  at: string;
}

/** The moved order's new status, place and card state; a hold or cancel reason when given. */
export async function writeMove(db: Q, move: MoveWrite): Promise<void> {
  const keep = move.reason === null;
  await db
    .updateTable('orders')
    .set((eb) => ({
      status: move.to,
      position: move.position,
      updated_at: move.at,
      card_state: move.cardState,
      hold_reason: move.to === 'on-hold' && !keep ? move.reason : eb.ref('hold_reason'),
      cancel_reason: move.to === 'cancelled' && !keep ? move.reason : eb.ref('cancel_reason'),
    }))
    .where('id', '=', move.id)
    .execute();
}

export interface TimelineEntry {
  id: string;
  orderId: string;
  userId: string | null;
  type: string;
  content: string;
  at: string;
}

export async function addTimelineEntry(db: Q, entry: TimelineEntry): Promise<void> {
  await db
    .insertInto('order_timeline')
    .values({
      id: entry.id,
      order_id: entry.orderId,
      user_id: entry.userId,
      type: entry.type,
      content: entry.content,
      created_at: entry.at,
    })
    .execute();
}

export interface StatusChange {
  id: string;
  orderId: string;
  from: OrderStatus;
  to: OrderStatus;
  userId: string | null;
  at: string;
}

/** Records a status change as data (migration 027), next to its timeline line: reporting reads it. */
export async function addStatusChange(db: Q, change: StatusChange): Promise<void> {
  await db
    .insertInto('order_status_changes')
    .values({
      id: change.id,
      order_id: change.orderId,
      from_status: change.from,
      to_status: change.to,
      user_id: change.userId,
      changed_at: change.at,
    })
    .execute();
}
