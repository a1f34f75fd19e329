import type { User } from 'proofdesk';
import { Spinner } from 'proofdesk/react';
import { can, fillTemplate, formatBytes, formatPercent, Subject } from 'proofdesk/rules';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { ErrorAlert } from '../lib/error-alert';
import { membershipMessages as m } from './messages';

/** The signed-in user as the access rules read them (the portal's remembered view included). */
export const withView = (user: User, view: string | null) => ({
  ...user,
  view: view === 'client' ? ('client' as const) : ('customer' as const),
});

/** May manage the account's plan (the owner): the server enforces the same right. */
export const managesMembership = (user: User) => can(user, 'update', Subject.MEMBERSHIP);

export function Page({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'member-page member-page--wide' : 'member-page'}>
      <h1>{title}</h1>
      {children}
    </div>
  );
}

export function Loading() {
  return (
    <div className="app-center" role="status" aria-live="polite">
      <Spinner />
      <span className="app-sr-only">{m.loading}</span>
    </div>
  );
}

export function Denied({ message = m.denied }: { message?: string }) {
  return <ErrorAlert error={{ title: m.deniedTitle, message }} />;
}

/** The two membership pages' tabs. */
export function MembershipTabs() {
  return (
    <nav className="member-tabs" aria-label={m.tabsLabel}>
      <NavLink to="/membership/service">{m.serviceTab}</NavLink>
      <NavLink to="/membership/package">{m.packageTab}</NavLink>
    </nav>
  );
}

/** The pay-as-you-go pages' links. */
export function PaygTabs({ switchable }: { switchable: boolean }) {
  return (
    <nav className="member-tabs" aria-label={m.paygListTitle}>
      <NavLink to="/payg/list" end>
        {m.listLink}
      </NavLink>
      <NavLink to="/payg" end>
        {m.infoLink}
      </NavLink>
      {switchable && <NavLink to="/payg/switch">{m.switchLink}</NavLink>}
    </nav>
  );
}

export interface UsageBarProps {
  label: string;
  used: string;
  total: string;
  percent: number;
  danger: boolean;
  note?: string | undefined;
}

/** One usage line against its quota (the meters' rules: danger at 90 %, percent to 1 decimal). */
export function UsageBar({ label, used, total, percent, danger, note }: UsageBarProps) {
  const shown = Math.min(100, percent);
  return (
    <div className={danger ? 'member-usage member-usage--danger' : 'member-usage'}>
      <div className="member-usage-head">
        <span>{label}</span>
        <span>{fillTemplate(m.usedOfTotal, { used, total })}</span>
      </div>
      <progress
        max={100}
        value={shown}
        aria-label={`${label}: ${fillTemplate(m.usedOfTotal, { used, total })}`}
      />
      <small>
        {fillTemplate(m.percentUsed, { percent: formatPercent(percent) })}
        {note ? ` · ${note}` : ''}
      </small>
    </div>
  );
}

export const bytes = (value: number | 'infinity') =>
  value === 'infinity' ? m.unlimited : formatBytes(value);

/** '$99.00' in the currency of the catalogue. */
export function money(amount: number, currency: string) {
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}
