import type { User } from 'proofdesk';
import { Cart } from 'proofdesk/cart';
import { NotificationBell } from 'proofdesk/notification-bell';
import { can, Subject, welcomeLine } from 'proofdesk/rules';
import { Link } from 'react-router';
import { ViewToggle } from '../customers/view-toggle';
import { useWidgetTheme } from '../lib/color-scheme';
import { PRODUCT_NAME } from '../lib/site';
import { HeaderTools } from './header-tools';
import { ProfileMenu } from './profile-menu';
import { ThemeToggle } from './theme-toggle';

/**
 * The portal header: logo, welcome line, the board pages' tools (quick search, view toggles) and the
 * create button, then the same bell and cart widgets resellers embed.
 */
export function Header({ user }: { user: User }) {
  const logo = user.whitelabelInfo?.logo;
  // The widgets take the portal's scheme ('system' they follow themselves, live).
  const theme = useWidgetTheme();
  return (
    <header className="app-header">
      <div className="app-header-row">
        <Link to="/" className="app-logo">
          {logo ? <img src={logo} alt={PRODUCT_NAME} /> : <span>{PRODUCT_NAME}</span>}
        </Link>
        <p className="app-welcome">{welcomeLine(user.firstname)}</p>
        <ThemeToggle />
        <NotificationBell className="app-header-widget" theme={theme} />
        {/* Dashboard §6: the cart is the owner's (the server refuses pricing for anyone else). */}
        {can(user, 'visit', Subject.CART) ? <Cart className="app-header-widget" theme={theme} /> : null}
        <ProfileMenu user={user} />
      </div>
      <HeaderTools user={user} />
      <ViewToggle user={user} />
    </header>
  );
}
