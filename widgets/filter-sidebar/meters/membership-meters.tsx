import { useMemo } from 'react';
import type { User } from '../../../sdk/contract';
import { useWidgetStyles } from '../../../sdk/react';
import type { SidebarPartProps } from '../props';
import { hoursFigures, orderFigures, storageFigures } from './figures';
import { defaultMeterMessages, type MeterMessages } from './messages';
import { Meter } from './meter';
import { StoragePackages } from './storage-packages';
import { meterStyles } from './styles';
import { useLiveProfile } from './use-live-profile';

interface MetersProps {
  messages: MeterMessages;
}

/**
 * The membership bar (dashboard §2 "Usage meters"): storage with its additional packages, allocated
 * hours and active orders, from the signed-in user's profile and live with the server's pushes.
 * Nothing while the user is missing.
 */
function Meters({ messages: m }: MetersProps) {
  useWidgetStyles(meterStyles);
  const user = useLiveProfile();
  if (!user) return null;
  return <MeterList user={user} messages={m} />;
}

function MeterList({ user, messages: m }: { user: User; messages: MeterMessages }) {
  const storage = storageFigures(user, m);
  const zone = user.timeZone?.value || undefined;
  return (
    <section className="pd-meters" aria-label={m.metersLabel}>
      <Meter label={m.storage} {...storage} unlimitedBar="gradient">
        <StoragePackages packages={user.storages.additionals} timeZone={zone} messages={m} />
      </Meter>
      <Meter label={m.allocatedHours} {...hoursFigures(user, m)} unlimitedBar="gradient" />
      <Meter label={m.activeOrders} {...orderFigures(user, m)} unlimitedBar="full" />
    </section>
  );
}

/** The membership bar inside the sidebar frame. */
export function MembershipMetersPart({ messages }: SidebarPartProps) {
  return <Meters messages={messages} />;
}

/** What `<MembershipMeters>` takes: the bar alone, for a reseller's page without the filter. */
export interface MembershipMetersProps {
  /** Overrides of the bar's strings. */
  messages?: Partial<MeterMessages>;
}

/** The bare view of `<MembershipMeters>`. */
export function MembershipMetersView({ messages }: MembershipMetersProps) {
  const m = useMemo(() => ({ ...defaultMeterMessages, ...messages }), [messages]);
  return <Meters messages={m} />;
}
