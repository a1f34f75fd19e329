import { randomUUID } from 'node:crypto';
import {
  type CreatedResellerCustomer,
  type CreateResellerCustomerRequest,
  RESELLER_CUSTOMER_MESSAGES,
  type ResellerCustomer,
} from 'proofdesk/contract';
import { validateResellerCustomerForm } from 'proofdesk/rules';
import { firstPassword } from '../auth';
import { transaction } from '../data';
import {
  type CustomerRecord,
  customerEmailTaken,
  insertCustomer,
  selectCustomer,
  selectCustomerPage,
  updateCustomer,
} from '../data/reseller/customer-rows';
import {
  done,
  donePage,
  type Failed,
  fail,
  formRefusal,
  notFound,
  type Result,
  type ServerContext,
} from '../http';
import { insertWithUniqueEmail, type UserRow } from '../users';

// A white-label client's customers (issue 26 "White-label clients' customers"): the reseller's
// owner and staff list, create, open and edit the customer accounts it resells to. Each is a real
// customer account (a client whose parent is the reseller's) with an owner user who signs in with
// the password generated here and shown once (docs/rules-and-choices.md). Another reseller's
// customer is answered as not found, never as forbidden (its existence does not leak).

type Ctx = Pick<ServerContext, 'data' | 'now'>;

export function toResellerCustomer(row: CustomerRecord): ResellerCustomer {
  return {
    id: row.id,
    companyName: row.name,
    ownerId: row.owner_id,
    firstname: row.firstname,
    lastname: row.lastname,
    emailAddress: row.email,
    jobTitle: row.job_title,
    orders: { total: row.orders_total, open: row.orders_open },
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function customerPage(
  ctx: Ctx,
  caller: UserRow,
  search: string | undefined,
  page: number,
  limit: number,
): Promise<Result<ResellerCustomer[]>> {
  if (!caller.client_id) return done({ data: [], meta: { page, totalPages: 1 } });
  const { rows, total } = await selectCustomerPage(
    ctx.data.db,
    ctx.data.dialect,
    caller.client_id,
    search,
    page,
    limit,
  );
  return donePage(rows.map(toResellerCustomer), page, limit, total);
}

export async function readCustomer(
  ctx: Ctx,
  caller: UserRow,
  customerId: string,
): Promise<Result<ResellerCustomer>> {
  const row = caller.client_id ? await selectCustomer(ctx.data.db, caller.client_id, customerId) : undefined;
  return row ? done({ data: toResellerCustomer(row) }) : notFound(RESELLER_CUSTOMER_MESSAGES.notFound);
}

/** The form rule of the portal (sdk/core/domain/reseller-customer.ts), answered per field. */
const formProblems = (body: CreateResellerCustomerRequest): Failed | undefined =>
  formRefusal(RESELLER_CUSTOMER_MESSAGES.formInvalid, validateResellerCustomerForm(body));

const cleaned = (body: CreateResellerCustomerRequest) => ({
  name: body.companyName.trim(),
  firstname: body.firstname.trim(),
  lastname: body.lastname.trim(),
  email: body.emailAddress.trim().toLowerCase(),
  job_title: body.jobTitle.trim(),
});

export async function createCustomer(
  ctx: Ctx,
  caller: UserRow,
  body: CreateResellerCustomerRequest,
): Promise<Result<CreatedResellerCustomer>> {
  const problem = formProblems(body);
  if (problem) return problem;
  const resellerId = caller.client_id;
  if (!resellerId) return notFound(RESELLER_CUSTOMER_MESSAGES.notFound);
  const { name, ...owner } = cleaned(body);
  // The first password: a §5 generated one, answered once and never stored in clear; the customer
  // changes it in Manage Profile or resets it with Forgot Password.
  const { password: initialPassword, hash } = await firstPassword();
  const id = randomUUID();
  const createdAt = ctx.now().getTime();
  const taken = await insertWithUniqueEmail(
    () => customerEmailTaken(ctx.data.db, owner.email),
    () =>
      transaction(ctx.data, (trx) =>
        insertCustomer(
          trx,
          { id, name, parent_client_id: resellerId, created_at: createdAt },
          {
            id: randomUUID(),
            ...owner,
            password_hash: hash,
            time_zone: caller.time_zone,
            // The customer completes its own profile before placing orders (the shell's welcome modal).
            profile: JSON.stringify({ isProfileComplete: false }),
          },
        ),
      ),
    fail(409, RESELLER_CUSTOMER_MESSAGES.emailTaken),
  );
  if (taken) return taken;
  const row = await selectCustomer(ctx.data.db, resellerId, id);
  return done({
    data: { customer: toResellerCustomer(row!), initialPassword },
    id,
    message: RESELLER_CUSTOMER_MESSAGES.created,
  });
}

export async function editCustomer(
  ctx: Ctx,
  caller: UserRow,
  customerId: string,
  body: CreateResellerCustomerRequest,
): Promise<Result<ResellerCustomer>> {
  const problem = formProblems(body);
  if (problem) return problem;
  const resellerId = caller.client_id;
  if (!resellerId) return notFound(RESELLER_CUSTOMER_MESSAGES.notFound);
  const fields = cleaned(body);
  const outcome = await transaction(ctx.data, async (trx) => {
    const row = await selectCustomer(trx, resellerId, customerId, ctx.data.dialect);
    if (!row) return notFound(RESELLER_CUSTOMER_MESSAGES.notFound);
    if (await customerEmailTaken(trx, fields.email, row.owner_id))
      return fail(409, RESELLER_CUSTOMER_MESSAGES.emailTaken);
    await updateCustomer(trx, row.id, row.owner_id, fields);
    return undefined;
  });
  if (outcome) return outcome;
  const row = await selectCustomer(ctx.data.db, resellerId, customerId);
  return done({ data: toResellerCustomer(row!), message: RESELLER_CUSTOMER_MESSAGES.updated });
}
