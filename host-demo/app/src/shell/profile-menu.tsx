import type { User } from 'proofdesk';
import { Avatar, initialsOf, Popover, useProofdesk } from 'proofdesk/react';
import {
  codeLabel,
  defaultProfileMenuMessages,
  defaultRoleMessages,
  isCustomerSideRole,
  profileMenuEntries,
  truncate,
} from 'proofdesk/rules';
import { Link } from 'react-router';

const USER_NAME_LENGTH = 24;

/**
 * The trigger's avatar. Without a picture its initials are drawn by CSS (`data-initials`), not as
 * text: a button's visible text must be part of its name (WCAG 2.5.3, axe label-content-name-mismatch),
 * and 'ON' is not in 'Profile menu: Olivia Northwind'. A picture's alt text is.
 */
function TriggerAvatar({ name, src }: { name: string; src: string | null | undefined }) {
  if (src) return <Avatar src={src} name={name} size="sm" />;
  return (
    <span
      className="pd-avatar pd-avatar--sm profile-initials"
      data-initials={initialsOf(name)}
      aria-hidden="true"
    />
  );
}

/** Dashboard §2 "Profile menu": identity block, then only the entries the user is permitted. */
export function ProfileMenu({ user }: { user: User }) {
  const fullName = `${user.firstname} ${user.lastname}`.trim();
  // Job title for customer-type logins, role otherwise.
  const subtitle = isCustomerSideRole(user.role)
    ? user.jobTitle
    : codeLabel(defaultRoleMessages, 'role', user.role);
  const proofdesk = useProofdesk();
  // The customer/client toggle is remembered locally (dashboard §4 "View switching").
  const view = proofdesk.session.storage.get('view') === 'client' ? 'client' : 'customer';
  return (
    <Popover
      label="Profile menu"
      trigger={
        <button
          type="button"
          className="pd-button pd-button--ghost profile-trigger"
          // The avatar's own name (the user's) is in the button's name too (WCAG 2.5.3, label in name).
          aria-label={`Profile menu: ${fullName}`}
        >
          <TriggerAvatar name={fullName} src={user.avatar} />
        </button>
      }
      placement="bottom-end"
    >
      {(close) => (
        <div className="profile-menu">
          <div className="profile-menu-identity">
            <Avatar src={user.avatar} name={fullName} />
            <div>
              <strong>{truncate(fullName, USER_NAME_LENGTH)}</strong>
              <span>{subtitle}</span>
              <span>{user.emailAddress}</span>
            </div>
          </div>
          <nav aria-label="Account">
            <ul>
              {profileMenuEntries({ ...user, view }).map((entry) => (
                <li key={entry.key}>
                  <Link to={entry.path} onClick={close}>
                    {codeLabel(defaultProfileMenuMessages, 'menu', entry.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      )}
    </Popover>
  );
}
