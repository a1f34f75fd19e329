// Token hand-off: the page already holds an access token (its own server signed the user in), so
// the SDK takes that instead of a password: `pd.session.signInWithToken(...)`.

const byId = (id) => document.getElementById(id);
const status = byId('handoff-status');

// The API origin, from the loader's own URL (module scripts have absolute `src` properties).
const loader = [...document.scripts].find((script) => /\/embed\/proofdesk\.js$/.test(script.src));
const apiOrigin = loader ? new URL(loader.src).origin : location.origin;
byId('curl-command').textContent = [
  `curl -u proofdesk-customer:proofdesk-customer-secret \\`,
  `  -d grant_type=password -d username=owner@demo.test -d password=proofdesk-demo \\`,
  `  ${apiOrigin}/api/c/token`,
].join('\n');

async function handOff(pd, answer) {
  const result = await pd.session.signInWithToken({
    accessToken: answer.accessToken,
    accessTokenExpiresAt: answer.accessTokenExpiresAt,
  });
  status.textContent = result.ok ? 'Signed in.' : `${result.error.title} ${result.error.message}`;
}

// Bound before anything is awaited: a click while the SDK still loads must not submit the form.
byId('handoff-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  let answer;
  try {
    answer = JSON.parse(byId('handoff-json').value);
  } catch {
    status.textContent = 'That is not JSON: paste the whole answer of POST /api/c/token.';
    return;
  }
  await handOff(await window.Proofdesk.ready, answer);
});

const pd = await window.Proofdesk.ready;
// Who is signed in, once the profile has loaded (after a hand-off, or from an earlier visit).
pd.session.$profile.subscribe((profile) => {
  byId('handoff-user').textContent = profile
    ? `Signed in as ${profile.emailAddress}.`
    : 'Nobody is signed in.';
});

// What a server-rendered page does: read the data block once, then drop it from the DOM.
const rendered = byId('proofdesk-session');
if (rendered?.textContent.trim()) {
  const answer = JSON.parse(rendered.textContent);
  rendered.remove();
  await handOff(pd, answer);
}
