import { type Kysely, sql } from 'kysely';
import { forUpdate } from '../dialect';
import type { Dialect } from '../open-data';
import type { Database } from '../schema';

// The SQL of creating and duplicating orders (issue 25): the service catalogue, drafts and their
// chosen options, publishing, pay-as-you-go drafts and their invoice lines, supplied files.

type Q = Kysely<Database>;

export interface CatalogueRow {
  categoryId: string;
  categoryName: string;
  serviceId: string;
  serviceName: string;
  description: string;
  priceCents: number | null;
  currency: string | null;
}

/** Every service with a category, by category name then service name (case-insensitive). */
export function selectCatalogueServices(db: Q): Promise<CatalogueRow[]> {
  return db
    .selectFrom('services as s')
    .innerJoin('service_categories as c', 'c.id', 's.category_id')
    .leftJoin('products as p', (join) => join.onRef('p.id', '=', 's.product_id').on('p.active', '=', 1))
    .select([
      'c.id as categoryId',
      'c.name as categoryName',
      's.id as serviceId',
      's.name as serviceName',
      's.description as description',
      'p.price_cents as priceCents',
      'p.currency as currency',
    ])
    .orderBy((eb) => eb.fn('lower', ['c.name']))
    .orderBy('c.id')
    .orderBy((eb) => eb.fn('lower', ['s.name']))
    .orderBy('s.id')
    .execute();
}

export interface OptionRow {
  id: string;
  serviceId: string;
  name: string;
  choices: string[];
  required: boolean;
}

/** The option lists of `serviceIds` (all services when absent), in each service's order. */
export async function selectServiceOptions(db: Q, serviceIds?: readonly string[]): Promise<OptionRow[]> {
  if (serviceIds && serviceIds.length === 0) return [];
  let query = db
    .selectFrom('service_options')
    .select(['id', 'service_id', 'name', 'choices', 'required'])
    .orderBy('service_id')
    .orderBy('position')
    .orderBy('id');
  if (serviceIds) query = query.where('service_id', 'in', serviceIds);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    serviceId: row.service_id,
    name: row.name,
    choices: parseChoices(row.choices),
    required: Number(row.required) === 1,
  }));
}

function parseChoices(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export interface ServiceRow {
  id: string;
  name: string;
  productId: string | null;
}

/** A service that has a category (the catalogue shows only those); undefined otherwise. */
export function selectService(db: Q, id: string): Promise<ServiceRow | undefined> {
  return db
    .selectFrom('services')
    .select(['id', 'name', 'product_id as productId'])
    .where('id', '=', id)
    .where('category_id', 'is not', null)
    .executeTakeFirst();
}

/** The highest order number so far (1000 before the first order, as the seed counts). */
export async function maxOrderNumber(db: Q): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.max('order_number').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 1000);
}

/** Where a new draft sits: behind the account's other orders of the New Order column. */
export async function endOfNewOrders(db: Q, clientId: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.max('position').as('max'))
    .where('client_id', '=', clientId)
    .where('status', '=', 'new-order')
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

export interface DraftWrite {
  serviceId: string;
  name: string;
  brief: string;
  dueDate: string | null;
  priority: string;
  options: readonly { optionId: string; name: string; value: string }[];
  at: string;
}

export interface NewDraft extends DraftWrite {
  id: string;
  orderNumber: number;
  clientId: string;
  creatorId: string;
  packageName: string | null;
  position: number;
}

export async function insertDraft(db: Q, draft: NewDraft): Promise<void> {
  await db
    .insertInto('orders')
    .values({
      id: draft.id,
      order_number: draft.orderNumber,
      client_id: draft.clientId,
      creator_id: draft.creatorId,
      operator_id: null,
      manager_id: null,
      service_id: draft.serviceId,
      name: draft.name,
      package_name: draft.packageName,
      status: 'new-order',
      card_state: 'DRAFT_CARD',
      position: draft.position,
      is_frozen: 0,
      locked_at: null,
      archived_at: null,
      queue_percent: null,
      work_percent: null,
      created_at: draft.at,
      updated_at: draft.at,
      due_date: draft.dueDate,
      hold_reason: null,
      cancel_reason: null,
      brief: draft.brief,
      priority: draft.priority,
      payg: 0,
    })
    .execute();
  await writeOptions(db, draft.id, draft.options);
}

/** The draft's new values, whole (its options replaced). */
export async function updateDraft(db: Q, id: string, draft: DraftWrite): Promise<void> {
  await db
    .updateTable('orders')
    .set({
      service_id: draft.serviceId,
      name: draft.name,
      brief: draft.brief,
      due_date: draft.dueDate,
      priority: draft.priority,
      updated_at: draft.at,
    })
    .where('id', '=', id)
    .execute();
  await db.deleteFrom('order_options').where('order_id', '=', id).execute();
  await writeOptions(db, id, draft.options);
}

async function writeOptions(db: Q, orderId: string, options: DraftWrite['options']): Promise<void> {
  if (options.length === 0) return;
  await db
    .insertInto('order_options')
    .values(
      options.map((item) => ({
        order_id: orderId,
        option_id: item.optionId,
        name: item.name,
        value: item.value,
      })),
    )
    .execute();
}

export interface FormRow {
  id: string;
  orderNumber: number;
  clientId: string;
  clientParentId: string | null;
  serviceId: string | null;
  name: string;
  brief: string;
  dueDate: string | null;
  priority: string;
  status: string;
  cardState: string | null;
  payg: boolean;
  archivedAt: string | null;
  options: Record<string, string>;
}

/** What the order form reads of an order (a draft to edit, or any order to duplicate). */
export async function selectOrderForm(db: Q, id: string, lock?: Dialect): Promise<FormRow | undefined> {
  const query = db
    .selectFrom('orders as o')
    .innerJoin('clients as c', 'c.id', 'o.client_id')
    .select([
      'o.id',
      'o.order_number',
      'o.client_id',
      'c.parent_client_id',
      'o.service_id',
      'o.name',
      'o.brief',
      'o.due_date',
      'o.priority',
      'o.status',
      'o.card_state',
      'o.payg',
      'o.archived_at',
    ])
    .where('o.id', '=', id);
  const row = await (lock ? forUpdate(lock, query) : query).executeTakeFirst();
  if (!row) return undefined;
  const options = await db
    .selectFrom('order_options')
    .select(['option_id', 'value'])
    .where('order_id', '=', id)
    .orderBy('option_id')
    .execute();
  return {
    id: row.id,
    orderNumber: Number(row.order_number),
    clientId: row.client_id,
    clientParentId: row.parent_client_id,
    serviceId: row.service_id,
    name: row.name,
    brief: row.brief,
    dueDate: row.due_date,
    priority: row.priority,
    status: row.status,
    cardState: row.card_state,
    payg: Number(row.payg) === 1,
    archivedAt: row.archived_at,
    options: Object.fromEntries(options.map((item) => [item.option_id, item.value])),
  };
}

/** A draft becomes a published order: its card state and place in the New Order column. */
export async function writePublished(
  db: Q,
  id: string,
  published: { cardState: string; position: number; at: string },
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ card_state: published.cardState, position: published.position, payg: 0, updated_at: published.at })
    .where('id', '=', id)
    .execute();
}

/** Marks a complete draft as waiting in the cart for payment (pay as you go). */
export async function writePaygPending(db: Q, id: string, at: string): Promise<void> {
  await db.updateTable('orders').set({ payg: 1, updated_at: at }).where('id', '=', id).execute();
}

export interface PaygOrderPrice {
  orderId: string;
  orderNumber: number;
  clientId: string;
  orderName: string;
  serviceName: string;
  cardState: string | null;
  payg: boolean;
  productId: string | null;
  priceCents: number | null;
  currency: string | null;
}

/** A pay-as-you-go order as the cart prices it: the order, its service and the service's product. */
export function selectPaygOrderPrice(db: Q, id: string): Promise<PaygOrderPrice | undefined> {
  return db
    .selectFrom('orders as o')
    .leftJoin('services as s', 's.id', 'o.service_id')
    .leftJoin('products as p', (join) => join.onRef('p.id', '=', 's.product_id').on('p.active', '=', 1))
    .select([
      'o.id as orderId',
      'o.order_number as orderNumber',
      'o.client_id as clientId',
      'o.name as orderName',
      's.name as serviceName',
      'o.card_state as cardState',
      'o.payg',
      'p.id as productId',
      'p.price_cents as priceCents',
      'p.currency as currency',
    ])
    .where('o.id', '=', id)
    .where('o.archived_at', 'is', null)
    .executeTakeFirst()
    .then((row) =>
      row
        ? {
            ...row,
            orderNumber: Number(row.orderNumber),
            serviceName: row.serviceName ?? '',
            payg: Number(row.payg) === 1,
          }
        : undefined,
    );
}

/** The pay-as-you-go orders an invoice's lines bought. */
export async function selectInvoiceOrderIds(db: Q, invoiceId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('invoice_lines')
    .select('order_id')
    .where('invoice_id', '=', invoiceId)
    .where('order_id', 'is not', null)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.order_id).filter((id): id is string => id !== null);
}

export interface SuppliedFile {
  attachmentId: string;
  fileName: string;
  fileType: string;
  size: number;
  storageKey: string;
}

/** The order's supplied files (the customer's brief), each at its newest live version. */
export async function selectSuppliedFiles(db: Q, orderId: string): Promise<SuppliedFile[]> {
  const rows = await db
    .selectFrom('attachments as a')
    .innerJoin('attachment_versions as v', 'v.attachment_id', 'a.id')
    .select([
      'a.id as attachmentId',
      'v.file_name as fileName',
      'v.file_type as fileType',
      'v.file_size as size',
      'v.storage_key as storageKey',
      'v.version',
    ])
    .where('a.order_id', '=', orderId)
    .where('a.group', '=', 'suppliedFiles')
    .where('v.deleted_at', 'is', null)
    .orderBy('a.created_at')
    .orderBy('a.id')
    .orderBy('v.version', 'desc')
    .execute();
  const newest = new Map<string, SuppliedFile>();
  for (const row of rows) {
    if (newest.has(row.attachmentId)) continue;
    newest.set(row.attachmentId, {
      attachmentId: row.attachmentId,
      fileName: row.fileName,
      fileType: row.fileType,
      size: Number(row.size),
      storageKey: row.storageKey,
    });
  }
  return [...newest.values()];
}

/**
 * Order numbers are global (orders.order_number is UNIQUE): new drafts of any account take the
 * next one in turn. PostgreSQL: a transaction-scoped advisory lock (key 2501); SQLite's write lock
 * already serialises writers.
 */
export async function lockOrderNumbers(db: Q, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(2501)`.execute(db);
}

export interface CopiedFile {
  attachmentId: string;
  versionId: string;
  fileName: string;
  fileType: string;
  storageKey: string;
  size: number;
  /** The stored object's media type (its uploads row's). */
  contentType: string;
}

/**
 * New supplied-file attachments (version 1 each) of `orderId`, for copies of another order's files,
 * each with its registered uploads row (the storage endpoint serves only keys it has a row for).
 */
export async function insertCopiedFiles(
  db: Q,
  orderId: string,
  files: readonly CopiedFile[],
  by: { id: string; role: string },
  at: string,
): Promise<void> {
  if (files.length === 0) return;
  await db
    .insertInto('attachments')
    .values(
      files.map((file) => ({
        id: file.attachmentId,
        order_id: orderId,
        group: 'suppliedFiles',
        file_name: file.fileName,
        starting_tab: 'public',
        is_disabled_internal_tab_annotation: 0,
        is_disabled_public_tab_annotation: 0,
        attachment_type_start_from: 'supplied',
        created_at: at,
        created_by: by.id,
      })),
    )
    .execute();
  await db
    .insertInto('attachment_versions')
    .values(
      files.map((file) => ({
        id: file.versionId,
        attachment_id: file.attachmentId,
        version: 1,
        file_name: file.fileName,
        file_type: file.fileType,
        storage_key: file.storageKey,
        file_size: file.size,
        created_at: at,
        is_internal: 0,
        thumbnail_key: null,
        uploaded_by_type: by.role,
        creator_id: by.id,
      })),
    )
    .execute();
  await db
    .insertInto('uploads')
    .values(
      files.map((file) => ({
        key: file.storageKey,
        order_id: orderId,
        user_id: by.id,
        type: 'attachment',
        name: file.fileName,
        size: file.size,
        content_type: file.contentType,
        status: 'registered',
        created_at: at,
        expires_at: at,
      })),
    )
    .execute();
}
