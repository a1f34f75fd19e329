// Brightline Print's own code. The sign-in form, the "Add to cart" buttons and the event log talk
// to the page's one Proofdesk instance through `window.Proofdesk.ready`, and to the cart widget's
// store through `window.Proofdesk.store('proofdesk-cart')`. No build step, no inline
// code: the page runs unchanged under a strict Content-Security-Policy (strict-csp.html reuses it).
//
// Token hand-off: when your own server already signed the user in (it called POST /api/c/token with
// the customer client's credentials), give the SDK that token instead of asking for a password:
//
//   const pd = await window.Proofdesk.ready;
//   const result = await pd.session.signInWithToken({
//     accessToken: token.accessToken,
//     accessTokenExpiresAt: token.accessTokenExpiresAt, // ISO time, as the token endpoint answers
//   });
//   if (!result.ok) console.warn(result.error.title, result.error.message);
//
// token-handoff.html / token-handoff.js show it end to end.

const byId = (id) => document.getElementById(id);

// Widgets announce navigation as bubbling, composed, cancelable DOM events. This site routes
// itself, so it cancels them (no default navigation) and, for the demo, lists them.
const INTENTS = ['view-cart', 'checkout', 'open-order', 'open-attachment'];
for (const type of INTENTS) {
  document.addEventListener(`proofdesk:${type}`, (event) => {
    event.preventDefault();
    const item = document.createElement('li');
    item.dataset.intent = event.detail.type;
    item.dataset.path = event.detail.path;
    const name = document.createElement('code');
    name.textContent = event.type;
    item.append(name, ` → ${event.detail.path}`);
    byId('intent-log')?.prepend(item);
  });
}

function showSignInError(error) {
  const box = byId('sign-in-error');
  if (!box) return;
  box.hidden = !error;
  // The SDK maps errors to the spec's texts, e.g. 'Incorrect username or password.' with 'The email
  // and password you entered did not match our records. Please double-check and try again.'
  byId('sign-in-error-title').textContent = error?.title ?? '';
  byId('sign-in-error-message').textContent = error?.message ?? '';
}

const NOT_LOADED = { title: 'Proofdesk did not load', message: 'Check the script tag and the API origin.' };

// Bound before anything is awaited: a click while the SDK still loads must not fall through to the
// browser's own submit, which would reload the page with the password in its URL.
function bindSignIn() {
  const form = byId('sign-in-form');
  form?.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (!window.Proofdesk) return showSignInError(NOT_LOADED);
    const submit = form.querySelector('[type="submit"]');
    submit.disabled = true;
    showSignInError(null);
    const pd = await window.Proofdesk.ready;
    const result = await pd.session.signIn({
      username: form.elements.username.value.trim(),
      password: form.elements.password.value,
    });
    submit.disabled = false;
    if (result.ok) form.reset();
    else showSignInError(result.error);
  });
  byId('sign-out')?.addEventListener('click', async () => {
    const pd = await window.Proofdesk?.ready;
    pd?.session.signOut();
  });
}

function reflectSession(pd) {
  const name = byId('account-name');
  pd.session.$auth.subscribe((auth) => {
    const signedIn = auth.token !== null;
    document.documentElement.dataset.signedIn = String(signedIn);
    const panel = byId('sign-in-panel');
    if (panel) panel.hidden = signedIn;
    const signOut = byId('sign-out');
    if (signOut) signOut.hidden = !signedIn;
    if (name) name.hidden = !signedIn;
  });
  pd.session.$profile.subscribe((profile) => {
    if (name) name.textContent = profile ? `Hi, ${profile.firstname}` : '';
  });
}

function bindAddToCart() {
  for (const button of document.querySelectorAll('[data-add-to-cart]')) {
    button.addEventListener('click', async () => {
      // The cart widget's own store (loaded with its chunk), so the same rules apply: a known
      // item's quantity goes up by one.
      const cart = await window.Proofdesk.store('proofdesk-cart');
      cart.add({ id: button.dataset.addToCart, type: button.dataset.type ?? 'product' });
      const status = byId('cart-status');
      const title = button.closest('.product')?.querySelector('h3')?.textContent ?? 'The item';
      if (status) status.textContent = `${title} is in your cart.`;
    });
  }
}

bindSignIn();
if (window.Proofdesk) {
  const pd = await window.Proofdesk.ready;
  reflectSession(pd);
  bindAddToCart();
  document.documentElement.dataset.proofdeskReady = 'true';
} else {
  showSignInError(NOT_LOADED);
}
