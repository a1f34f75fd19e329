import type { InvoiceDetail, InvoiceSummary, PaymentAttempt } from 'proofdesk/contract';
import { PAYMENT_MESSAGES } from 'proofdesk/contract';
import type { Data } from '../data';
import {
  countInvoices,
  type InvoiceRow,
  listInvoicePayments,
  listInvoices,
  type PaymentRow,
  readBillTo,
  readInvoice,
  readInvoiceLines,
} from '../data/payments/payment-rows';
import { done, notFound, type Result } from '../http';

// The account's invoices as its owner reads them (issue 25 "Invoices"): a page of summaries, and one
// invoice with its lines, who it bills and its payment attempts. Another account's invoice is not
// found, the same as an unknown id.

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
const money = (cents: number) => Number(cents) / 100;

/** A readable invoice number: the invoice's creation date and the start of its id. */
export function invoiceNumber(row: Pick<InvoiceRow, 'id' | 'created_at'>): string {
  const date = new Date(Number(row.created_at)).toISOString().slice(0, 10).replaceAll('-', '');
  return `INV-${date}-${row.id.replace(/^inv-/, '').slice(0, 8).toUpperCase()}`;
}

function summaryOf(row: InvoiceRow, items: number): InvoiceSummary {
  return {
    id: row.id,
    number: invoiceNumber(row),
    status: row.status,
    currency: row.currency,
    subTotal: money(row.subtotal_cents),
    // No tax or shipping in the demo catalogue: the total is the sub total.
    total: money(row.subtotal_cents),
    items,
    createdAt: iso(row.created_at) as string,
    paidAt: iso(row.paid_at),
  };
}

export function attemptOf(row: PaymentRow): PaymentAttempt {
  return {
    id: row.id,
    status: row.status,
    amount: money(row.amount_cents),
    currency: row.currency,
    brand: row.brand,
    last4: row.last4,
    message: row.failure_message,
    createdAt: iso(row.created_at) as string,
    confirmedAt: iso(row.confirmed_at),
  };
}

export async function invoicePage(
  data: Data,
  clientId: string,
  page: number,
  limit: number,
): Promise<Result<InvoiceSummary[]>> {
  const total = await countInvoices(data.db, clientId);
  const totalPages = Math.max(1, Math.ceil(total / limit));
  const rows = await listInvoices(data.db, clientId, (page - 1) * limit, limit);
  return done({
    data: rows.map((row) => summaryOf(row, row.items)),
    meta: { page, totalPages },
  });
}

export async function invoiceDetail(
  data: Data,
  clientId: string,
  id: string,
): Promise<Result<InvoiceDetail>> {
  const row = await readInvoice(data.db, clientId, id);
  if (!row) return notFound(PAYMENT_MESSAGES.invoiceNotFound);
  const [lines, billTo, payments] = await Promise.all([
    readInvoiceLines(data.db, id),
    readBillTo(data.db, row),
    listInvoicePayments(data.db, id),
  ]);
  const items = lines.reduce((sum, line) => sum + Number(line.qty), 0);
  return done({
    data: {
      ...summaryOf(row, items),
      lines: lines.map((line) => ({
        name: line.name,
        type: line.item_type,
        price: money(line.unit_price_cents),
        qty: Number(line.qty),
        amount: money(Number(line.unit_price_cents) * Number(line.qty)),
      })),
      billTo,
      payments: payments.map(attemptOf),
    },
  });
}
