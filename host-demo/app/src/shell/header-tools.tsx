import type { User } from 'proofdesk';
import { QuickSearch } from 'proofdesk/quick-search';
import { headerCreateAction, showsBoardListToggle } from 'proofdesk/rules';
import { Link, NavLink, useLocation } from 'react-router';
import {
  ARCHIVED_PATH,
  BOARD_PATH,
  isBoardPage,
  isCreatePage,
  isOrdersPage,
  LIST_PATH,
} from '../lib/board-routes';
import { useWidgetTheme } from '../lib/color-scheme';
import { useViewedUser } from '../lib/portal-view';

const CREATE = {
  'create-order': { path: '/orders/new', label: 'Create New Order' },
  'create-customer': { path: '/customer/new', label: 'Create New Customer' },
} as const;

/**
 * Dashboard §2 "Header": the quick search and the Board View / List View toggles (non-client users)
 * on the board and list pages, and Create New Order (read on 'create order') or, for clients,
 * Create New Customer, hidden on the create pages. The spec links the archive from nowhere; the
 * "Order views" navigation offers it on the board, list and archive pages.
 */
export function HeaderTools({ user }: { user: User }) {
  const { pathname } = useLocation();
  const viewed = useViewedUser(user);
  const theme = useWidgetTheme();
  const onBoardPage = isBoardPage(pathname);
  const onOrdersPage = isOrdersPage(pathname);
  const action = headerCreateAction(viewed);
  const create = action && !isCreatePage(pathname) ? CREATE[action] : null;
  if (!onOrdersPage && !create) return null;
  return (
    <div className="app-header-tools">
      {onBoardPage ? <QuickSearch className="app-header-widget app-quick-search" theme={theme} /> : null}
      {onOrdersPage ? (
        <nav className="app-view-toggle" aria-label="Order views">
          {showsBoardListToggle(viewed) ? (
            <>
              <NavLink to={BOARD_PATH} end className={toggleClass}>
                Board View
              </NavLink>
              <NavLink to={LIST_PATH} end className={toggleClass}>
                List View
              </NavLink>
            </>
          ) : onBoardPage ? null : (
            <NavLink to={BOARD_PATH} end className={toggleClass}>
              Orders
            </NavLink>
          )}
          <NavLink to={ARCHIVED_PATH} end className={toggleClass}>
            Archived
          </NavLink>
        </nav>
      ) : null}
      {create ? (
        <Link
          to={create.path}
          // A free-plan account's new order is a pay-as-you-go order (dashboard §2 /orders/new).
          state={
            action === 'create-order' && viewed.membership?.type === 'free' ? { payAsYouGo: true } : undefined
          }
          className="pd-button pd-button--primary app-create"
        >
          {create.label}
        </Link>
      ) : null}
    </div>
  );
}

// NavLink marks the current page with aria-current="page"; the class only draws it.
function toggleClass({ isActive }: { isActive: boolean }) {
  return `pd-button pd-button--sm ${isActive ? 'pd-button--secondary app-view-current' : 'pd-button--ghost'}`;
}
