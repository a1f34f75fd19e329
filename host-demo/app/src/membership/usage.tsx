import type { User } from 'proofdesk';
import { activeOrderMeter, fillTemplate, hoursMeter, storageMeter } from 'proofdesk/rules';
import { membershipMessages as m } from './messages';
import { bytes, UsageBar } from './parts';

const hours = (value: number | 'infinity') =>
  value === 'infinity' ? m.unlimited : fillTemplate(m.hoursValue, { hours: Number(value.toFixed(2)) });

/** Usage against quotas with the meters' rules (§9: plan plus additional / retail figures). */
export function Usage({ user }: { user: User }) {
  const storage = storageMeter(user);
  const time = hoursMeter(user);
  const orders = activeOrderMeter(user);
  return (
    <section className="app-card member-card" aria-labelledby="member-usage-title">
      <h2 id="member-usage-title">{m.usageTitle}</h2>
      <UsageBar
        label={m.storage}
        used={bytes(storage.used)}
        total={bytes(storage.total)}
        percent={storage.percent}
        danger={storage.danger}
        note={storage.full ? m.storageFull : undefined}
      />
      <UsageBar
        label={m.hours}
        used={hours(time.used)}
        total={hours(time.total)}
        percent={time.percent}
        danger={time.danger}
      />
      <UsageBar
        label={m.activeOrders}
        used={String(orders.used)}
        total={orders.unlimited ? m.unlimited : String(orders.limit)}
        percent={orders.percent}
        danger={orders.danger}
      />
    </section>
  );
}
