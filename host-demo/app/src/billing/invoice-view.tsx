import type { InvoiceDetail } from 'proofdesk/contract';
import { Button, useToast } from 'proofdesk/react';
import { useState } from 'react';
import { PRODUCT_NAME } from '../lib/site';
import { attemptLabel, displayDate, fill, money, statusLabel } from './format';
import { billingMessages as m } from './messages';

/** The invoice's number, status, lines, totals and who it bills (checkout and invoice detail). */
export function InvoiceSummaryView({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <>
      <div className="billing-head">
        <p className="billing-number">{fill(m.invoiceFor, { number: invoice.number })}</p>
        <span className="billing-status" data-status={invoice.status} data-testid="invoice-status">
          {statusLabel(invoice.status)}
        </span>
      </div>
      <dl className="billing-facts">
        <div>
          <dt>{m.date}</dt>
          <dd>{displayDate(invoice.createdAt)}</dd>
        </div>
        <div>
          <dt>{m.billTo}</dt>
          <dd>
            {[invoice.billTo.company, invoice.billTo.name, invoice.billTo.email].filter(Boolean).join(' · ')}
          </dd>
        </div>
      </dl>
      <table className="app-table">
        <caption className="app-sr-only">{fill(m.invoiceFor, { number: invoice.number })}</caption>
        <thead>
          <tr>
            <th scope="col">{m.item}</th>
            <th scope="col">{m.price}</th>
            <th scope="col">{m.qty}</th>
            <th scope="col">{m.amount}</th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: invoice lines are fixed, in their order
            <tr key={index}>
              <th scope="row">{line.name}</th>
              <td data-label={m.price}>{money(line.price, invoice.currency)}</td>
              <td data-label={m.qty}>{line.qty}</td>
              <td data-label={m.amount}>{money(line.amount, invoice.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="billing-totals">
        <div>
          <dt>{m.subTotal}</dt>
          <dd>{money(invoice.subTotal, invoice.currency)}</dd>
        </div>
        <div>
          <dt>{m.total}</dt>
          <dd data-testid="invoice-total">{money(invoice.total, invoice.currency)}</dd>
        </div>
      </dl>
    </>
  );
}

/** A paid invoice's receipt: when and how it was paid, and the PDF. */
export function ReceiptView({ invoice }: { invoice: InvoiceDetail }) {
  const paid = invoice.payments.find((payment) => payment.status === 'succeeded');
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { downloadReceipt } = await import('./receipt-pdf');
      await downloadReceipt(invoice, PRODUCT_NAME);
    } catch {
      toast.error(m.genericError, { title: m.errorTitle });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="billing-receipt" aria-labelledby="receipt-title" data-testid="receipt">
      <h2 id="receipt-title">{m.receipt}</h2>
      {invoice.paidAt ? <p>{fill(m.paidOn, { date: displayDate(invoice.paidAt) })}</p> : null}
      {paid ? <p>{fill(m.paidWith, { brand: paid.brand, last4: paid.last4 })}</p> : null}
      <Button variant="primary" loading={busy} onClick={() => void download()}>
        {m.downloadReceipt}
      </Button>
    </section>
  );
}

/** The invoice's payment attempts, declined ones too (nothing was charged for those). */
export function AttemptList({ invoice }: { invoice: InvoiceDetail }) {
  if (invoice.payments.length === 0) return null;
  return (
    <section aria-labelledby="attempts-title" className="billing-attempts">
      <h2 id="attempts-title">{m.payments}</h2>
      <ul>
        {invoice.payments.map((payment) => (
          <li key={payment.id} data-status={payment.status}>
            {fill(m.attemptLine, {
              date: displayDate(payment.createdAt),
              brand: payment.brand,
              last4: payment.last4,
              status: attemptLabel(payment.status),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
