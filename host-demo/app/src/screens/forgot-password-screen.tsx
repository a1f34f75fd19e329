import { Button, TextField, useProofdesk } from 'proofdesk/react';
import { validateForgotPassword } from 'proofdesk/rules';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { AuthLayout } from '../lib/auth-layout';
import { ErrorAlert, type ShownError } from '../lib/error-alert';

/** Forgot password (dashboard §2): one e-mail field, then a success view with Got It and Resend it. */
export default function ForgotPasswordScreen() {
  const proofdesk = useProofdesk();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const emailError = validateForgotPassword({ email }).errors.email;

  async function send() {
    setTouched(true);
    setError(null);
    // Nothing is sent if either check fails (dashboard §5).
    if (emailError) return;
    setSending(true);
    const result = await proofdesk.session.forgotPassword(email);
    setSending(false);
    if (result.ok) setSentMessage(result.messages?.[0] ?? 'Check your e-mail for the reset link.');
    else setError({ title: result.error.title, message: result.error.message });
  }

  if (sentMessage) {
    return (
      <AuthLayout title="Check your e-mail">
        <p role="status">{sentMessage}</p>
        <div className="auth-links">
          <Link to="/signin">Got It</Link>
          <Button variant="secondary" loading={sending} onClick={send}>
            Resend it
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Forgot your password?">
      <form
        className="auth-form"
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void send();
        }}
      >
        {error && <ErrorAlert error={error} />}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={touched ? (emailError ?? undefined) : undefined}
          required
        />
        <Button type="submit" variant="primary" loading={sending}>
          Send Email
        </Button>
        <div className="auth-links">
          <Link to="/signin">Back to sign in</Link>
        </div>
      </form>
    </AuthLayout>
  );
}
