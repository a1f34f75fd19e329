import type { User } from 'proofdesk';
import { Modal } from 'proofdesk/react';
import { Link, useLocation } from 'react-router';

// The mandatory welcome modal is not shown on these routes (dashboard §2 "App shell").
const EXEMPT_PREFIXES = ['/profile', '/signin', '/admin/signin', '/forgot-password', '/reset-password'];

/** 'Welcome to Dashboard!': the profile must be completed before the portal can be used. */
export function ProfileGate({ user }: { user: User }) {
  const location = useLocation();
  const exempt = EXEMPT_PREFIXES.some((prefix) => location.pathname.startsWith(prefix));
  if (user.isProfileComplete || exempt) return null;
  return (
    <Modal open title="Welcome to Dashboard!" force onClose={() => {}}>
      <p>Please complete your profile before using the dashboard.</p>
      <Link to="/profile" className="pd-button pd-button--primary">
        Manage Profile
      </Link>
    </Modal>
  );
}
