import type { InvoiceDetail, PaymentMethod } from 'proofdesk/contract';
import { Button, Spinner, useProofdesk, useToast } from 'proofdesk/react';
import { Subject } from 'proofdesk/rules';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../lib/error-alert';
import { type ShownError, useBillingApi, useLoad } from './api';
import { CardForm } from './card-form';
import { fill, money, twoDigits } from './format';
import { BillingGate, Missing } from './gate';
import { AttemptList, InvoiceSummaryView, ReceiptView } from './invoice-view';
import { billingMessages as m } from './messages';

/**
 * Checkout of one invoice (/checkout/process/invoice/:invoiceId): its lines, totals and billing
 * details, a payment method chosen or added, the Pay step, then the receipt. An unknown or another
 * account's invoice reads "not found" (the server answers 404 for both). Only roles with the
 * checkout right see it (dashboard §6).
 */
export default function CheckoutScreen() {
  const { invoiceId = '' } = useParams();
  return (
    <BillingGate subject={Subject.CHECKOUT}>
      {() => <InvoiceCheckout key={invoiceId} invoiceId={invoiceId} />}
    </BillingGate>
  );
}

function InvoiceCheckout({ invoiceId }: { invoiceId: string }) {
  const api = useBillingApi();
  const proofdesk = useProofdesk();
  const { load, reload, retry } = useLoad(() => api.invoice(invoiceId), invoiceId);

  // The provider's confirmation tells the account to reload its profile: the invoice may be paid.
  useEffect(() => proofdesk.realtime.subscribe('reload-profile', () => void reload()), [proofdesk, reload]);

  if (load.status === 'loading')
    return (
      <div className="app-center" role="status">
        <Spinner />
        <span className="app-sr-only">{m.loading}</span>
      </div>
    );
  if (load.status === 'missing')
    return (
      <Missing
        title={m.invoiceMissingTitle}
        text={m.invoiceMissing}
        back="/billing/invoices"
        backLabel={m.viewInvoices}
      />
    );
  if (load.status === 'failed')
    return (
      <section className="app-card billing-page">
        <h1>{m.checkoutTitle}</h1>
        <ErrorAlert error={load.error} onRetry={() => void retry()} />
      </section>
    );
  const invoice = load.value;
  return (
    <section className="app-card billing-page" aria-labelledby="checkout-title" data-testid="checkout-page">
      <h1 id="checkout-title">{invoice.status === 'paid' ? m.paidTitle : m.checkoutTitle}</h1>
      <InvoiceSummaryView invoice={invoice} />
      {invoice.status === 'paid' ? (
        <>
          <ReceiptView invoice={invoice} />
          <Link className="pd-button pd-button--secondary" to="/billing/invoices">
            {m.viewInvoices}
          </Link>
        </>
      ) : invoice.status === 'unpaid' ? (
        <PayStep invoice={invoice} onPaid={() => void reload()} />
      ) : null}
      <AttemptList invoice={invoice} />
    </section>
  );
}

function PayStep({ invoice, onPaid }: { invoice: InvoiceDetail; onPaid: () => void }) {
  const api = useBillingApi();
  const toast = useToast();
  const methods = useLoad(() => api.methods(), 'methods');
  const [chosen, setChosen] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ShownError | null>(null);
  // One Idempotency-Key per attempt: kept while the outcome is unknown (no answer, a server error),
  // so a retry cannot charge twice; a definite answer ends the attempt.
  const attempt = useRef<{ key: string; method: string } | null>(null);

  const list = methods.load.status === 'ready' ? methods.load.value.filter((method) => method.isActive) : [];
  const selected = chosen ?? list.find((method) => method.isDefault)?.id ?? list[0]?.id ?? null;

  const pay = async () => {
    if (!selected) return;
    if (!attempt.current || attempt.current.method !== selected)
      attempt.current = { key: crypto.randomUUID(), method: selected };
    setBusy(true);
    setFailure(null);
    const result = await api.pay(invoice.id, selected, attempt.current.key);
    setBusy(false);
    const unknown =
      !result.ok &&
      (result.error.status === undefined || result.error.status === 0 || result.error.status >= 500);
    if (!unknown) attempt.current = null;
    if (!result.ok) {
      setFailure(result.error);
      onPaid();
      return;
    }
    if (result.message) toast.success(result.message, { title: m.successTitle });
    onPaid();
  };

  const added = (method: PaymentMethod, message?: string) => {
    if (message) toast.success(message, { title: m.successTitle });
    setAdding(false);
    setChosen(method.id);
    void methods.reload();
  };

  return (
    <section className="billing-pay" aria-labelledby="pay-title">
      <h2 id="pay-title">{m.paymentMethod}</h2>
      {methods.load.status === 'loading' ? <Spinner /> : null}
      {methods.load.status === 'failed' ? (
        <ErrorAlert error={methods.load.error} onRetry={() => void methods.retry()} />
      ) : null}
      {methods.load.status === 'ready' && list.length === 0 && !adding ? <p>{m.noMethods}</p> : null}
      {list.length > 0 ? (
        <fieldset className="billing-methods">
          <legend className="app-sr-only">{m.paymentMethod}</legend>
          {list.map((method) => (
            <label key={method.id} className="billing-method-choice">
              <input
                type="radio"
                name="payment-method"
                value={method.id}
                checked={selected === method.id}
                onChange={() => setChosen(method.id)}
              />
              {fill(m.useCard, {
                brand: method.brand,
                last4: method.last4,
                month: twoDigits(method.expMonth),
                year: String(method.expYear).slice(-2),
              })}
              {method.isDefault ? <span className="billing-tag">{m.defaultTag}</span> : null}
            </label>
          ))}
        </fieldset>
      ) : null}
      {adding || (methods.load.status === 'ready' && list.length === 0) ? (
        <CardForm
          onAdded={added}
          defaultChecked={list.length === 0}
          {...(list.length > 0 ? { onCancel: () => setAdding(false) } : {})}
        />
      ) : (
        <Button onClick={() => setAdding(true)}>{m.addCard}</Button>
      )}
      {failure ? <ErrorAlert error={failure} /> : null}
      <div className="billing-actions">
        <Button variant="primary" loading={busy} disabled={!selected} onClick={() => void pay()}>
          {fill(m.pay, { amount: money(invoice.total, invoice.currency) })}
        </Button>
        {busy ? (
          <span className="billing-muted" role="status">
            {m.paying}
          </span>
        ) : null}
      </div>
    </section>
  );
}
