import { useProofdesk } from 'proofdesk/react';
import { type FormEvent, useState } from 'react';

/** The host's own sign-in form; the SDK does the work and maps errors to the spec's texts. */
export function SignIn() {
  const proofdesk = useProofdesk();
  const [error, setError] = useState<{ title: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    const result = await proofdesk.session.signIn({
      username: String(data.get('username') ?? '').trim(),
      password: String(data.get('password') ?? ''),
    });
    setBusy(false);
    setError(result.ok ? null : result.error);
  }

  return (
    <form id="sign-in-form" onSubmit={onSubmit} noValidate>
      <h2>Sign in</h2>
      <label htmlFor="username">E-mail</label>
      <input id="username" name="username" type="email" autoComplete="username" />
      <label htmlFor="password">Password</label>
      <input id="password" name="password" type="password" autoComplete="current-password" />
      <button type="submit" disabled={busy}>
        Sign in
      </button>
      {error ? (
        <p className="error" role="alert">
          <strong>{error.title}</strong> {error.message}
        </p>
      ) : null}
    </form>
  );
}
