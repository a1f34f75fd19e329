import type { User } from 'proofdesk';
import type { ExtraResource, PackageData, Plan } from 'proofdesk/contract';
import { Prompt } from 'proofdesk/react';
import { can, fillTemplate, Subject } from 'proofdesk/rules';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ErrorAlert } from '../lib/error-alert';
import { RightGate } from '../lib/right-gate';
import { ExtrasList } from './extras-list';
import { membershipMessages as m } from './messages';
import { bytes, Denied, Loading, MembershipTabs, managesMembership, money, Page } from './parts';
import { useApi, useMutation } from './use-api';

/**
 * /membership/package: the plans to upgrade or downgrade to (scheduled to the next cycle, asked
 * first, cancellable), and the extra resources (storage, hours, active orders), which go into the
 * cart and are bought through checkout. The storage meter's 'Buy more storage' lands on #extras.
 */
export default function MembershipPackageScreen() {
  return (
    <RightGate
      allows={managesMembership}
      loading={<Loading />}
      denied={(user) => (
        <Page title={m.packageTitle}>
          <Denied message={user.role === 'staff' ? m.contactOwner : m.denied} />
        </Page>
      )}
    >
      {(user) => <Package user={user} />}
    </RightGate>
  );
}

function Package({ user }: { user: User }) {
  const { load, reload } = useApi<PackageData>('/package');
  const { hash } = useLocation();
  const ready = load.status === 'ready';
  // Arriving from the meter's intent: show the extras.
  useEffect(() => {
    if (ready && hash === '#extras') document.getElementById('extras')?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
  return (
    <Page title={m.packageTitle} wide>
      <MembershipTabs />
      {load.status === 'loading' && <Loading />}
      {load.status === 'failed' && <ErrorAlert error={load.error} />}
      {load.status === 'ready' && (
        <>
          <Plans user={user} data={load.data} onChanged={reload} />
          <Extras extras={load.data.extras} mayBuy={can(user, 'create', Subject.PAYG_CART)} />
        </>
      )}
    </Page>
  );
}

function planFigures(plan: Plan) {
  return fillTemplate(m.planFigures, {
    orders: plan.maximumActiveOrder === 'infinity' ? m.unlimited : plan.maximumActiveOrder,
    storage: bytes(plan.storageQuota),
    hours: plan.hours,
  });
}

function Plans({ user, data, onChanged }: { user: User; data: PackageData; onChanged: () => void }) {
  const { run, busy } = useMutation();
  const [asking, setAsking] = useState<Plan | null>(null);
  const onPayg = data.plan.type === 'free';
  const choose = async (plan: Plan) => {
    if (plan.type === 'free') await run('/payg/switch', 'customer-package', { to: 'payg' });
    else await run('/package/schedule', 'customer-package', { planId: plan.id });
    onChanged();
  };
  const cancel = async () => {
    const kind = data.scheduled?.kind ?? (user.isScheduledUpgrade ? 'upgrade' : 'downgrade');
    await run(`/package/cancel-${kind}`, 'customer-package');
    onChanged();
  };
  return (
    <section className="member-section" aria-labelledby="member-plans-title">
      <h2 id="member-plans-title">{m.plansTitle}</h2>
      <p>{onPayg ? m.switchFromPayg : m.plansHint}</p>
      {onPayg && (
        <p>
          <Link to="/payg/switch">{m.switchLink}</Link>
        </p>
      )}
      <ul className="member-plans">
        {data.plans.map((plan) => {
          const scheduled = data.scheduled?.plan.id === plan.id;
          const term = plan.paymentTerm === 'yearly' ? m.yearly : m.monthly;
          return (
            <li key={plan.id} className={`app-card member-plan member-plan--${plan.relation}`}>
              <h3>{plan.title}</h3>
              <p className="member-plan-price">
                {plan.type === 'paid'
                  ? fillTemplate(m.price, { price: money(plan.price, plan.currency), term })
                  : m.free}
              </p>
              <p>{planFigures(plan)}</p>
              {plan.relation === 'current' && <p className="member-badge">{m.currentBadge}</p>}
              {scheduled && (
                <div className="member-row">
                  <span className="member-badge">{m.scheduledBadge}</span>
                  <button
                    type="button"
                    className="pd-button pd-button--secondary"
                    disabled={busy}
                    onClick={() => void cancel()}
                  >
                    {data.scheduled?.kind === 'upgrade' ? m.cancelUpgrade : m.cancelDowngrade}
                  </button>
                </div>
              )}
              {plan.relation !== 'current' && !scheduled && !onPayg && (
                <button
                  type="button"
                  className="pd-button pd-button--primary"
                  disabled={busy}
                  onClick={() => setAsking(plan)}
                >
                  {plan.type === 'free'
                    ? m.switchToPayg
                    : fillTemplate(plan.relation === 'upgrade' ? m.upgradeTo : m.downgradeTo, {
                        plan: plan.title,
                      })}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <Prompt
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={m.confirmTitle}
        content={
          asking
            ? fillTemplate(asking.relation === 'upgrade' ? m.confirmUpgrade : m.confirmDowngrade, {
                plan: asking.title,
              })
            : null
        }
        buttons="YESNO"
        type={asking?.relation === 'downgrade' ? 'WARNING' : 'PRIMARY'}
        onConfirm={() => {
          if (asking) void choose(asking);
        }}
      />
    </section>
  );
}

function Extras({ extras, mayBuy }: { extras: ExtraResource[]; mayBuy: boolean }) {
  return (
    <section id="extras" className="member-section" aria-labelledby="member-extras-title" tabIndex={-1}>
      <h2 id="member-extras-title">{m.extrasTitle}</h2>
      <p>{m.extrasHint}</p>
      <ExtrasList extras={extras} mayBuy={mayBuy} />
    </section>
  );
}
