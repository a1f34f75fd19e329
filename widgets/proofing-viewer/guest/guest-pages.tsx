import { useEffect, useState } from 'react';
import type { GuestData } from '../../../sdk/contract';
import { Avatar, Button, Modal } from '../../../sdk/react';
import type { GuestMessages } from './guest-messages';

/** proofing §9: the guest welcome modal appears after 500 ms. */
export const WELCOME_DELAY_MS = 500;

/**
 * proofing §2.5, with the 'Access Denied' alert above it when the server refused the link (§5, §8:
 * "'Access Denied' … then broken-link page").
 */
export function BrokenLinkPage({ messages: m, denied }: { messages: GuestMessages; denied: boolean }) {
  return (
    <section className="pd-guest-broken" aria-labelledby="pd-guest-broken-title">
      {denied && (
        <div className="pd-guest-denied" role="alert">
          <strong>{m.accessDeniedTitle}</strong> <span>{m.accessDeniedMessage}</span>
        </div>
      )}
      <p className="pd-guest-code">{m.brokenCode}</p>
      <h1 id="pd-guest-broken-title">{m.brokenTitle}</h1>
      <p>{m.brokenMessage}</p>
    </section>
  );
}

/** proofing §2.6: inviter avatar and name, the invitation message, 'Got it!'; after 500 ms, once. */
export function WelcomeModal({ messages: m, data }: { messages: GuestMessages; data: GuestData }) {
  const [open, setOpen] = useState(false);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setOpen(true), WELCOME_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const close = () => {
    setOpen(false);
    setSeen(true);
  };
  const name = data.inviter.name;
  return (
    <Modal
      open={open && !seen}
      onClose={close}
      title={
        <span className="pd-guest-inviter">
          <Avatar name={name || '?'} src={data.inviter.avatar} />
          <span className="pd-user-text">{name}</span>
        </span>
      }
      footer={<Button onClick={close}>{m.welcomeGotIt}</Button>}
    >
      <p className="pd-guest-message pd-user-text">{data.guestMessage}</p>
    </Modal>
  );
}
