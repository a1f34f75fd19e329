import { randomUUID } from 'node:crypto';
import { PAYMENT_MESSAGES, type PayResult } from 'proofdesk/contract';
import { MANAGER_ROLES } from 'proofdesk/rules';
import { applyPaidInvoice } from '../commerce';
import { type Data, transaction } from '../data';
import {
  accountMemberIds,
  attachCharge,
  claimPayment,
  confirmPayment,
  dropPendingPayment,
  markInvoicePaid,
  orderAudienceIds,
  type PaymentRow,
  readInvoice,
  readInvoiceById,
  readPaymentById,
  readPaymentByKey,
  readPaymentMethod,
  settlePayment,
} from '../data/payments/payment-rows';
import { done, fail, notFound, type Result } from '../http';
import { publishPaidOrders } from '../orders/create';
import type { RealtimeHub } from '../realtime';
import type { ChargeSucceededEvent, PaymentProvider } from './provider';

/** The same key names one attempt: 1 to 255 printable characters (Stripe's rule). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const PAY_MESSAGES = {
  keyRequired: 'Idempotency-Key must be 1 to 255 printable characters, one per payment attempt.',
  keyReused: 'This Idempotency-Key was already used for a different payment.',
} as const;

export interface PayContext {
  data: Data;
  provider: PaymentProvider;
  now: () => Date;
}

/** What an attempt that already has an outcome answers (the first answer, for a repeated key). */
async function answerOf(data: Data, payment: PaymentRow): Promise<Result<PayResult>> {
  if (payment.status === 'pending' && payment.provider_charge_id === null)
    return fail(409, PAYMENT_MESSAGES.inProgress);
  if (payment.status === 'declined') return fail(402, PAYMENT_MESSAGES.declined);
  if (payment.status === 'failed') return fail(402, PAYMENT_MESSAGES.retry);
  const invoice = await readInvoice(data.db, payment.client_id, payment.invoice_id);
  return done({
    data: { paymentId: payment.id, status: payment.status, invoiceStatus: invoice?.status ?? 'unpaid' },
    ...(payment.status === 'succeeded' ? { message: PAYMENT_MESSAGES.paid } : {}),
  });
}

/**
 * POST /invoices/:id/pay: one charge attempt on the account's unpaid invoice with one of its active
 * payment methods. The attempt is claimed under its idempotency key first (a repeat answers from
 * it, and never charges twice), then the provider charges with the same key. A decline or a
 * temporary failure is recorded and answered (nothing charged); an accepted charge is left to the
 * provider's confirmation, which marks the invoice paid (`confirmCharge`).
 */
export async function payInvoice(
  ctx: PayContext,
  user: { id: string; client_id: string | null },
  invoiceId: string,
  paymentMethodId: string,
  keyHeader: string | string[] | undefined,
): Promise<Result<PayResult>> {
  const clientId = user.client_id;
  if (!clientId) return notFound(PAYMENT_MESSAGES.invoiceNotFound);
  const key = typeof keyHeader === 'string' ? keyHeader : '';
  if (!KEY_PATTERN.test(key)) return fail(400, PAY_MESSAGES.keyRequired);

  const earlier = await readPaymentByKey(ctx.data.db, clientId, key);
  if (earlier) {
    if (earlier.invoice_id !== invoiceId || earlier.payment_method_id !== paymentMethodId)
      return fail(422, PAY_MESSAGES.keyReused);
    return answerOf(ctx.data, earlier);
  }

  const invoice = await readInvoice(ctx.data.db, clientId, invoiceId);
  if (!invoice) return notFound(PAYMENT_MESSAGES.invoiceNotFound);
  if (invoice.status === 'paid') return fail(409, PAYMENT_MESSAGES.invoicePaid);
  if (invoice.status !== 'unpaid') return fail(409, PAYMENT_MESSAGES.invoiceVoid);
  const method = await readPaymentMethod(ctx.data.db, clientId, paymentMethodId);
  if (!method) return notFound(PAYMENT_MESSAGES.methodNotFound);
  if (Number(method.is_active) !== 1) return fail(400, PAYMENT_MESSAGES.methodInactive);

  const paymentId = `pay-${randomUUID()}`;
  const claimed = await claimPayment(ctx.data.db, {
    id: paymentId,
    invoiceId,
    clientId,
    userId: user.id,
    paymentMethodId,
    idempotencyKey: key,
    provider: ctx.provider.name,
    amountCents: Number(invoice.subtotal_cents),
    currency: invoice.currency,
    brand: method.brand,
    last4: method.last4,
    createdAt: ctx.now().getTime(),
  });
  if (!claimed) {
    const first = await readPaymentByKey(ctx.data.db, clientId, key);
    return first ? answerOf(ctx.data, first) : fail(409, PAYMENT_MESSAGES.inProgress);
  }

  let outcome: Awaited<ReturnType<PaymentProvider['charge']>>;
  try {
    outcome = await ctx.provider.charge({
      token: method.token,
      amountCents: Number(invoice.subtotal_cents),
      currency: invoice.currency,
      // The provider's key: ours, scoped to the account, so two accounts' keys never meet.
      idempotencyKey: `${clientId}:${key}`,
      reference: invoiceId,
      paymentId,
    });
  } catch (error) {
    // Outcome unknown: the attempt stays pending; the same key retried asks the provider again
    // (its ledger answers without charging twice).
    await dropPendingPayment(ctx.data.db, paymentId);
    throw error;
  }
  if (outcome.status === 'declined') {
    await settlePayment(ctx.data.db, paymentId, {
      status: 'declined',
      chargeId: outcome.chargeId,
      failureMessage: PAYMENT_MESSAGES.declined,
    });
    return fail(402, PAYMENT_MESSAGES.declined);
  }
  if (outcome.status === 'retry') {
    await settlePayment(ctx.data.db, paymentId, {
      status: 'failed',
      chargeId: outcome.chargeId,
      failureMessage: PAYMENT_MESSAGES.retry,
    });
    return fail(402, PAYMENT_MESSAGES.retry);
  }
  await attachCharge(ctx.data.db, paymentId, outcome.chargeId);
  const payment = await readPaymentByKey(ctx.data.db, clientId, key);
  if (!payment) return fail(409, PAYMENT_MESSAGES.inProgress);
  return answerOf(ctx.data, payment);
}

/**
 * The provider's verified confirmation: marks the attempt succeeded and the invoice paid, once
 * (a repeated delivery changes nothing), then tells the account's users to reload their profile.
 * false when the event names no attempt of ours or its amount does not match.
 */
export async function confirmCharge(
  data: Data,
  hub: RealtimeHub,
  provider: PaymentProvider,
  event: ChargeSucceededEvent,
  now: Date,
): Promise<boolean> {
  const outcome = await transaction(data, async (trx) => {
    const invoice = await readInvoiceById(trx, event.reference, data.dialect);
    if (!invoice) return null;
    const payment = await readPaymentById(trx, event.paymentId);
    if (
      !payment ||
      payment.provider !== provider.name ||
      payment.invoice_id !== invoice.id ||
      Number(payment.amount_cents) !== event.amountCents ||
      payment.currency !== event.currency
    )
      return null;
    if (payment.status !== 'succeeded') await confirmPayment(trx, payment.id, now.getTime());
    await attachCharge(trx, payment.id, event.chargeId);
    const paidNow = await markInvoicePaid(trx, invoice.id, now.getTime());
    // The pay-as-you-go orders the invoice bought go on the board now (orders/create.ts).
    const placed = paidNow ? await publishPaidOrders(trx, data.dialect, invoice.id, now.toISOString()) : [];
    return { clientId: invoice.client_id, paidNow, placed };
  });
  if (!outcome) return false;
  if (outcome.paidNow) {
    // What the invoice bought for the account (extra storage, hours, active orders, a membership):
    // granted once, then reload-profile and reload-sidebar reach its users (commerce/paid-invoice.ts).
    const granted = await applyPaidInvoice({ data, hub, now: () => now }, event.reference);
    if (granted !== 'applied') {
      const members = await accountMemberIds(data.db, outcome.clientId);
      hub.publish(members, 'reload-profile');
    }
  }
  if (outcome.placed.length > 0) {
    const audience = await orderAudienceIds(data.db, outcome.clientId, MANAGER_ROLES);
    for (const order of outcome.placed) {
      hub.publish(audience, 'reload-order-list', { orderId: order.id, progress: 'new-order' });
    }
  }
  return true;
}
