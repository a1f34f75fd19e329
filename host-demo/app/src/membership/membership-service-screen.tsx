import type { User } from 'proofdesk';
import type { PackageData } from 'proofdesk/contract';
import {
  canReactivateSubscription,
  defaultCycleMessages,
  fillTemplate,
  formatDisplayDate,
  subscriptionCycle,
} from 'proofdesk/rules';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../lib/error-alert';
import { RightGate } from '../lib/right-gate';
import { membershipMessages as m } from './messages';
import { Denied, Loading, MembershipTabs, managesMembership, money, Page } from './parts';
import { Usage } from './usage';
import { useApi, useMutation } from './use-api';

/**
 * /membership/service: the plan, its cycle ('Next Payment Due Date', 'Monthly Cycle' or
 * 'Subscription Inactive', §4), a scheduled change with its cancel, usage against quotas, and the
 * subscription leave with its reactivation. The owner's page (the server checks the same right);
 * staff are told to contact the owner.
 */
export default function MembershipServiceScreen() {
  return (
    <RightGate
      allows={managesMembership}
      loading={<Loading />}
      denied={(user) => (
        <Page title={m.serviceTitle}>
          <Denied message={user.role === 'staff' ? m.contactOwner : m.denied} />
        </Page>
      )}
    >
      {(user) => <Service user={user} />}
    </RightGate>
  );
}

function Service({ user }: { user: User }) {
  const { load } = useApi<PackageData>('/package');
  return (
    <Page title={m.serviceTitle}>
      <MembershipTabs />
      {load.status === 'loading' && <Loading />}
      {load.status === 'failed' && <ErrorAlert error={load.error} />}
      {load.status === 'ready' && (
        <>
          <PlanCard user={user} data={load.data} />
          <Usage user={user} />
          <Leave user={user} />
        </>
      )}
    </Page>
  );
}

export function CycleLine({ user }: { user: User }) {
  const state = subscriptionCycle(user.membership);
  if (state === 'none') return <p className="member-cycle">{m.payg}</p>;
  const zone = user.timeZone?.value || undefined;
  const date =
    state === 'due' && user.membership.dueDate
      ? ` ${formatDisplayDate(new Date(user.membership.dueDate), zone)}`
      : '';
  return (
    <p className={state === 'inactive' ? 'member-cycle member-cycle--inactive' : 'member-cycle'}>
      <strong>{defaultCycleMessages[state]}</strong>
      {date}
    </p>
  );
}

function PlanCard({ user, data }: { user: User; data: PackageData }) {
  const { plan, scheduled } = data;
  const { run, busy } = useMutation();
  const term = plan.paymentTerm === 'yearly' ? m.yearly : m.monthly;
  return (
    <section className="app-card member-card" aria-labelledby="member-plan-title">
      <h2 id="member-plan-title">{m.currentPlan}</h2>
      <p className="member-plan-name">{user.membership.title}</p>
      <p>
        {plan.type === 'paid'
          ? fillTemplate(m.price, { price: money(plan.price, plan.currency), term })
          : m.free}
      </p>
      <CycleLine user={user} />
      {user.isScheduledUpgrade && (
        <div className="member-notice" role="status">
          <span>
            {scheduled
              ? fillTemplate(m.scheduledUpgrade, { plan: scheduled.plan.title })
              : m.scheduledUpgradeAny}
          </span>
          <button
            type="button"
            className="pd-button pd-button--secondary"
            disabled={busy}
            onClick={() => void run('/package/cancel-upgrade', 'customer-package')}
          >
            {m.cancelUpgrade}
          </button>
        </div>
      )}
      {user.isScheduledDowngrade && (
        <div className="member-notice" role="status">
          <span>
            {scheduled
              ? fillTemplate(m.scheduledDowngradeTo, { plan: scheduled.plan.title })
              : m.scheduledDowngrade}
          </span>
          <button
            type="button"
            className="pd-button pd-button--secondary"
            disabled={busy}
            onClick={() => void run('/package/cancel-downgrade', 'customer-package')}
          >
            {m.cancelDowngrade}
          </button>
        </div>
      )}
      <p>
        <Link to="/membership/package">{m.packageTab}</Link>
      </p>
    </section>
  );
}

function Leave({ user }: { user: User }) {
  const { run, busy } = useMutation();
  const [months, setMonths] = useState('1');
  const { membership } = user;
  const mayReactivate = canReactivateSubscription(user);
  if (membership.onSubscriptionLeave || user.isRequestDeletion) {
    return (
      <section className="app-card member-card" aria-labelledby="member-leave-title">
        <h2 id="member-leave-title">{m.leaveTitle}</h2>
        <p>
          {membership.onSubscriptionLeave
            ? fillTemplate(m.onLeave, { date: membership.onSubscriptionLeaveReactivationDateFormat ?? '' })
            : m.deletionPending}
        </p>
        {mayReactivate ? (
          <button
            type="button"
            className="pd-button pd-button--primary"
            disabled={busy}
            onClick={() => void run('/profile/continue-subscription', 'profile')}
          >
            {membership.onSubscriptionLeave ? m.reactivate : m.continueSubscription}
          </button>
        ) : (
          <p>{m.contactOwner}</p>
        )}
      </section>
    );
  }
  if (membership.type === 'free' || !mayReactivate) return null;
  return (
    <section className="app-card member-card" aria-labelledby="member-leave-title">
      <h2 id="member-leave-title">{m.leaveTitle}</h2>
      <p>{m.leaveHint}</p>
      <div className="member-row">
        <label htmlFor="member-leave-months">{m.leaveMonths}</label>
        <select
          id="member-leave-months"
          className="pd-select"
          value={months}
          onChange={(event) => setMonths(event.target.value)}
        >
          <option value="1">{m.leaveMonth1}</option>
          <option value="2">{m.leaveMonth2}</option>
          <option value="3">{m.leaveMonth3}</option>
        </select>
        <button
          type="button"
          className="pd-button pd-button--secondary"
          disabled={busy}
          onClick={() => void run('/profile/leave-subscription', 'profile', { months: Number(months) })}
        >
          {m.takeLeave}
        </button>
      </div>
    </section>
  );
}
