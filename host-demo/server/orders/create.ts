import { randomUUID } from 'node:crypto';
import {
  ORDER_CART_ITEM_TYPE,
  ORDER_CREATE_MESSAGES,
  type OrderForm,
  type OrderFormSource,
  type OrderSaved,
  type PaygCartItem,
  type ServiceCatalogue,
} from 'proofdesk/contract';
import { activeOrderLimit, fillTemplate, isoDay, validateOrderForm, zonedParts } from 'proofdesk/rules';
import { mergedProfile, profileOf } from '../account/profile-store';
import { type Data, type Trx, transaction } from '../data';
import {
  type DraftWrite,
  endOfNewOrders,
  type FormRow,
  insertDraft,
  lockOrderNumbers,
  maxOrderNumber,
  type OptionRow,
  selectCatalogueServices,
  selectInvoiceOrderIds,
  selectOrderForm,
  selectService,
  selectServiceOptions,
  selectSuppliedFiles,
  updateDraft,
  writePaygPending,
  writePublished,
} from '../data/orders/create-rows';
import { addTimelineEntry, columnSequence, lockAccount } from '../data/orders/order-rows';
import { selectProfilesOf, updateProfile } from '../data/users/user-rows';
import { done, type Failed, fail, invalid, notFound, type Result } from '../http';
import type { UserRow } from '../users';
import { assignDefaultWorkflow } from '../workflows/order-workflow';
import { canReadOrder } from './access';
import { renumberColumn } from './placement';

// Creating orders (issue 25): the catalogue, drafts, 'Create Order' within the active-order limit,
// pay-as-you-go drafts handed to the cart, and the form source of a duplicate.

type Creator = Pick<UserRow, 'id' | 'role' | 'client_id' | 'profile' | 'time_zone'>;

/** GET /order/services: categories, then their services with options and pay-as-you-go price. */
export async function serviceCatalogue(data: Data): Promise<ServiceCatalogue> {
  const rows = await selectCatalogueServices(data.db);
  const options = await selectServiceOptions(data.db);
  const byService = new Map<string, OptionRow[]>();
  for (const option of options)
    byService.set(option.serviceId, [...(byService.get(option.serviceId) ?? []), option]);
  const categories: ServiceCatalogue['categories'] = [];
  for (const row of rows) {
    let category = categories.at(-1);
    if (!category || category.id !== row.categoryId) {
      category = { id: row.categoryId, name: row.categoryName, services: [] };
      categories.push(category);
    }
    category.services.push({
      id: row.serviceId,
      name: row.serviceName,
      description: row.description,
      options: (byService.get(row.serviceId) ?? []).map(({ id, name, choices, required }) => ({
        id,
        name,
        choices,
        required,
      })),
      price: row.priceCents === null ? null : Number(row.priceCents) / 100,
      currency: row.currency ?? 'USD',
    });
  }
  return { categories };
}

type Checked =
  | { ok: true; write: Omit<DraftWrite, 'at'>; options: OptionRow[] }
  | { ok: false; result: Failed };

/**
 * The form against the catalogue: a known service, and options that are the service's with one of
 * their listed values (an empty value means "not chosen" and is dropped). Shape errors answer 400.
 */
async function checkAgainstCatalogue(db: Trx | Data['db'], form: OrderForm): Promise<Checked> {
  const service = await selectService(db, form.serviceId);
  if (!service) return { ok: false, result: invalid(`serviceId: ${ORDER_CREATE_MESSAGES.unknownService}`) };
  const options = await selectServiceOptions(db, [service.id]);
  const chosen: DraftWrite['options'][number][] = [];
  for (const [id, value] of Object.entries(form.options)) {
    const option = options.find((item) => item.id === id);
    if (!option) return { ok: false, result: invalid(`options.${id}: not an option of this service.`) };
    if (value === '') continue;
    if (!option.choices.includes(value))
      return { ok: false, result: invalid(`options.${id}: not one of the option's values.`) };
    chosen.push({ optionId: id, name: option.name, value });
  }
  return {
    ok: true,
    options,
    write: {
      serviceId: service.id,
      name: form.name.trim(),
      brief: form.brief,
      dueDate: form.dueDate === '' ? null : form.dueDate,
      priority: form.priority,
      options: chosen,
    },
  };
}

/** Today in the user's time zone, yyyy-mm-dd: a due date from then on is accepted. */
export const todayOf = (user: Pick<UserRow, 'time_zone'>, now: Date) =>
  isoDay(zonedParts(now, user.time_zone));

const saved = (row: { id: string; orderNumber: number }, state: OrderSaved['state']): OrderSaved => ({
  orderId: row.id,
  orderNumber: row.orderNumber,
  state,
});

/** POST /order: a new draft of the user's account (only its service is needed yet). */
export async function createDraft(
  data: Data,
  user: Creator,
  form: OrderForm,
  now: Date,
): Promise<Result<OrderSaved>> {
  if (!user.client_id) return fail(403, 'Only users of a customer account create orders.');
  const clientId = user.client_id;
  const at = now.toISOString();
  const packageName = profileOf(user).membership.title || null;
  return transaction(data, async (trx): Promise<Result<OrderSaved>> => {
    const checked = await checkAgainstCatalogue(trx, form);
    if (!checked.ok) return checked.result;
    // Order numbers are global: allocations queue (PostgreSQL), as the account's column does.
    await lockOrderNumbers(trx, data.dialect);
    await lockAccount(trx, data.dialect, clientId);
    const orderNumber = (await maxOrderNumber(trx)) + 1;
    const id = `order-${randomUUID()}`;
    await insertDraft(trx, {
      ...checked.write,
      id,
      orderNumber,
      clientId,
      creatorId: user.id,
      packageName,
      position: await endOfNewOrders(trx, clientId),
      at,
    });
    // The account's default approval workflow (issue 26), from its first stage.
    await assignDefaultWorkflow(trx, { user, clientId, orderId: id, at: now.getTime() });
    await addTimelineEntry(trx, {
      id: randomUUID(),
      orderId: id,
      userId: user.id,
      type: 'progress',
      content: 'Order saved as a draft',
      at,
    });
    return done({ data: saved({ id, orderNumber }, 'draft'), message: ORDER_CREATE_MESSAGES.draftSaved });
  });
}

type Reader = Pick<UserRow, 'role' | 'client_id'>;

/** The order's form row when `user` may read it (404 otherwise, no existence leak). */
async function readableForm(db: Trx | Data['db'], user: Reader, id: string, lock?: Data['dialect']) {
  const row = await selectOrderForm(db, id, lock);
  if (!row || !canReadOrder(user, { client_id: row.clientId, client_parent_id: row.clientParentId }))
    return undefined;
  return row;
}

const isDraft = (row: FormRow) =>
  row.status === 'new-order' && row.cardState === 'DRAFT_CARD' && !row.archivedAt;

/**
 * A draft the user's own account may change: a reseller reads its customers' orders but does not
 * place orders for them (their account's decisions), so only the ordering account edits a draft.
 */
function editable(user: Reader, row: FormRow | undefined): Result<never> | null {
  if (!row) return notFound('Order not found.');
  if (row.clientId !== user.client_id) return fail(403, 'Only the ordering account edits its drafts.');
  if (!isDraft(row)) return fail(409, ORDER_CREATE_MESSAGES.notDraft);
  if (row.payg) return fail(409, ORDER_CREATE_MESSAGES.paygPending);
  return null;
}

/** PUT /order/{id}: the draft's new values, whole. */
export async function saveDraft(
  data: Data,
  user: Creator,
  id: string,
  form: OrderForm,
  now: Date,
): Promise<Result<OrderSaved>> {
  return transaction(data, async (trx): Promise<Result<OrderSaved>> => {
    const row = await readableForm(trx, user, id, data.dialect);
    const refused = editable(user, row);
    if (refused || !row) return refused ?? notFound();
    const checked = await checkAgainstCatalogue(trx, form);
    if (!checked.ok) return checked.result;
    await updateDraft(trx, id, { ...checked.write, at: now.toISOString() });
    return done({ data: saved(row, 'draft'), message: ORDER_CREATE_MESSAGES.draftSaved });
  });
}

/** The draft's stored values as the form sends them. */
function formOf(row: FormRow): OrderForm {
  return {
    serviceId: row.serviceId ?? '',
    name: row.name,
    brief: row.brief,
    dueDate: row.dueDate ? row.dueDate.slice(0, 10) : '',
    priority: row.priority === 'high' ? 'high' : 'normal',
    options: row.options,
  };
}

/** Whether the stored draft is complete for publishing; the messages name each missing field. */
async function completeness(trx: Trx, row: FormRow, user: Creator, now: Date): Promise<string[]> {
  if (!row.serviceId) return [`serviceId: ${ORDER_CREATE_MESSAGES.unknownService}`];
  const options = await selectServiceOptions(trx, [row.serviceId]);
  const check = validateOrderForm(formOf(row), options, todayOf(user, now));
  if (check.canSubmit) return [];
  const problems = Object.entries(check.errors).filter(([, error]) => error !== null);
  const optionProblems = Object.entries(check.options).filter(([, error]) => error !== null);
  return [...problems, ...optionProblems.map(([id, error]) => [`options.${id}`, error] as const)].map(
    ([field, error]) => `${field}: ${error}`,
  );
}

/**
 * POST /order/{id}/publish ('Create Order'): the complete draft becomes an order in its account's
 * New Order column ('high' priority first, 'normal' last) if the account is within its active-order
 * limit (plan maximum plus retail quota, §9); the account's active-order count goes up by one. A
 * free-plan account pays as you go and is sent to the cart instead. The account's profiles are
 * locked while the count is read and written, so two publishes cannot both take the last place.
 */
export async function publishDraft(
  data: Data,
  user: Creator,
  id: string,
  now: Date,
): Promise<Result<OrderSaved> & { profilesOf?: string[] }> {
  const at = now.toISOString();
  return transaction(data, async (trx) => {
    // The account first, as moves take it: then the order and the account's users, in that order.
    if (user.client_id) await lockAccount(trx, data.dialect, user.client_id);
    const row = await readableForm(trx, user, id, data.dialect);
    const refused = editable(user, row);
    if (refused || !row) return refused ?? notFound();
    const problems = await completeness(trx, row, user, now);
    if (problems.length > 0) return fail(400, ORDER_CREATE_MESSAGES.incomplete, { messages: problems });
    const profiles = await selectProfilesOf(trx, { clientId: row.clientId }, data.dialect);
    const figures = profileOf(profiles.find((p) => p.id === user.id) ?? user);
    if (figures.membership.type === 'free') return fail(402, ORDER_CREATE_MESSAGES.paygOnly);
    const limit = activeOrderLimit(figures);
    if (limit.reached) {
      return fail(409, fillTemplate(ORDER_CREATE_MESSAGES.limitReached, { limit: String(limit.limit) }), {
        messages: [`active: ${limit.active}`, `limit: ${limit.limit}`],
      });
    }
    await placePublished(trx, data.dialect, row, user.id, at);
    for (const profile of profiles) {
      const current = profileOf(profile).membership.orders;
      await updateProfile(
        trx,
        profile.id,
        mergedProfile(profile.profile, {
          membership: {
            orders: {
              ...current,
              currentActiveOrder: current.currentActiveOrder + 1,
              used: current.used + 1,
            },
          },
        }),
      );
    }
    return {
      ...done({ data: saved(row, 'published'), message: ORDER_CREATE_MESSAGES.published }),
      profilesOf: profiles.map((profile) => profile.id),
    };
  });
}

/** The draft takes its place in the account's New Order column, as an active card, with a timeline line. */
async function placePublished(
  trx: Trx,
  dialect: Data['dialect'],
  row: FormRow,
  userId: string | null,
  at: string,
) {
  await lockAccount(trx, dialect, row.clientId);
  const sequence = await columnSequence(trx, row.clientId, ['new-order'], row.id);
  const first = sequence[0];
  const last = sequence.at(-1);
  const position = row.priority === 'high' ? (first ? first.position - 1 : 0) : last ? last.position + 1 : 0;
  await writePublished(trx, row.id, { cardState: 'ACTIVE_CARD', position, at });
  await renumberColumn(trx, row.clientId, 'new-order');
  await addTimelineEntry(trx, {
    id: randomUUID(),
    orderId: row.id,
    userId,
    type: 'progress',
    content: 'Order published',
    at,
  });
}

/**
 * POST /order/{id}/pay-as-you-go: a complete draft of a free-plan account waits in the cart; the
 * answer is the cart item to add ({id: order id, type 'order', qty 1}). Paid, it is published
 * (`publishPaidOrders`). Accounts with a plan publish instead.
 */
export async function draftToCart(
  data: Data,
  user: Creator,
  id: string,
  now: Date,
): Promise<Result<PaygCartItem>> {
  return transaction(data, async (trx): Promise<Result<PaygCartItem>> => {
    const row = await readableForm(trx, user, id, data.dialect);
    if (row?.payg && isDraft(row) && row.clientId === user.client_id) {
      // Already in the cart (a repeated click, another tab): the same item again.
      return done({ data: cartAnswer(row), message: ORDER_CREATE_MESSAGES.inCart });
    }
    const refused = editable(user, row);
    if (refused || !row) return refused ?? notFound();
    if (profileOf(user).membership.type !== 'free') return fail(409, ORDER_CREATE_MESSAGES.notPayg);
    const problems = await completeness(trx, row, user, now);
    if (problems.length > 0) return fail(400, ORDER_CREATE_MESSAGES.incomplete, { messages: problems });
    const service = row.serviceId ? await selectService(trx, row.serviceId) : undefined;
    if (!service?.productId) return fail(409, ORDER_CREATE_MESSAGES.noPaygPrice);
    await writePaygPending(trx, row.id, now.toISOString());
    return done({ data: cartAnswer(row), message: ORDER_CREATE_MESSAGES.inCart });
  });
}

const cartAnswer = (row: FormRow): PaygCartItem => ({
  ...saved(row, 'in-cart'),
  item: { id: row.id, type: ORDER_CART_ITEM_TYPE, qty: 1 },
});

/**
 * For the payment that settles an invoice (checkout's provider confirmation): publishes the
 * pay-as-you-go orders its lines bought, in the caller's transaction; returns their ids. A
 * pay-as-you-go order is bought, so no active-order limit applies. Orders no longer waiting
 * (deleted, already published) are skipped.
 */
export async function publishPaidOrders(trx: Trx, dialect: Data['dialect'], invoiceId: string, at: string) {
  const published: { id: string; clientId: string }[] = [];
  for (const orderId of await selectInvoiceOrderIds(trx, invoiceId)) {
    const found = await selectOrderForm(trx, orderId);
    if (!found) continue;
    // The account's lock before the order's, as moves and publishes take them.
    await lockAccount(trx, dialect, found.clientId);
    const row = await selectOrderForm(trx, orderId, dialect);
    if (!row || !isDraft(row) || !row.payg) continue;
    await placePublished(trx, dialect, row, null, at);
    published.push({ id: row.id, clientId: row.clientId });
  }
  return published;
}

/**
 * GET /order/{id}/form: a readable order as the form's source, a draft to go on editing or any
 * order to duplicate, with its supplied files offered for copying.
 */
export async function orderFormSource(
  data: Data,
  user: Reader,
  id: string,
): Promise<Result<OrderFormSource>> {
  const row = await readableForm(data.db, user, id);
  if (!row) return notFound('Order not found.');
  const files = await selectSuppliedFiles(data.db, id);
  return done({
    data: {
      orderId: row.id,
      orderNumber: row.orderNumber,
      form: formOf(row),
      isDraft: isDraft(row),
      inCart: isDraft(row) && row.payg,
      files: files.map(({ attachmentId, fileName, size }) => ({ attachmentId, fileName, size })),
    },
  });
}
