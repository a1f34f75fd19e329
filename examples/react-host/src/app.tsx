import type { NavigateIntent } from 'proofdesk';
import { Cart, getCartStore } from 'proofdesk/cart';
import { NotificationBell } from 'proofdesk/notification-bell';
import { useProofdesk, useStore } from 'proofdesk/react';
import { useState } from 'react';
import { SignIn } from './sign-in';

const PRODUCTS = [
  { id: 'prod-social-kit', name: 'Social Media Kit', price: '$120.00' },
  { id: 'prod-brochure', name: 'Tri-fold Brochure', price: '$159.00' },
];

export function App() {
  const proofdesk = useProofdesk();
  const auth = useStore(proofdesk.session.$auth);
  const profile = useStore(proofdesk.session.$profile);
  const [routed, setRouted] = useState<{ id: number; intent: NavigateIntent }[]>([]);

  // This app owns its routing: it takes every intent, stops the default navigation, and would
  // call its router here (e.g. navigate(`/portal${intent.path}`)); the demo lists them.
  const onIntent = (intent: NavigateIntent, event: CustomEvent<NavigateIntent>) => {
    event.preventDefault();
    setRouted((list) => [{ id: list.length, intent }, ...list]);
  };

  return (
    <>
      <header className="app-header">
        <strong>Northwind React Portal</strong>
        <span className="spacer" />
        <NotificationBell onIntent={onIntent} theme={{ colors: { primary: '#4f46e5' } }} />
        <Cart onIntent={onIntent} theme={{ colors: { primary: '#4f46e5' } }} />
        {auth.token ? (
          <>
            <span data-testid="greeting">{profile ? `Hi, ${profile.firstname}` : ''}</span>
            <button type="button" onClick={() => void proofdesk.session.signOut()}>
              Sign out
            </button>
          </>
        ) : null}
      </header>
      <main className="app-main">
        <section className="card">
          <h2>Products</h2>
          <ul>
            {PRODUCTS.map((product) => (
              <li key={product.id}>
                {product.name} ({product.price}){' '}
                <button
                  type="button"
                  onClick={() => getCartStore(proofdesk).add({ id: product.id, type: 'product' })}
                >
                  Add {product.name} to cart
                </button>
              </li>
            ))}
          </ul>
        </section>
        <aside className="card">
          {auth.token ? null : <SignIn />}
          <h2>Routed intents</h2>
          <ol id="intent-log">
            {routed.map(({ id, intent }) => (
              <li key={id} data-intent={intent.type}>
                {intent.type} → {intent.path}
              </li>
            ))}
          </ol>
        </aside>
      </main>
    </>
  );
}
