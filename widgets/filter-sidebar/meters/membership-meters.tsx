import { useMemo } from 'react';
import type { User } from '../../../sdk/contract';
import { can, Subject } from '../../../sdk/core/access';
import type { NavigateIntent } from '../../../sdk/core/domain';
import { type IntentHandler, useAnnounceIntent, useWidgetStyles } from '../../../sdk/react';
import type { SidebarPartProps } from '../props';
import { hoursFigures, orderFigures, storageFigures } from './figures';
import { defaultMeterMessages, type MeterMessages } from './messages';
import { Meter } from './meter';
import { StoragePackages } from './storage-packages';
import { meterStyles } from './styles';
import { useLiveProfile } from './use-live-profile';

/**
 * The storage meter's "Buy more storage" (issue 25: the usage meters' "Additional storage" leads to
 * the extra resources): the membership package page, at its extras. Built here, not in the core's
 * intents: only this widget announces it, and the core pays for every byte on every page.
 */
const BUY_STORAGE: NavigateIntent = {
  type: 'buy-storage',
  path: '/membership/package#extras',
  params: { resource: 'storage' },
};

interface MetersProps {
  messages: MeterMessages;
  onIntent?: IntentHandler | undefined;
}

/**
 * The membership bar (dashboard §2 "Usage meters"): storage with its additional packages, allocated
 * hours and active orders, from the signed-in user's profile and live with the server's pushes.
 * Nothing while the user is missing. Each meter only for a user who may read its subject (§6: the
 * owner and staff, who hold the membership; operators, managers, the CSO and admin have none, and
 * see no meters rather than zeros).
 */
function Meters({ messages: m, onIntent }: MetersProps) {
  useWidgetStyles(meterStyles);
  const user = useLiveProfile();
  const announce = useAnnounceIntent(onIntent);
  if (!user) return null;
  // Buying goes through the cart: only users who may buy (the owner) are offered it.
  const buy = can(user, 'create', Subject.PAYG_CART) ? () => announce(BUY_STORAGE) : undefined;
  return <MeterList user={user} messages={m} onBuyStorage={buy} />;
}

interface MeterListProps {
  user: User;
  messages: MeterMessages;
  onBuyStorage: (() => void) | undefined;
}

function MeterList({ user, messages: m, onBuyStorage }: MeterListProps) {
  const shows = {
    storage: can(user, 'read', Subject.STORAGE),
    hours: can(user, 'read', Subject.ALLOCATED_HOURS),
    orders: can(user, 'read', Subject.ACTIVE_ORDER),
  };
  if (!shows.storage && !shows.hours && !shows.orders) return null;
  const zone = user.timeZone?.value || undefined;
  return (
    <section className="pd-meters" aria-label={m.metersLabel}>
      {shows.storage && (
        <Meter label={m.storage} {...storageFigures(user, m)} unlimitedBar="gradient">
          <StoragePackages packages={user.storages.additionals} timeZone={zone} messages={m} />
        </Meter>
      )}
      {shows.hours && <Meter label={m.allocatedHours} {...hoursFigures(user, m)} unlimitedBar="gradient" />}
      {shows.orders && <Meter label={m.activeOrders} {...orderFigures(user, m)} unlimitedBar="full" />}
      {shows.storage && onBuyStorage && (
        <button type="button" className="pd-meter-expander pd-meter-buy" onClick={onBuyStorage}>
          {m.buyStorage}
        </button>
      )}
    </section>
  );
}

/** The membership bar inside the sidebar frame. */
export function MembershipMetersPart({ messages, onIntent }: SidebarPartProps) {
  return <Meters messages={messages} onIntent={onIntent} />;
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
