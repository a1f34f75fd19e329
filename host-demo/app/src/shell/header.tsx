import { type User, welcomeLine } from 'proofdesk';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../lib/site';
import { ProfileMenu } from './profile-menu';

export function Header({ user }: { user: User }) {
  const logo = user.whitelabelInfo?.logo;
  return (
    <header className="app-header">
      <Link to="/" className="app-logo">
        {logo ? <img src={logo} alt={PRODUCT_NAME} /> : <span>{PRODUCT_NAME}</span>}
      </Link>
      <p className="app-welcome">{welcomeLine(user.firstname)}</p>
      <ProfileMenu user={user} />
    </header>
  );
}
