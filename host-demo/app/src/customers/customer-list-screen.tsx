import { Spinner, TextField } from 'proofdesk/react';
import { truncate } from 'proofdesk/rules';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { useCall } from '../lib/api-call';
import { ErrorAlert } from '../lib/error-alert';
import { ListEmpty } from '../lib/list-empty';
import { useListQuery } from '../lib/list-query';
import { Pager } from '../lib/pager';
import { useCustomerApi } from './api';
import { CustomerGate, ordersOf, ownerName } from './gate';
import { fill, customerMessages as m } from './messages';

/** A white-label client's customers (/customer): paged and searched, both in the URL. */
export default function CustomerListScreen() {
  return <CustomerGate>{(_user, canManage) => <CustomerList canManage={canManage} />}</CustomerGate>;
}

function CustomerList({ canManage }: { canManage: boolean }) {
  const api = useCustomerApi();
  const { page, search, typed, setTyped, update, clearSearch } = useListQuery();
  const { load, reload } = useCall(useCallback(() => api.list({ page, search }), [api, page, search]));

  return (
    <section className="app-card app-page" aria-labelledby="customers-title" data-testid="customer-list">
      <div className="app-page-head">
        <h1 id="customers-title">{m.listTitle}</h1>
        {canManage ? (
          <Link className="pd-button pd-button--primary" to="/customer/new">
            {m.createCustomer}
          </Link>
        ) : null}
      </div>
      {canManage ? null : <p className="app-muted">{m.readOnlyNotice}</p>}
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
        <ListEmpty
          search={search}
          noMatch={fill(m.noMatch, { search })}
          clearLabel={m.clearSearch}
          onClear={clearSearch}
          empty={m.empty}
          emptyHint={m.emptyHint}
          testId="customer-empty"
        />
      ) : null}
      {load.status === 'ready' && load.data.data.length > 0 ? (
        <>
          <p className="app-muted" aria-live="polite">
            {fill(m.count, { total: load.data.total })}
          </p>
          <div className="app-table-wrap">
            <table className="app-table">
              <caption className="app-sr-only">{m.listTitle}</caption>
              <thead>
                <tr>
                  <th scope="col">{m.company}</th>
                  <th scope="col">{m.owner}</th>
                  <th scope="col">{m.email}</th>
                  <th scope="col">{m.orders}</th>
                  <th scope="col">
                    <span className="app-sr-only">{m.open}</span>
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
