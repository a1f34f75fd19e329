// The whole host. A client-only app needs no client boundary: one Proofdesk instance for the page,
// made when the module loads, and the widgets rendered as ordinary React 18 components from
// `proofdesk/*` (the package as `npm pack` makes it; scripts/build-consumer-hosts.mjs).
import { createProofdesk, setDefaultProofdesk } from 'proofdesk';
import { Board } from 'proofdesk/board';
import { Cart, getCartStore } from 'proofdesk/cart';
import { NotificationBell } from 'proofdesk/notification-bell';
import { ProofingViewer } from 'proofdesk/proofing-viewer';
import { ProofdeskProvider, useProofdesk, useStore } from 'proofdesk/react';
import { type FormEvent, useState, version } from 'react';

const api = document.querySelector<HTMLMetaElement>('meta[name="proofdesk-api"]')?.content ?? '/api';
const proofdesk = createProofdesk({ baseUrl: new URL(api, location.href).href });
setDefaultProofdesk(proofdesk);

export function Portal() {
  return (
    <main>
      <h1>Northwind on Vite and React 18</h1>
      <p>
        The bell, the cart, the board and the proofing viewer from the packed npm package, rendered by React{' '}
        <span data-testid="react-version">{version}</span>.
      </p>
      <ProofdeskProvider instance={proofdesk}>
        <SignedInArea />
      </ProofdeskProvider>
    </main>
  );
}

function SignedInArea() {
  const proofdesk = useProofdesk();
  const auth = useStore(proofdesk.session.$auth);
  const profile = useStore(proofdesk.session.$profile);
  // The viewer opens the file named in the page's query (?order=…&attachment=…), as a deep link would.
  const [file] = useState(() => new URLSearchParams(location.search));
  const orderId = file.get('order');
  const attachmentId = file.get('attachment');
  if (!auth.token) return <SignIn />;
  return (
    <>
      <header className="host-header">
        <span data-testid="greeting">{profile ? `Hi, ${profile.firstname}` : ''}</span>
        <NotificationBell />
        <Cart />
        <button
          type="button"
          onClick={() => getCartStore(proofdesk).add({ id: 'prod-social-kit', type: 'product' })}
        >
          Add Social Media Kit to cart
        </button>
      </header>
      {orderId && attachmentId ? (
        <section className="host-viewer">
          <ProofingViewer orderId={orderId} attachmentId={attachmentId} />
        </section>
      ) : (
        <section className="host-board">
          <Board />
        </section>
      )}
    </>
  );
}

function SignIn() {
  const proofdesk = useProofdesk();
  const [error, setError] = useState<string | null>(null);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const result = await proofdesk.session.signIn({
      username: String(data.get('username') ?? ''),
      password: String(data.get('password') ?? ''),
    });
    setError(result.ok ? null : `${result.error.title} ${result.error.message}`);
  }
  return (
    <form onSubmit={onSubmit}>
      <label htmlFor="username">E-mail</label>
      <input id="username" name="username" type="email" autoComplete="username" />
      <label htmlFor="password">Password</label>
      <input id="password" name="password" type="password" autoComplete="current-password" />
      <button type="submit">Sign in</button>
      {error ? <p role="alert">{error}</p> : null}
    </form>
  );
}
