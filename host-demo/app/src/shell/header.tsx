import { can, Subject, type User, welcomeLine } from 'proofdesk';
import { Cart } from 'proofdesk/cart';
import { NotificationBell } from 'proofdesk/notification-bell';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../lib/site';
import { ProfileMenu } from './profile-menu';

/** The portal header: logo, welcome line, then the same bell and cart widgets resellers embed. */
export function Header({ user }: { user: User }) {
  const logo = user.whitelabelInfo?.logo;
  return (
    <header className="app-header">
      <Link to="/" className="app-logo">
        {logo ? <img src={logo} alt={PRODUCT_NAME} /> : <span>{PRODUCT_NAME}</span>}
      </Link>
      <p className="app-welcome">{welcomeLine(user.firstname)}</p>
      <NotificationBell className="app-header-widget" />
      {/* Dashboard §6: the cart is the owner's (the server refuses pricing for anyone else). */}
      {can(user, 'visit', Subject.CART) ? <Cart className="app-header-widget" /> : null}
      <ProfileMenu user={user} />
    </header>
  );
}
