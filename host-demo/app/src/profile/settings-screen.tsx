import type { User } from 'proofdesk';
import type { DeletionState } from 'proofdesk/contract';
import { Field, TextField, useFieldIds, useProofdesk, useStore } from 'proofdesk/react';
import {
  can,
  fillTemplate,
  formatDisplayDate,
  Subject,
  validateRequired,
  validateTextarea,
} from 'proofdesk/rules';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../lib/error-alert';
import { profileMessages as m } from './messages';
import { Loading } from './profile-screen';
import { useRead, useSend } from './use-profile-api';

const REASON_MAX = 1000;

/**
 * /settings (issue 26): the account's settings (sign-in address and its verification) and, for the
 * owner, the account deletion: reason and password, refused while active orders exist (listed),
 * then 30 days in which it can be cancelled before the server deletes the account.
 */
export default function SettingsScreen() {
  const proofdesk = useProofdesk();
  const user = useStore(proofdesk.session.$profile);
  return (
    <div className="profile-page">
      <h1>{m.settingsTitle}</h1>
      {!user ? (
        <Loading />
      ) : (
        <>
          <AccountSection user={user} />
          {can(user, 'delete', Subject.ACCOUNT_DELETION) && <DeletionSection user={user} />}
        </>
      )}
    </div>
  );
}

function AccountSection({ user }: { user: User }) {
  const { send, busy } = useSend();
  return (
    <section className="app-card profile-card" aria-labelledby="settings-account-title">
      <h2 id="settings-account-title">{m.accountTitle}</h2>
      <dl className="profile-facts">
        <dt>{m.email}</dt>
        <dd>
          {user.emailAddress}{' '}
          <span className={user.emailIsVerified ? 'profile-badge' : 'profile-badge profile-badge--warn'}>
            {user.emailIsVerified ? m.emailVerified : m.emailUnverified}
          </span>
        </dd>
        <dt>{m.timeZone}</dt>
        <dd>{user.timeZone.label}</dd>
      </dl>
      {!user.emailIsVerified && (
        <button
          type="button"
          className="pd-button pd-button--secondary"
          disabled={busy}
          onClick={() => void send('PUT', '/profile/resend-email-verification', 'profile')}
        >
          {m.resend}
        </button>
      )}
      <p className="profile-muted">
        {m.profileLink} <Link to="/profile">{m.profileLinkText}</Link>
      </p>
    </section>
  );
}

function DeletionSection({ user }: { user: User }) {
  const { load, reload } = useRead<DeletionState>('/profile/deletion');
  return (
    <section className="app-card profile-card profile-danger" aria-labelledby="settings-deletion-title">
      <h2 id="settings-deletion-title">{m.deletionTitle}</h2>
      {load.status === 'loading' && <Loading />}
      {load.status === 'failed' && <ErrorAlert error={load.error} />}
      {load.status === 'ready' &&
        (load.data.request ? (
          <Pending user={user} request={load.data.request} onDone={reload} />
        ) : (
          <RequestForm activeOrders={load.data.activeOrders} onDone={reload} />
        ))}
    </section>
  );
}

function Pending({
  user,
  request,
  onDone,
}: {
  user: User;
  request: NonNullable<DeletionState['request']>;
  onDone: () => void;
}) {
  const { send, busy } = useSend();
  const date = formatDisplayDate(new Date(request.deleteOn), user.timeZone.value);
  return (
    <div className="profile-pending">
      <p role="status">
        <strong>{fillTemplate(m.pending, { date })}</strong>
      </p>
      <p className="profile-muted">{fillTemplate(m.pendingReason, { reason: request.reason })}</p>
      <button
        type="button"
        className="pd-button pd-button--primary"
        disabled={busy}
        onClick={async () => {
          if ((await send('DELETE', '/profile/deletion', 'profile')).ok) onDone();
        }}
      >
        {m.cancelDeletion}
      </button>
    </div>
  );
}

function ActiveOrders({ orders }: { orders: DeletionState['activeOrders'] }) {
  return (
    <div className="app-alert" role="alert">
      <strong>{m.deletionBlocked}</strong>
      <ul className="profile-active-orders" aria-label={m.activeOrdersLabel}>
        {orders.map((order) => (
          <li key={order.id}>
            <Link to={`/orders/detail/${order.id}`}>
              {fillTemplate(m.orderLine, { number: order.orderNumber, name: order.name })}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function RequestForm({
  activeOrders,
  onDone,
}: {
  activeOrders: DeletionState['activeOrders'];
  onDone: () => void;
}) {
  const [reason, setReason] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [refusal, setRefusal] = useState<{ title: string; message: string; messages?: string[] } | null>(
    null,
  );
  const { send, busy } = useSend();
  const reasonIds = useFieldIds(undefined, 'settings-reason', { error: errors.reason ?? undefined });
  const blocked = activeOrders.length > 0;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      reason: validateTextarea(reason, { required: true, maxLength: REASON_MAX }),
      password: validateRequired(password),
    };
    setErrors(found);
    setRefusal(null);
    if (found.reason || found.password) return;
    const result = await send('POST', '/profile/deletion', 'profile', { reason, password });
    if (result.ok) {
      setPassword('');
      onDone();
    } else {
      setErrors(result.fields);
      if (result.status === 409) {
        setRefusal(result.error);
        onDone();
      }
    }
  };
  return (
    <>
      <p>{m.deletionIntro}</p>
      {blocked && <ActiveOrders orders={activeOrders} />}
      {refusal && !blocked && <ErrorAlert error={refusal} />}
      <form className="profile-deletion-form" onSubmit={submit} noValidate>
        <Field label={m.reason} required error={errors.reason ?? undefined} ids={reasonIds}>
          <textarea
            id={reasonIds.controlId}
            className="pd-input profile-textarea"
            rows={3}
            value={reason}
            required
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={reasonIds.describedBy}
            onChange={(event) => setReason(event.target.value)}
            disabled={blocked}
          />
        </Field>
        <TextField
          label={m.password}
          type="password"
          required
          autoComplete="current-password"
          maxLength={200}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password ?? undefined}
          disabled={blocked}
        />
        <div className="profile-actions">
          <button type="submit" className="pd-button pd-button--danger" disabled={busy || blocked}>
            {busy ? m.deleting : m.deleteButton}
          </button>
        </div>
      </form>
    </>
  );
}
