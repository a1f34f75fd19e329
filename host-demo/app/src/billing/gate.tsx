import type { User } from 'proofdesk';
import { useProofdesk, useStore } from 'proofdesk/react';
import { type Action, can, type Subject } from 'proofdesk/rules';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ShownError } from './api';
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
  const proofdesk = useProofdesk();
  const user = useStore(proofdesk.session.$profile);
  if (!user) return null;
  if (!can(user, action, subject)) {
    return (
      <section className="app-card billing-page" aria-labelledby="billing-denied">
        <h1 id="billing-denied">{m.noAccessTitle}</h1>
        <p>{m.noAccess}</p>
        <Link className="pd-button pd-button--primary" to="/">
          {m.backToBoard}
        </Link>
      </section>
    );
  }
  return <>{children(user)}</>;
}

export function LoadError({ error, onRetry }: { error: ShownError; onRetry?: () => void }) {
  return (
    <div className="app-alert" role="alert">
      <strong>{error.title}</strong>
      <p>{error.message}</p>
      {error.messages && error.messages.length > 1 ? (
        <ul>
          {error.messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      {onRetry ? (
        <button type="button" className="pd-button pd-button--secondary billing-retry" onClick={onRetry}>
          {m.retry}
        </button>
      ) : null}
    </div>
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
