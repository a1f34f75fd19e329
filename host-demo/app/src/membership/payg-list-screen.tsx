import type { PaygAccount, PaygData } from 'proofdesk/contract';
import { useProofdesk, useStore } from 'proofdesk/react';
import { can, fillTemplate, formatDisplayDate, Subject } from 'proofdesk/rules';
import { Link } from 'react-router';
import { ErrorAlert } from '../lib/error-alert';
import { membershipMessages as m } from './messages';
import { Denied, Loading, managesMembership, Page, PaygTabs } from './parts';
import { useApi } from './use-api';

/** Internal staff with Pay as you Go Customer Info (operator, managers, CSO; the menu's entry). */
export const readsPaygCustomers = (user: Parameters<typeof can>[0]) =>
  can(user, 'read', Subject.NAV_PAYG_CUSTOMER_INFO);
/** Owner and staff read their own account's pay-as-you-go figures. */
export const readsOwnPayg = (user: Parameters<typeof can>[0]) => can(user, 'read', Subject.MEMBERSHIP);

/**
 * /payg/list: for internal staff, the customers on pay as you go (hours against the allocation,
 * the warning flag), each opening its info; for a customer, the account's pay-as-you-go orders.
 */
export default function PaygListScreen() {
  const proofdesk = useProofdesk();
  const user = useStore(proofdesk.session.$profile);
  if (!user) return <Loading />;
  if (readsPaygCustomers(user)) return <Accounts />;
  if (readsOwnPayg(user))
    return <OwnOrders switchable={managesMembership(user)} zone={user.timeZone?.value} />;
  return (
    <Page title={m.paygListTitle}>
      <Denied />
    </Page>
  );
}

const hoursText = (hours: PaygAccount['hours']) =>
  fillTemplate(m.usedOfTotal, {
    used: fillTemplate(m.hoursValue, { hours: hours.used }),
    total: hours.quota === 'infinity' ? m.unlimited : fillTemplate(m.hoursValue, { hours: hours.quota }),
  });

function Accounts() {
  const { load } = useApi<PaygAccount[]>('/payg/accounts');
  return (
    <Page title={m.paygAccountsTitle}>
      {load.status === 'loading' && <Loading />}
      {load.status === 'failed' && <ErrorAlert error={load.error} />}
      {load.status === 'ready' && load.data.length === 0 && <p>{m.paygNoAccounts}</p>}
      {load.status === 'ready' && load.data.length > 0 && (
        <div className="app-table-wrap">
          <table className="app-table">
            <thead>
              <tr>
                <th scope="col">{m.company}</th>
                <th scope="col">{m.hoursColumn}</th>
              </tr>
            </thead>
            <tbody>
              {load.data.map((account) => (
                <tr key={account.clientId}>
                  <td data-label={m.company}>
                    <Link
                      to={`/payg?clientId=${encodeURIComponent(account.clientId)}`}
                      aria-label={fillTemplate(m.viewInfo, { company: account.companyName })}
                    >
                      {account.companyName}
                    </Link>
                  </td>
                  <td
                    data-label={m.hoursColumn}
                    className={account.allocatedHourWarning ? 'member-warn' : undefined}
                  >
                    {hoursText(account.hours)}
                    {account.allocatedHourWarning ? ` · ${m.paygHoursWarning}` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Page>
  );
}

function OwnOrders({ switchable, zone }: { switchable: boolean; zone: string | undefined }) {
  const { load } = useApi<PaygData>('/payg');
  const date = (value: string | null) =>
    value ? formatDisplayDate(new Date(value), zone || undefined) : m.noDue;
  return (
    <Page title={m.paygListTitle}>
      <PaygTabs switchable={switchable} />
      <h2>{m.paygOrdersTitle}</h2>
      {load.status === 'loading' && <Loading />}
      {load.status === 'failed' && <ErrorAlert error={load.error} />}
      {load.status === 'ready' && load.data.orders.length === 0 && <p>{m.paygNoOrders}</p>}
      {load.status === 'ready' && load.data.orders.length > 0 && (
        <div className="app-table-wrap">
          <table className="app-table">
            <thead>
              <tr>
                <th scope="col">{m.orderColumn}</th>
                <th scope="col">{m.nameColumn}</th>
                <th scope="col">{m.statusColumn}</th>
                <th scope="col">{m.createdColumn}</th>
                <th scope="col">{m.dueColumn}</th>
              </tr>
            </thead>
            <tbody>
              {load.data.orders.map((order) => (
                <tr key={order.id}>
                  <td data-label={m.orderColumn}>
                    <Link to={`/orders/detail/${encodeURIComponent(order.id)}`}>#{order.orderNumber}</Link>
                  </td>
                  <td data-label={m.nameColumn}>{order.name}</td>
                  <td data-label={m.statusColumn}>{order.status}</td>
                  <td data-label={m.createdColumn}>{date(order.createdAt)}</td>
                  <td data-label={m.dueColumn}>{date(order.dueDate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Page>
  );
}
