import type { InvoiceSummary } from 'proofdesk/contract';
import { Spinner, useProofdesk } from 'proofdesk/react';
import { Subject } from 'proofdesk/rules';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../lib/error-alert';
import { Pager, usePageParam } from '../lib/pager';
import { type ShownError, useBillingApi, useLoad } from './api';
import { displayDate, fill, money, statusLabel } from './format';
import { BillingGate, BillingTabs, Missing } from './gate';
import { AttemptList, InvoiceSummaryView, ReceiptView } from './invoice-view';
import { billingMessages as m } from './messages';

/** Invoices (/billing/invoices, paged; /billing/invoices/:invoiceId with lines and the receipt). */
export default function InvoicesScreen() {
  const { invoiceId } = useParams();
  return (
    <BillingGate subject={Subject.INVOICE}>
      {() => (invoiceId ? <InvoicePage key={invoiceId} id={invoiceId} /> : <InvoiceList />)}
    </BillingGate>
  );
}

type ListLoad =
  | { status: 'loading' }
  | { status: 'failed'; error: ShownError }
  | { status: 'ready'; rows: InvoiceSummary[]; page: number; totalPages: number };

function InvoiceList() {
  const api = useBillingApi();
  const proofdesk = useProofdesk();
  const { page, goTo } = usePageParam();
  const [load, setLoad] = useState<ListLoad>({ status: 'loading' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: api is rebuilt per render from the same instance
  const read = useCallback(
    async (first: boolean) => {
      if (first) setLoad({ status: 'loading' });
      const result = await api.invoices(page);
      if (result.ok) setLoad({ status: 'ready', rows: result.data, ...result.meta });
      else if (first) setLoad({ status: 'failed', error: result.error });
    },
    [page],
  );
  useEffect(() => {
    void read(true);
  }, [read]);
  useEffect(() => proofdesk.realtime.subscribe('reload-profile', () => void read(false)), [proofdesk, read]);

  return (
    <section className="app-card billing-page" aria-labelledby="invoices-title" data-testid="invoices-page">
      <BillingTabs current="invoices" />
      <h1 id="invoices-title">{m.invoicesTitle}</h1>
      {load.status === 'loading' ? <Spinner /> : null}
      {load.status === 'failed' ? <ErrorAlert error={load.error} onRetry={() => void read(true)} /> : null}
      {load.status === 'ready' && load.rows.length === 0 ? (
        <p className="billing-empty-title">{m.invoicesEmpty}</p>
      ) : null}
      {load.status === 'ready' && load.rows.length > 0 ? (
        <>
          <table className="app-table">
            <caption className="app-sr-only">{m.invoicesTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{m.invoiceNumber}</th>
                <th scope="col">{m.date}</th>
                <th scope="col">{m.items}</th>
                <th scope="col">{m.total}</th>
                <th scope="col">{m.status}</th>
                <th scope="col">
                  <span className="app-sr-only">{m.view}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {load.rows.map((row) => (
                <tr key={row.id} data-testid="invoice-row" data-status={row.status}>
                  <th scope="row">
                    <Link to={`/billing/invoices/${encodeURIComponent(row.id)}`}>{row.number}</Link>
                  </th>
                  <td data-label={m.date}>{displayDate(row.createdAt)}</td>
                  <td data-label={m.items}>{row.items}</td>
                  <td data-label={m.total}>{money(row.total, row.currency)}</td>
                  <td data-label={m.status}>
                    <span className="billing-status" data-status={row.status}>
                      {statusLabel(row.status)}
                    </span>
                  </td>
                  <td>
                    {row.status === 'unpaid' ? (
                      <Link
                        className="pd-button pd-button--primary pd-button--sm"
                        to={`/checkout/process/invoice/${encodeURIComponent(row.id)}`}
                      >
                        {m.payNow}
                      </Link>
                    ) : (
                      <Link
                        className="pd-button pd-button--secondary pd-button--sm"
                        to={`/billing/invoices/${encodeURIComponent(row.id)}`}
                        aria-label={fill(m.viewInvoice, { number: row.number })}
                      >
                        {m.view}
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={load.page} totalPages={load.totalPages} label={m.invoicesTitle} onPage={goTo} />
        </>
      ) : null}
    </section>
  );
}

function InvoicePage({ id }: { id: string }) {
  const api = useBillingApi();
  const proofdesk = useProofdesk();
  const { load, reload, retry } = useLoad(() => api.invoice(id), id);
  useEffect(() => proofdesk.realtime.subscribe('reload-profile', () => void reload()), [proofdesk, reload]);
  if (load.status === 'loading') return <Spinner />;
  if (load.status === 'missing')
    return (
      <Missing
        title={m.invoiceMissingTitle}
        text={m.invoiceMissing}
        back="/billing/invoices"
        backLabel={m.backToInvoices}
      />
    );
  if (load.status === 'failed')
    return (
      <section className="app-card billing-page">
        <h1>{m.invoicesTitle}</h1>
        <ErrorAlert error={load.error} onRetry={() => void retry()} />
      </section>
    );
  const invoice = load.value;
  return (
    <section className="app-card billing-page" aria-labelledby="invoice-title" data-testid="invoice-page">
      <BillingTabs current="invoices" />
      <Link to="/billing/invoices">{m.backToInvoices}</Link>
      <h1 id="invoice-title">{invoice.number}</h1>
      <InvoiceSummaryView invoice={invoice} />
      {invoice.status === 'paid' ? <ReceiptView invoice={invoice} /> : null}
      {invoice.status === 'unpaid' ? (
        <Link
          className="pd-button pd-button--primary"
          to={`/checkout/process/invoice/${encodeURIComponent(invoice.id)}`}
        >
          {m.payNow}
        </Link>
      ) : null}
      <AttemptList invoice={invoice} />
    </section>
  );
}
