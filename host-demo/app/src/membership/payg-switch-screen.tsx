import type { User } from 'proofdesk';
import type { PackageData, Plan } from 'proofdesk/contract';
import { Prompt } from 'proofdesk/react';
import { fillTemplate } from 'proofdesk/rules';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../lib/error-alert';
import { RightGate } from '../lib/right-gate';
import { membershipMessages as m } from './messages';
import { bytes, Denied, Loading, managesMembership, money, Page, PaygTabs } from './parts';
import { useApi, useMutation } from './use-api';

/**
 * /payg/switch (a path the spec names but does not describe; docs/rules-and-choices.md): from pay
 * as you go, choosing a membership creates its invoice and goes to checkout (the plan starts when
 * it is paid); from a membership, switching to pay as you go is a downgrade at the cycle's end,
 * cancellable like any downgrade. The owner's (membership update right).
 */
export default function PaygSwitchScreen() {
  return (
    <RightGate
      allows={managesMembership}
      loading={<Loading />}
      denied={(user) => (
        <Page title={m.switchTitle}>
          <Denied message={user.role === 'staff' ? m.contactOwner : m.denied} />
        </Page>
      )}
    >
      {(user) => <Switch user={user} />}
    </RightGate>
  );
}

function Switch({ user }: { user: User }) {
  const { load, reload } = useApi<PackageData>('/package');
  const { run, busy } = useMutation();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<Plan | null>(null);

  async function choose(plan: Plan) {
    const result = await run<{ _id: string }>('/payg/switch', 'customer-package', {
      to: 'membership',
      planId: plan.id,
    });
    if (result?.ok) navigate(`/checkout/process/invoice/${encodeURIComponent(result.data._id)}`);
  }

  return (
    <Page title={m.switchTitle}>
      <PaygTabs switchable />
      {load.status === 'loading' && <Loading />}
      {load.status === 'failed' && <ErrorAlert error={load.error} />}
      {load.status === 'ready' && load.data.plan.type === 'free' && (
        <section className="member-section" aria-labelledby="switch-plans-title">
          <h2 id="switch-plans-title">{m.plansTitle}</h2>
          <p>{m.switchFromPayg}</p>
          <ul className="member-plans">
            {load.data.plans
              .filter((plan) => plan.type === 'paid')
              .map((plan) => (
                <li key={plan.id} className="app-card member-plan">
                  <h3>{plan.title}</h3>
                  <p className="member-plan-price">
                    {fillTemplate(m.price, {
                      price: money(plan.price, plan.currency),
                      term: plan.paymentTerm === 'yearly' ? m.yearly : m.monthly,
                    })}
                  </p>
                  <p>{bytes(plan.storageQuota)}</p>
                  <button
                    type="button"
                    className="pd-button pd-button--primary"
                    disabled={busy}
                    onClick={() => void choose(plan)}
                  >
                    {fillTemplate(m.choosePlan, { plan: plan.title })}
                  </button>
                </li>
              ))}
          </ul>
        </section>
      )}
      {load.status === 'ready' && load.data.plan.type === 'paid' && (
        <section className="app-card member-card" aria-labelledby="switch-payg-title">
          <h2 id="switch-payg-title">{m.switchToPayg}</h2>
          <p>{fillTemplate(m.switchFromMember, { plan: user.membership.title })}</p>
          {user.isScheduledDowngrade && load.data.scheduled?.plan.type === 'free' ? (
            <p role="status">{m.paygScheduled}</p>
          ) : (
            <button
              type="button"
              className="pd-button pd-button--primary"
              disabled={busy}
              onClick={() => setAsking(load.data.plans.find((plan) => plan.type === 'free') ?? null)}
            >
              {m.switchToPayg}
            </button>
          )}
        </section>
      )}
      <Prompt
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={m.confirmTitle}
        content={asking ? fillTemplate(m.confirmDowngrade, { plan: asking.title }) : null}
        buttons="YESNO"
        type="WARNING"
        onConfirm={() => {
          void run('/payg/switch', 'customer-package', { to: 'payg' }).then(reload);
        }}
      />
    </Page>
  );
}
