import { headerCreateAction, showsBoardListToggle, type ThemeModeInput, type User } from 'proofdesk';
import { QuickSearch } from 'proofdesk/quick-search';
import { useMemo } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { BOARD_PATH, isBoardPage, isCreatePage, LIST_PATH } from '../lib/board-routes';
import { useViewedUser } from '../lib/portal-view';

const CREATE = {
  'create-order': { path: '/orders/new', label: 'Create New Order' },
  'create-customer': { path: '/customer/new', label: 'Create New Customer' },
} as const;

/**
 * Dashboard §2 "Header": the quick search and the Board View / List View toggles (non-client users)
 * on the board and list pages, and Create New Order (read on 'create order') or, for clients,
 * Create New Customer, hidden on the create pages.
 */
export function HeaderTools({ user, mode }: { user: User; mode: ThemeModeInput }) {
  const { pathname } = useLocation();
  const viewed = useViewedUser(user);
  const theme = useMemo(() => ({ mode }), [mode]);
  const onBoardPage = isBoardPage(pathname);
  const action = headerCreateAction(viewed);
  const create = action && !isCreatePage(pathname) ? CREATE[action] : null;
  if (!onBoardPage && !create) return null;
  return (
    <div className="app-header-tools">
      {onBoardPage ? <QuickSearch className="app-header-widget app-quick-search" theme={theme} /> : null}
      {onBoardPage && showsBoardListToggle(viewed) ? (
        <nav className="app-view-toggle" aria-label="Order views">
          <NavLink to={BOARD_PATH} end className={toggleClass}>
            Board View
          </NavLink>
          <NavLink to={LIST_PATH} end className={toggleClass}>
            List View
          </NavLink>
        </nav>
      ) : null}
      {create ? (
        <Link to={create.path} className="pd-button pd-button--primary app-create">
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
