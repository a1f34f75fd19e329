import type { User } from 'proofdesk';
import { type Action, can, type Subject } from 'proofdesk/rules';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RightGate } from '../lib/right-gate';
import { billingMessages as m } from './messages';

/**
 * Shows `children` only to a user with `action` on `subject` (dashboard §6: billing, invoices and
 * checkout are the owner's); others read why. The server refuses the calls anyway.
 */
export function BillingGate({
  subject,
  action = 'read',
  children,
}: {
  subject: Subject;
  action?: Action;
  children: (user: User) => ReactNode;
}) {
  return (
    <RightGate allows={(user) => can(user, action, subject)} message={m.noAccess} className="billing-page">
      {children}
    </RightGate>
  );
}

export function Missing({
  title,
  text,
  back,
  backLabel,
}: {
  title: string;
  text: string;
  back: string;
  backLabel: string;
}) {
  return (
    <section className="app-card billing-page" aria-labelledby="billing-missing">
      <h1 id="billing-missing">{title}</h1>
      <p>{text}</p>
      <Link className="pd-button pd-button--primary" to={back}>
        {backLabel}
      </Link>
    </section>
  );
}

/** The billing area's two tabs (dashboard §2 "Manage Payment/Invoices"). */
export function BillingTabs({ current }: { current: 'payments' | 'invoices' }) {
  return (
    <nav className="billing-tabs" aria-label={m.billingTabs}>
      <Link to="/billing/payments" aria-current={current === 'payments' ? 'page' : undefined}>
        {m.tabPayments}
      </Link>
      <Link to="/billing/invoices" aria-current={current === 'invoices' ? 'page' : undefined}>
        {m.tabInvoices}
      </Link>
    </nav>
  );
}
