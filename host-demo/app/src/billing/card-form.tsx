import type { PaymentMethod } from 'proofdesk/contract';
import { Button, TextField } from 'proofdesk/react';
import { type FormEvent, useId, useState } from 'react';
import { ErrorAlert } from '../lib/error-alert';
import { type ShownError, useBillingApi } from './api';
import { billingMessages as m } from './messages';

interface Fields {
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
}

/** '12/29' or '12/2029' → month and full year; null when not a date. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]) + ((match[2] ?? '').length === 2 ? 2000 : 0);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/**
 * Adds a card: the number goes to the payment provider's token call, and only the token is saved
 * as the account's method (the portal keeps brand, last four digits and expiry).
 */
export function CardForm({
  onAdded,
  onCancel,
  defaultChecked = false,
}: {
  onAdded: (method: PaymentMethod, message?: string) => void;
  onCancel?: () => void;
  defaultChecked?: boolean;
}) {
  const api = useBillingApi();
  const [fields, setFields] = useState<Fields>({ number: '', expiry: '', cvc: '', holder: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [makeDefault, setMakeDefault] = useState(defaultChecked);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ShownError | null>(null);
  const id = useId();

  const set = (key: keyof Fields) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setFields((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const digits = fields.number.replace(/[\s-]/g, '');
    const expiry = parseExpiry(fields.expiry);
    const next: Partial<Record<keyof Fields, string>> = {};
    if (!digits) next.number = m.required;
    else if (!/^\d{12,19}$/.test(digits)) next.number = m.notValid;
    if (!fields.expiry.trim()) next.expiry = m.required;
    else if (!expiry) next.expiry = m.notValid;
    if (!fields.cvc.trim()) next.cvc = m.required;
    else if (!/^\d{3,4}$/.test(fields.cvc.trim())) next.cvc = m.notValid;
    setErrors(next);
    if (Object.keys(next).length > 0 || !expiry) return;
    setBusy(true);
    setFailure(null);
    const token = await api.tokenize({
      number: digits,
      expMonth: expiry.month,
      expYear: expiry.year,
      cvc: fields.cvc.trim(),
    });
    if (!token.ok) {
      setBusy(false);
      setFailure(token.error);
      return;
    }
    const holderName = fields.holder.trim();
    const added = await api.addMethod({
      token: token.data.token,
      ...(holderName ? { holderName } : {}),
      makeDefault,
    });
    setBusy(false);
    if (!added.ok) {
      setFailure(added.error);
      return;
    }
    setFields({ number: '', expiry: '', cvc: '', holder: '' });
    onAdded(added.data, added.message);
  };

  return (
    <form
      className="billing-card-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{m.cardFormTitle}</h2>
      <p className="billing-muted">{m.testCards}</p>
      <TextField
        label={m.cardNumber}
        inputMode="numeric"
        autoComplete="cc-number"
        required
        value={fields.number}
        onChange={set('number')}
        error={errors.number}
        maxLength={23}
      />
      <div className="billing-card-row">
        <TextField
          label={m.cardExpiry}
          autoComplete="cc-exp"
          placeholder="MM/YY"
          required
          value={fields.expiry}
          onChange={set('expiry')}
          error={errors.expiry}
          maxLength={7}
        />
        <TextField
          label={m.cardCvc}
          inputMode="numeric"
          autoComplete="cc-csc"
          required
          value={fields.cvc}
          onChange={set('cvc')}
          error={errors.cvc}
          maxLength={4}
        />
      </div>
      <TextField
        label={m.cardHolder}
        autoComplete="cc-name"
        value={fields.holder}
        onChange={set('holder')}
        maxLength={100}
      />
      <label className="billing-check">
        <input
          type="checkbox"
          checked={makeDefault}
          onChange={(event) => setMakeDefault(event.currentTarget.checked)}
        />
        {m.cardMakeDefault}
      </label>
      {failure ? <ErrorAlert error={failure} /> : null}
      <div className="billing-actions">
        <Button type="submit" variant="primary" loading={busy}>
          {busy ? m.cardSaving : m.cardSave}
        </Button>
        {onCancel ? <Button onClick={onCancel}>{m.cancel}</Button> : null}
      </div>
    </form>
  );
}
