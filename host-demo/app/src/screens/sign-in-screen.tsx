import { Button, TextField, useProofdesk, useStore } from 'proofdesk/react';
import { validateSignIn } from 'proofdesk/rules';
import { type FormEvent, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { AuthLayout } from '../lib/auth-layout';
import { DemoAccounts } from '../lib/demo-accounts';
import { ErrorAlert, type ShownError } from '../lib/error-alert';
import { PRODUCT_NAME, SIGN_UP_URL } from '../lib/site';
import { signInEdgeMessages } from '../shell/sign-in/messages';
import { OtherClientRedirect } from '../shell/sign-in/other-client-redirect';

type Client = 'customer' | 'admin';

/** Customer and admin sign-in (dashboard §2 "Sign-in screens", proofing §2.2, §2.3). */
export default function SignInScreen({ client }: { client: Client }) {
  const proofdesk = useProofdesk();
  const auth = useStore(proofdesk.session.$auth);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);
  const requireEmail = client === 'customer';
  const validation = validateSignIn({ username, password, requireEmail });

  if (auth.token) {
    // A signed-in user goes to the stored redirect path; a user of the other client is sent away.
    const signedInAs = proofdesk.session.clientType();
    if (signedInAs !== client) return <OtherClientRedirect signedInAs={signedInAs} />;
    return <Navigate to={auth.redirectPath || '/'} replace />;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    setError(null);
    if (!validation.canSubmit) return;
    const result = await proofdesk.session.signIn({ username, password, clientType: client });
    if (!result.ok) setError({ title: result.error.title, message: result.error.message });
  }

  const errors = touched ? validation.errors : { username: null, password: null };
  return (
    <AuthLayout title={client === 'admin' ? `Welcome to ${PRODUCT_NAME}` : 'Sign in to your account'}>
      <form className="auth-form" onSubmit={submit} noValidate>
        {error && <ErrorAlert error={error} />}
        <TextField
          label="Username/Email"
          name="username"
          type={requireEmail ? 'email' : 'text'}
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          error={errors.username ?? undefined}
          required
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={20}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password ?? undefined}
          required
        />
        <Button type="submit" variant="primary" loading={auth.loading}>
          {client === 'admin' ? 'Login' : 'Log in'}
        </Button>
        {client === 'customer' && (
          <div className="auth-links">
            <Link to="/forgot-password">Forgot Password?</Link>
            <a href={SIGN_UP_URL}>Get Started</a>
          </div>
        )}
        {client === 'admin' && (
          <div className="auth-links">
            <Link to="/signin">{signInEdgeMessages.customerLink}</Link>
          </div>
        )}
      </form>
      <DemoAccounts
        client={client}
        onPick={(account) => {
          setUsername(account.username);
          setPassword(account.password);
        }}
      />
    </AuthLayout>
  );
}
