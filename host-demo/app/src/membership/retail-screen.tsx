import type { User } from 'proofdesk';
import { getCartStore } from 'proofdesk/cart';
import type { ExtraResource } from 'proofdesk/contract';
import { useProofdesk, useStore, useToast } from 'proofdesk/react';
import { can, fillTemplate, Subject, secondsToHours, storageMeter } from 'proofdesk/rules';
import { Link } from 'react-router';
import { membershipMessages as m } from './messages';
import { bytes, Denied, Failed, Loading, money, Page, UsageBar } from './parts';
import { useApi } from './use-api';

const hours = (seconds: number) => Number(secondsToHours(seconds).toFixed(2));

/**
 * /retail: the account's retail resources (§3 retail; hours are seconds shown as hours, §9) and
 * buying more through the cart. Staff read it ("retail" read right); only buyers get the buttons.
 */
export default function RetailScreen() {
  const proofdesk = useProofdesk();
  const user = useStore(proofdesk.session.$profile);
  if (!user) return <Loading />;
  if (!can(user, 'read', Subject.RETAIL)) {
    return (
      <Page title={m.retailTitle}>
        <Denied />
      </Page>
    );
  }
  return <Retail user={user} />;
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
        <h2 id="retail-figures-title" className="member-sr">
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
      {load.status === 'failed' && <Failed error={load.error} />}
      {load.status === 'ready' && (
        <BuyMore extras={load.data.extras} mayBuy={can(user, 'create', Subject.PAYG_CART)} />
      )}
    </Page>
  );
}

function BuyMore({ extras, mayBuy }: { extras: ExtraResource[]; mayBuy: boolean }) {
  const proofdesk = useProofdesk();
  const toast = useToast();
  return (
    <section className="member-section" aria-labelledby="retail-buy-title">
      <h2 id="retail-buy-title">{m.buyMore}</h2>
      {extras.length === 0 && <p>{m.nothingForSale}</p>}
      <ul className="member-plans">
        {extras.map((extra) => (
          <li key={extra.id} className="app-card member-plan">
            <h3>{extra.name}</h3>
            <p>{extra.description}</p>
            <p className="member-plan-price">{money(extra.price, extra.currency)}</p>
            {mayBuy && (
              <button
                type="button"
                className="pd-button pd-button--primary"
                aria-label={fillTemplate(m.addToCart, { name: extra.name })}
                onClick={() => {
                  getCartStore(proofdesk).add({ id: extra.id, type: 'package' });
                  toast.success(fillTemplate(m.added, { name: extra.name }));
                }}
              >
                {m.addShort}
              </button>
            )}
          </li>
        ))}
      </ul>
      {mayBuy && (
        <p>
          <Link to="/cart/checkout">{m.viewCart}</Link>
        </p>
      )}
    </section>
  );
}
