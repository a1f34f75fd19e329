import { type Kysely, sql } from 'kysely';
import type { DetailRow } from '../../orders/cards';
import type { Database } from '../schema';

type Q = Kysely<Database>;

const userName = (alias: 'cr' | 'op') =>
  sql<string | null>`TRIM(${sql.ref(`${alias}.firstname`)} || ' ' || ${sql.ref(`${alias}.lastname`)})`;

/** One order's card and detail columns (orders/cards.ts `DetailRow`); undefined when there is none. */
export async function selectOrderDetail(db: Q, id: string): Promise<DetailRow | undefined> {
  const row = await db
    .selectFrom('orders as o')
    .innerJoin('clients as c', 'c.id', 'o.client_id')
    .leftJoin('clients as p', 'p.id', 'c.parent_client_id')
    .leftJoin('services as s', 's.id', 'o.service_id')
    .leftJoin('users as cr', 'cr.id', 'o.creator_id')
    .leftJoin('users as op', 'op.id', 'o.operator_id')
    .select([
      'o.id',
      'o.name',
      'o.order_number',
      'o.created_at',
      'o.due_date',
      'o.position',
      'o.status',
      'o.card_state',
      'o.package_name',
      'o.is_frozen',
      // A number in both dialects (PostgreSQL's IS NOT NULL is a boolean).
      sql<number>`CASE WHEN o.locked_at IS NULL THEN 0 ELSE 1 END`.as('is_locked'),
      's.name as service_name',
      'c.name as company_name',
      sql<string>`COALESCE(p.name, c.name)`.as('client_name'),
      userName('cr').as('creator_name'),
      'cr.avatar as creator_avatar',
      userName('op').as('operator_name'),
      'op.avatar as operator_avatar',
      'o.client_id',
      'o.creator_id',
      'o.operator_id',
      'o.manager_id',
      'o.service_id',
      's.category_id as service_category_id',
      'o.queue_percent',
      'o.work_percent',
      'o.hold_reason',
      'o.cancel_reason',
      'o.archived_at',
      'o.updated_at',
    ])
    .where('o.id', '=', id)
    .executeTakeFirst();
  return row as DetailRow | undefined;
}

export interface DownloadSettingsRow {
  watermark_key: string | null;
  is_download_with_watermark: number;
  is_dark_background: number;
}

/** The order's download settings; undefined for an order without any. */
export function selectDownloadSettings(db: Q, orderId: string): Promise<DownloadSettingsRow | undefined> {
  return db
    .selectFrom('order_download_settings')
    .select(['watermark_key', 'is_download_with_watermark', 'is_dark_background'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}
