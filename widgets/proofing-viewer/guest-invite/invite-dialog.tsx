import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import type { GuestInvitation } from '../../../sdk/contract';
import { Button, Modal, useProofdesk } from '../../../sdk/react';
import { fill } from '../messages';
import { inviteGuest, listInvitations, revokeInvitation } from './invitations';
import { defaultInviteMessages, type InviteMessages } from './invite-messages';

export interface InviteDialogProps {
  orderId: string;
  onClose(): void;
  /** The viewer's catalogue with the host's overrides (its invite keys apply here). */
  messages?: Partial<InviteMessages> | undefined;
}

/**
 * Invite a guest reviewer (name, e-mail, message), get the link to copy (shown once: the server
 * keeps only a hash of it), and list or revoke the order's invitations. A refused call keeps what
 * was typed and says why.
 */
export default function InviteDialog({ orderId, onClose, messages }: InviteDialogProps) {
  const m: InviteMessages = { ...defaultInviteMessages, ...messages };
  const { http } = useProofdesk();
  const id = useId();
  const [form, setForm] = useState({ name: '', email: '', message: '' });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [list, setList] = useState<readonly GuestInvitation[]>([]);

  const refresh = useCallback(async () => {
    const result = await listInvitations(http, orderId);
    if (result.ok) setList(result.data);
    else setFailure(result.error.message);
  }, [http, orderId]);
  useEffect(() => void refresh(), [refresh]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    const result = await inviteGuest(http, orderId, form);
    setSending(false);
    if (!result.ok) return setFailure(result.error.messages?.[0] ?? result.error.message);
    setFailure(null);
    setLink(result.data.link ?? null);
    setCopied(false);
    setForm({ name: '', email: '', message: '' });
    void refresh();
  };
  const revoke = async (invitation: GuestInvitation) => {
    const result = await revokeInvitation(http, orderId, invitation.id);
    setFailure(result.ok ? null : result.error.message);
    void refresh();
  };
  const copy = async () => {
    if (!link) return;
    await navigator.clipboard?.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  const field = (name: keyof typeof form) => ({
    id: `${id}-${name}`,
    className: 'pd-input',
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
  });

  return (
    <Modal open onClose={onClose} title={m.inviteTitle}>
      <form className="pd-invite-form" onSubmit={submit}>
        <label className="pd-field-label" htmlFor={`${id}-name`}>
          {m.inviteName}
        </label>
        <input {...field('name')} required maxLength={100} autoComplete="off" />
        <label className="pd-field-label" htmlFor={`${id}-email`}>
          {m.inviteEmail}
        </label>
        <input {...field('email')} type="email" required maxLength={254} autoComplete="off" />
        <label className="pd-field-label" htmlFor={`${id}-message`}>
          {m.inviteMessage}
        </label>
        <textarea {...field('message')} maxLength={1000} rows={3} />
        {failure && (
          <p className="pd-field-error" role="alert">
            {fill(m.inviteFailed, { message: failure })}
          </p>
        )}
        <Button type="submit" disabled={sending || !form.name.trim() || !form.email.trim()}>
          {m.inviteSend}
        </Button>
      </form>
      {link && (
        <div className="pd-invite-link">
          <label className="pd-field-label" htmlFor={`${id}-link`}>
            {m.inviteLink}
          </label>
          <input id={`${id}-link`} className="pd-input" readOnly value={link} />
          <Button variant="ghost" size="sm" onClick={copy}>
            {m.inviteCopy}
          </Button>
          <span aria-live="polite">{copied ? m.inviteCopied : ''}</span>
        </div>
      )}
      <h3>{m.inviteListTitle}</h3>
      {list.length === 0 ? (
        <p>{m.inviteNone}</p>
      ) : (
        <ul className="pd-invite-list">
          {list.map((invitation) => (
            <li key={invitation.id}>
              <span>
                {invitation.guestName} &lt;{invitation.guestEmail}&gt;
              </span>{' '}
              {invitation.revokedAt ? (
                <em>{m.inviteRevoked}</em>
              ) : (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={fill(m.inviteRevokeLabel, { name: invitation.guestName })}
                  onClick={() => void revoke(invitation)}
                >
                  {m.inviteRevoke}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
// The viewer's first path, for the host's bundler (first-path.ts).
export { viewerFirstPath } from '../first-path';
