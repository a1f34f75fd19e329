import { Button, TextField, useProofdesk } from 'proofdesk/react';
import { validateEmail, validateRequired, validateTextarea } from 'proofdesk/rules';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { AuthLayout } from '../../lib/auth-layout';
import { ErrorAlert, type ShownError } from '../../lib/error-alert';
import { signInEdgeMessages as m } from './messages';

type Field = 'name' | 'email' | 'company' | 'message';
const EMPTY: Record<Field, string> = { name: '', email: '', company: '', message: '' };

/** Dashboard §5's words, field by field (the server checks the same). */
function errorsOf(values: Record<Field, string>): Record<Field, string | null> {
  return {
    name: validateRequired(values.name),
    email: validateEmail(values.email),
    company: validateRequired(values.company),
    message: validateTextarea(values.message),
  };
}

/**
 * /get-started, the sign-in screen's Get Started (issue 27): a request-access form stored by the
 * server (POST /g/access-requests); the reseller's staff create the account. Nothing is sent while a
 * field fails its rule.
 */
export default function GetStartedScreen() {
  const proofdesk = useProofdesk();
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const errors = errorsOf(values);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    setError(null);
    if (Object.values(errors).some(Boolean)) return;
    setSending(true);
    const result = await proofdesk.http.post('/g/access-requests', { body: values });
    setSending(false);
    if (result.ok) setSent(result.message ?? m.sentTitle);
    else setError({ title: result.error.title, message: result.error.message });
  }

  if (sent) {
    return (
      <AuthLayout title={m.sentTitle}>
        <p role="status">{sent}</p>
        <div className="auth-links">
          <Link to="/signin">{m.backToSignIn}</Link>
        </div>
      </AuthLayout>
    );
  }

  const field = (name: Field, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={label}
      name={name}
      value={values[name]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((previous) => ({ ...previous, [name]: value }));
      }}
      error={touched ? (errors[name] ?? undefined) : undefined}
      {...extra}
    />
  );

  return (
    <AuthLayout title={m.getStartedTitle}>
      <p>{m.getStartedIntro}</p>
      <form className="auth-form" onSubmit={submit} noValidate>
        {error && <ErrorAlert error={error} />}
        {field('name', m.name, { autoComplete: 'name', required: true, maxLength: 100 })}
        {field('email', m.email, { type: 'email', autoComplete: 'email', required: true, maxLength: 254 })}
        {field('company', m.company, { autoComplete: 'organization', required: true, maxLength: 100 })}
        {field('message', m.message, { maxLength: 1000 })}
        <Button type="submit" variant="primary" loading={sending}>
          {m.send}
        </Button>
        <div className="auth-links">
          <Link to="/signin">{m.haveAccount}</Link>
        </div>
      </form>
    </AuthLayout>
  );
}
