import type { User } from 'proofdesk';
import { useProofdesk } from 'proofdesk/react';
import { canReadResellerCustomers, canToggleView, type PortalView } from 'proofdesk/rules';
import { NavLink } from 'react-router';
import { useViewedUser } from '../lib/portal-view';
import { customerMessages as m } from './messages';

/**
 * Dashboard §4 "View switching": white-label clients switch between the customer view (their own
 * portal, as a customer of the provider) and the client view (their customers, Create New Customer,
 * the customer filter). The choice is kept under the instance's `view` key and the page reloads, so
 * every screen and widget starts again in the chosen view. In the client view the bar also links the
 * customer list. Nobody else sees it ("Only white-label clients can toggle the view").
 */
export function ViewToggle({
  user,
  reload = () => window.location.reload(),
}: {
  user: User;
  /** How the page starts again in the new view (tests pass their own). */
  reload?: () => void;
}) {
  const proofdesk = useProofdesk();
  const { view } = useViewedUser(user);
  if (!canToggleView(user)) return null;
  const choose = (next: PortalView) => {
    if (next === view) return;
    proofdesk.session.storage.set('view', next);
    reload();
  };
  const option = (value: PortalView, label: string) => (
    <button
      type="button"
      className={`pd-button pd-button--sm ${value === view ? 'pd-button--secondary customers-view-current' : 'pd-button--ghost'}`}
      aria-pressed={value === view}
      onClick={() => choose(value)}
    >
      {label}
    </button>
  );
  return (
    <div className="customers-view-bar" data-testid="view-toggle">
      {/* The two views as toggle buttons in a named group; the hint says what switching does. */}
      <fieldset className="customers-view-group" aria-describedby="customers-view-hint">
        <legend className="app-sr-only">{m.viewLabel}</legend>
        {option('customer', m.customerView)}
        {option('client', m.clientView)}
      </fieldset>
      <span id="customers-view-hint" className="app-sr-only">
        {m.viewHint}
      </span>
      {view === 'client' && canReadResellerCustomers(user) ? (
        <NavLink to="/customer" end className="customers-view-link">
          {m.myCustomers}
        </NavLink>
      ) : null}
    </div>
  );
}
