import type { User } from 'proofdesk';
import type { ExtraResource } from 'proofdesk/contract';
import { can, fillTemplate, Subject, secondsToHours, storageMeter } from 'proofdesk/rules';
import { ErrorAlert } from '../lib/error-alert';
import { RightGate } from '../lib/right-gate';
import { ExtrasList } from './extras-list';
import { membershipMessages as m } from './messages';
import { bytes, Denied, Loading, Page, UsageBar } from './parts';
import { useApi } from './use-api';

const hours = (seconds: number) => Number(secondsToHours(seconds).toFixed(2));

/**
 * /retail: the account's retail resources (§3 retail; hours are seconds shown as hours, §9) and
 * buying more through the cart. Staff read it ("retail" read right); only buyers get the buttons.
 */
export default function RetailScreen() {
  return (
    <RightGate
      allows={(user) => can(user, 'read', Subject.RETAIL)}
      loading={<Loading />}
      denied={() => (
        <Page title={m.retailTitle}>
          <Denied />
        </Page>
      )}
    >
      {(user) => <Retail user={user} />}
    </RightGate>
  );
}

function Retail({ user }: { user: User }) {
  const { load } = useApi<{ extras: ExtraResource[] }>('/retail');
  const { retail } = user;
  const additional = storageMeter({
    retail: {
      additionalStorageUsed: retail.additionalStorageUsed,
      additionalStorageQuota: retail.additionalStorageQuota,
    },
  });
  return (
    <Page title={m.retailTitle}>
      <section className="app-card member-card" aria-labelledby="retail-figures-title">
        <h2 id="retail-figures-title" className="app-sr-only">
          {m.retailTitle}
        </h2>
        <UsageBar
          label={m.retailStorage}
          used={bytes(additional.used)}
          total={bytes(additional.total)}
          percent={additional.percent}
          danger={additional.danger}
        />
        <dl className="member-facts">
          <dt>{m.retailOrders}</dt>
          <dd>
            {fillTemplate(m.retailOrderLine, {
              subscription: retail.totalOrderSubscription,
              extra: retail.totalOrderExtra,
              total: retail.totalOrderQuota,
            })}
          </dd>
          <dt>{m.retailHours}</dt>
          <dd>
            {fillTemplate(m.retailHoursLine, {
              subscription: hours(retail.allocatedHourSubscription),
              extra: hours(retail.allocatedHourExtra),
              used: hours(retail.allocatedHourUsed),
            })}
          </dd>
          <dt>{m.retailActive}</dt>
          <dd>{retail.activeOrderQuota}</dd>
        </dl>
      </section>
      {load.status === 'loading' && <Loading />}
      {load.status === 'failed' && <ErrorAlert error={load.error} />}
      {load.status === 'ready' && (
        <BuyMore extras={load.data.extras} mayBuy={can(user, 'create', Subject.PAYG_CART)} />
      )}
    </Page>
  );
}

function BuyMore({ extras, mayBuy }: { extras: ExtraResource[]; mayBuy: boolean }) {
  return (
    <section className="member-section" aria-labelledby="retail-buy-title">
      <h2 id="retail-buy-title">{m.buyMore}</h2>
      <ExtrasList extras={extras} mayBuy={mayBuy} />
    </section>
  );
}
