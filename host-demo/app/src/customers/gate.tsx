import type { User } from 'proofdesk';
import { useProofdesk, useStore } from 'proofdesk/react';
import { canManageResellerCustomers, canReadResellerCustomers } from 'proofdesk/rules';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ShownError } from './api';
import { customerMessages as m } from './messages';

/**
 * Shows `children` only to a white-label client's owner or staff (dashboard §6 "Client users see
 * Create New Customer"); `canManage` says whether it may change customers too (not view-only). The
 * server refuses the calls anyway.
 */
export function CustomerGate({ children }: { children: (user: User, canManage: boolean) => ReactNode }) {
  const proofdesk = useProofdesk();
  const user = useStore(proofdesk.session.$profile);
  if (!user) return null;
  if (!canReadResellerCustomers(user)) {
    return (
      <section className="app-card customers-page" aria-labelledby="customers-denied">
        <h1 id="customers-denied">{m.noAccessTitle}</h1>
        <p>{m.noAccess}</p>
        <Link className="pd-button pd-button--primary" to="/">
          {m.backToBoard}
        </Link>
      </section>
    );
  }
  return <>{children(user, canManageResellerCustomers(user))}</>;
}

/** A load or save failure in place: the spec's pair, the server's list, and Try again. */
export function LoadError({ error, onRetry }: { error: ShownError; onRetry?: () => void }) {
  return (
    <div className="app-alert" role="alert">
      <strong>{error.title}</strong>
      <p>{error.message}</p>
      {error.messages && error.messages.length > 0 ? (
        <ul>
          {error.messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      {onRetry ? (
        <button type="button" className="pd-button pd-button--secondary customers-retry" onClick={onRetry}>
          {m.retry}
        </button>
      ) : null}
    </div>
  );
}

export const ownerName = (customer: { firstname: string; lastname: string }) =>
  `${customer.firstname} ${customer.lastname}`.trim();

/** The board filtered to one customer account (the order filter's customerId, kept in the URL). */
export const ordersOf = (customerId: string) => `/?customerId=${encodeURIComponent(customerId)}`;
