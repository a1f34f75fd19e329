import { randomUUID } from 'node:crypto';
import { type AddPaymentMethodRequest, PAYMENT_MESSAGES, type PaymentMethod } from 'proofdesk/contract';
import { type Data, transaction } from '../data';
import {
  deleteInactivePaymentMethod,
  insertPaymentMethod,
  listPaymentMethods,
  lockPaymentMethods,
  type PaymentMethodRow,
  readPaymentMethod,
  setDefaultPaymentMethod,
  setPaymentMethodActive,
} from '../data/payments/payment-rows';
import { done, fail, notFound, type Result } from '../http';
import type { PaymentProvider } from './provider';

// Payment methods of an account (dashboard §3, §5): listed, added from a provider token, made
// default, deactivated or activated, and deleted once deactivated. The first method added becomes
// the default; a deactivated one stops being it.

export function paymentMethodOf(row: PaymentMethodRow): PaymentMethod {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    expMonth: Number(row.exp_month),
    expYear: Number(row.exp_year),
    holderName: row.holder_name,
    isDefault: Number(row.is_default) === 1,
    isActive: Number(row.is_active) === 1,
    createdAt: new Date(Number(row.created_at)).toISOString(),
  };
}

export async function listMethods(data: Data, clientId: string): Promise<PaymentMethod[]> {
  return (await listPaymentMethods(data.db, clientId)).map(paymentMethodOf);
}

export async function readMethod(data: Data, clientId: string, id: string): Promise<Result<PaymentMethod>> {
  const row = await readPaymentMethod(data.db, clientId, id);
  return row ? done({ data: paymentMethodOf(row) }) : notFound(PAYMENT_MESSAGES.methodNotFound);
}

export async function addMethod(
  data: Data,
  provider: PaymentProvider,
  owner: { clientId: string; userId: string },
  body: AddPaymentMethodRequest,
  now: Date,
): Promise<Result<PaymentMethod>> {
  const card = await provider.describeToken(body.token);
  if (!card) return fail(400, PAYMENT_MESSAGES.tokenInvalid);
  const row = await transaction(data, async (trx) => {
    await lockPaymentMethods(trx, data.dialect, owner.clientId);
    const existing = await listPaymentMethods(trx, owner.clientId);
    const id = await insertPaymentMethod(trx, {
      id: `pm-${randomUUID()}`,
      clientId: owner.clientId,
      createdBy: owner.userId,
      provider: provider.name,
      token: body.token,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      holderName: (body.holderName ?? '').trim(),
      createdAt: now.getTime(),
    });
    const hasDefault = existing.some((method) => Number(method.is_default) === 1 && method.id !== id);
    if (body.makeDefault || !hasDefault) await setDefaultPaymentMethod(trx, owner.clientId, id);
    return readPaymentMethod(trx, owner.clientId, id);
  });
  if (!row) return notFound(PAYMENT_MESSAGES.methodNotFound);
  return done({ data: paymentMethodOf(row), message: PAYMENT_MESSAGES.methodAdded });
}

export type MethodChange = 'default' | 'deactivate' | 'activate';

export async function changeMethod(
  data: Data,
  clientId: string,
  id: string,
  change: MethodChange,
): Promise<Result<PaymentMethod>> {
  return transaction(data, async (trx): Promise<Result<PaymentMethod>> => {
    await lockPaymentMethods(trx, data.dialect, clientId);
    const row = await readPaymentMethod(trx, clientId, id);
    if (!row) return notFound(PAYMENT_MESSAGES.methodNotFound);
    let message: string;
    if (change === 'default') {
      if (Number(row.is_active) !== 1) return fail(400, PAYMENT_MESSAGES.defaultInactive);
      await setDefaultPaymentMethod(trx, clientId, id);
      message = PAYMENT_MESSAGES.methodDefault;
    } else {
      await setPaymentMethodActive(trx, clientId, id, change === 'activate');
      message = change === 'activate' ? PAYMENT_MESSAGES.methodActivated : PAYMENT_MESSAGES.methodDeactivated;
    }
    const after = await readPaymentMethod(trx, clientId, id);
    return after
      ? done({ data: paymentMethodOf(after), message })
      : notFound(PAYMENT_MESSAGES.methodNotFound);
  });
}

/** Dashboard §5: "An active payment method must be deactivated before it can be deleted." */
export async function deleteMethod(data: Data, clientId: string, id: string): Promise<Result> {
  return transaction(data, async (trx): Promise<Result> => {
    const row = await readPaymentMethod(trx, clientId, id, data.dialect);
    if (!row) return notFound(PAYMENT_MESSAGES.methodNotFound);
    if (Number(row.is_active) === 1) return fail(409, PAYMENT_MESSAGES.deactivateFirst);
    await deleteInactivePaymentMethod(trx, clientId, id);
    return done({ message: PAYMENT_MESSAGES.methodDeleted });
  });
}
