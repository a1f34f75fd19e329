import type { User } from 'proofdesk';
import { useProofdesk, useStore } from 'proofdesk/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { libMessages as m } from './messages';

/**
 * Shows `children` only to a signed-in user `allows` accepts (a right of `sdk/core/access`: the
 * server refuses the calls anyway); others get `denied`, by default the 'Not available' card with
 * `message` and a way back to the orders; `loading` while the profile loads.
 */
export function RightGate({
  allows,
  message,
  className,
  denied,
  loading = null,
  children,
}: {
  allows: (user: User) => boolean;
  /** Why the screen is refused (the default card's text). */
  message?: string;
  /** The default card's area class (its page layout), beside `app-card`. */
  className?: string;
  /** Shown instead of the default card. */
  denied?: (user: User) => ReactNode;
  /** Shown while the profile loads. */
  loading?: ReactNode;
  children: (user: User) => ReactNode;
}) {
  const proofdesk = useProofdesk();
  const user = useStore(proofdesk.session.$profile);
  if (!user) return <>{loading}</>;
  if (allows(user)) return <>{children(user)}</>;
  if (denied) return <>{denied(user)}</>;
  return <NotAvailable message={message ?? ''} className={className} />;
}

/** The refused-screen card: 'Not available', why, and Back to orders. */
export function NotAvailable({ message, className }: { message: string; className?: string | undefined }) {
  return (
    <section className={className ? `app-card ${className}` : 'app-card'} aria-labelledby="right-gate-title">
      <h1 id="right-gate-title">{m.noAccessTitle}</h1>
      <p>{message}</p>
      <Link className="pd-button pd-button--primary" to="/">
        {m.backToBoard}
      </Link>
    </section>
  );
}
