import { Button, Spinner, TextField } from 'proofdesk/react';
import { truncate } from 'proofdesk/rules';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCall } from '../lib/api-call';
import { ErrorAlert } from '../lib/error-alert';
import { Pager, usePageParam } from '../lib/pager';
import { useCustomerApi } from './api';
import { CustomerGate, ordersOf, ownerName } from './gate';
import { fill, customerMessages as m } from './messages';

/** Dashboard §9: "Custom search delay 500 ms." */
const SEARCH_DELAY_MS = 500;

/** A white-label client's customers (/customer): paged and searched, both in the URL. */
export default function CustomerListScreen() {
  return <CustomerGate>{(_user, canManage) => <CustomerList canManage={canManage} />}</CustomerGate>;
}

function CustomerList({ canManage }: { canManage: boolean }) {
  const api = useCustomerApi();
  const [params, setParams] = useSearchParams();
  const { page } = usePageParam();
  const search = params.get('search') ?? '';
  const [typed, setTyped] = useState(search);

  const update = useCallback(
    (change: Record<string, string>) => {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(change)) {
        if (!value || (key === 'page' && value === '1')) next.delete(key);
        else next.set(key, value);
      }
      setParams(next, { replace: true });
    },
    [params, setParams],
  );

  // The search applies 500 ms after the last keystroke and goes back to the first page.
  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = setTimeout(() => update({ search: typed.trim(), page: '1' }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search, update]);

  const { load, reload } = useCall(useCallback(() => api.list({ page, search }), [api, page, search]));

  return (
    <section
      className="app-card customers-page"
      aria-labelledby="customers-title"
      data-testid="customer-list"
    >
      <div className="customers-head">
        <h1 id="customers-title">{m.listTitle}</h1>
        {canManage ? (
          <Link className="pd-button pd-button--primary" to="/customer/new">
            {m.createCustomer}
          </Link>
        ) : null}
      </div>
      {canManage ? null : <p className="customers-muted">{m.readOnlyNotice}</p>}
      <search className="customers-filters" aria-label={m.filters}>
        <TextField
          type="search"
          label={m.search}
          hint={m.searchHint}
          value={typed}
          maxLength={100}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
      </search>
      {load.status === 'loading' ? <Spinner /> : null}
      {load.status === 'failed' ? <ErrorAlert error={load.error} onRetry={() => void reload()} /> : null}
      {load.status === 'ready' && load.data.data.length === 0 ? (
        <div className="customers-empty" data-testid="customer-empty">
          {search ? (
            <>
              <p className="customers-empty-title">{fill(m.noMatch, { search })}</p>
              <Button
                size="sm"
                onClick={() => {
                  setTyped('');
                  update({ search: '', page: '1' });
                }}
              >
                {m.clearSearch}
              </Button>
            </>
          ) : (
            <>
              <p className="customers-empty-title">{m.empty}</p>
              <p className="customers-muted">{m.emptyHint}</p>
            </>
          )}
        </div>
      ) : null}
      {load.status === 'ready' && load.data.data.length > 0 ? (
        <>
          <p className="customers-muted" aria-live="polite">
            {fill(m.count, { total: load.data.total })}
          </p>
          <div className="app-table-wrap">
            <table className="app-table">
              <caption className="customers-sr-only">{m.listTitle}</caption>
              <thead>
                <tr>
                  <th scope="col">{m.company}</th>
                  <th scope="col">{m.owner}</th>
                  <th scope="col">{m.email}</th>
                  <th scope="col">{m.orders}</th>
                  <th scope="col">
                    <span className="customers-sr-only">{m.open}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {load.data.data.map((customer) => (
                  <tr key={customer.id} data-testid="customer-row">
                    <th scope="row">
                      <Link to={`/customer/${encodeURIComponent(customer.id)}`}>
                        {truncate(customer.companyName, 32)}
                      </Link>
                    </th>
                    <td data-label={m.owner}>{ownerName(customer)}</td>
                    <td data-label={m.email} className="customers-email">
                      {customer.emailAddress}
                    </td>
                    <td data-label={m.orders}>
                      {fill(m.ordersCount, { open: customer.orders.open, total: customer.orders.total })}
                    </td>
                    <td className="customers-row-actions">
                      <Link
                        className="pd-button pd-button--secondary pd-button--sm"
                        to={ordersOf(customer.id)}
                        aria-label={fill(m.viewOrdersOf, { company: customer.companyName })}
                      >
                        {m.viewOrders}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={load.data.page}
            totalPages={load.data.totalPages}
            label={m.listTitle}
            onPage={(next) => update({ page: String(next) })}
          />
        </>
      ) : null}
    </section>
  );
}
