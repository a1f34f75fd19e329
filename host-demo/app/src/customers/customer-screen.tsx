import type { CreatedResellerCustomer, ResellerCustomer } from 'proofdesk/contract';
import { Button, Spinner, TextField, useToast } from 'proofdesk/react';
import { type ResellerCustomerFormCheck, truncate, validateResellerCustomerForm } from 'proofdesk/rules';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useCall } from '../lib/api-call';
import { ErrorAlert, type ShownError } from '../lib/error-alert';
import { type CustomerForm, useCustomerApi } from './api';
import { CustomerGate, ordersOf, ownerName } from './gate';
import { fill, customerMessages as m } from './messages';

const EMPTY: CustomerForm = { companyName: '', firstname: '', lastname: '', emailAddress: '', jobTitle: '' };

/** A customer (/customer/new creates one; /customer/:customerId shows and edits it). */
export default function CustomerScreen() {
  const { customerId } = useParams();
  return (
    <CustomerGate>
      {(_user, canManage) =>
        customerId && customerId !== 'new' ? (
          <EditCustomer key={customerId} id={customerId} canManage={canManage} />
        ) : canManage ? (
          <CreateCustomer />
        ) : (
          <Missing />
        )
      }
    </CustomerGate>
  );
}

function Missing() {
  return (
    <section className="app-card customers-page" aria-labelledby="customer-missing">
      <h1 id="customer-missing">{m.missingTitle}</h1>
      <p>{m.missing}</p>
      <Link className="pd-button pd-button--primary" to="/customer">
        {m.backToList}
      </Link>
    </section>
  );
}

/** The create form, then the sign-in details once (the password is never answered again). */
function CreateCustomer() {
  const [created, setCreated] = useState<CreatedResellerCustomer | null>(null);
  if (created) return <Created created={created} onAnother={() => setCreated(null)} />;
  return <CustomerFormView mode="create" initial={EMPTY} canManage onCreated={setCreated} />;
}

function Created({ created, onAnother }: { created: CreatedResellerCustomer; onAnother: () => void }) {
  const toast = useToast();
  const { customer, initialPassword } = created;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(initialPassword);
      toast.success(m.copied);
    } catch {
      toast.show({ variant: 'danger', title: m.errorTitle, message: m.genericError });
    }
  };
  return (
    <section
      className="app-card customers-page"
      aria-labelledby="customer-created"
      data-testid="customer-created"
    >
      <h1 id="customer-created" ref={heading} tabIndex={-1}>
        {m.createdTitle}
      </h1>
      <p>{fill(m.createdNote, { name: ownerName(customer) })}</p>
      <dl className="customers-credentials">
        <dt>{m.company}</dt>
        <dd>{customer.companyName}</dd>
        <dt>{m.signInEmail}</dt>
        <dd data-testid="customer-email">{customer.emailAddress}</dd>
        <dt>{m.initialPassword}</dt>
        <dd>
          <code data-testid="customer-password">{initialPassword}</code>
          <Button size="sm" variant="secondary" aria-label={m.copyPassword} onClick={() => void copy()}>
            {m.copy}
          </Button>
        </dd>
      </dl>
      <div className="customers-actions">
        <Link className="pd-button pd-button--primary" to={`/customer/${encodeURIComponent(customer.id)}`}>
          {m.done}
        </Link>
        <Button variant="secondary" onClick={onAnother}>
          {m.createAnother}
        </Button>
      </div>
    </section>
  );
}

function EditCustomer({ id, canManage }: { id: string; canManage: boolean }) {
  const api = useCustomerApi();
  const { load, reload, set } = useCall(useCallback(() => api.read(id), [api, id]));

  if (load.status === 'loading') return <Spinner />;
  if (load.status === 'failed' && load.error.status === 404) return <Missing />;
  if (load.status === 'failed')
    return (
      <section className="app-card customers-page">
        <h1>{m.editTitle}</h1>
        <ErrorAlert error={load.error} onRetry={() => void reload()} />
      </section>
    );
  const customer = load.data;
  return (
    <CustomerFormView
      mode="edit"
      customer={customer}
      canManage={canManage}
      initial={{
        companyName: customer.companyName,
        firstname: customer.firstname,
        lastname: customer.lastname,
        emailAddress: customer.emailAddress,
        jobTitle: customer.jobTitle,
      }}
      onChanged={set}
    />
  );
}

/** "15 Jan 2026" (dashboard §9 display dates: dd MMM yyyy). */
const displayDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric' }).format(new Date(iso));

function CustomerFormView({
  mode,
  customer,
  initial,
  canManage,
  onChanged,
  onCreated,
}: {
  mode: 'create' | 'edit';
  customer?: ResellerCustomer;
  initial: CustomerForm;
  canManage: boolean;
  onChanged?: (customer: ResellerCustomer) => void;
  onCreated?: (created: CreatedResellerCustomer) => void;
}) {
  const api = useCustomerApi();
  const toast = useToast();
  const id = useId();
  const [form, setForm] = useState<CustomerForm>(initial);
  const [errors, setErrors] = useState<ResellerCustomerFormCheck>({});
  const [failure, setFailure] = useState<ShownError | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const readOnly = !canManage;

  const text = (key: keyof CustomerForm) => ({
    value: form[key],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setForm((current) => ({ ...current, [key]: value }));
      setErrors((current) => ({ ...current, [key]: undefined }));
    },
    error: errors[key],
    disabled: readOnly || busy,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly) return;
    const check = validateResellerCustomerForm(form);
    setErrors(check);
    if (Object.keys(check).length > 0) {
      // Focus moves to the first field in error, so keyboard and screen-reader users land on it.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setBusy(true);
    setFailure(null);
    if (mode === 'create') {
      const result = await api.create(form);
      setBusy(false);
      if (!result.ok) return setFailure(result.error);
      if (result.message) toast.success(result.message);
      onCreated?.(result.data);
      return;
    }
    const result = await api.update(customer!.id, form);
    setBusy(false);
    if (!result.ok) return setFailure(result.error);
    if (result.message) toast.success(result.message);
    onChanged?.(result.data);
  };

  const title = mode === 'create' ? m.createTitle : m.editTitle;
  return (
    <section className="app-card customers-page" aria-labelledby={`${id}-title`} data-testid="customer-form">
      <Link to="/customer">{m.backToList}</Link>
      <div className="customers-head">
        <h1 id={`${id}-title`}>{customer ? truncate(customer.companyName, 32) : title}</h1>
        {customer ? (
          <Link className="pd-button pd-button--secondary" to={ordersOf(customer.id)}>
            {m.viewOrders}
          </Link>
        ) : null}
      </div>
      {customer ? (
        <p className="customers-muted">
          {fill(m.customerSince, { date: displayDate(customer.createdAt) })} · {m.orders}:{' '}
          {fill(m.ordersCount, { open: customer.orders.open, total: customer.orders.total })}
        </p>
      ) : null}
      {readOnly ? <p className="customers-muted">{m.readOnlyNotice}</p> : null}
      <form ref={formRef} className="customers-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={m.companyName}
          required
          autoComplete="off"
          maxLength={100}
          {...text('companyName')}
        />
        <fieldset className="customers-fieldset">
          <legend>{m.ownerSection}</legend>
          <div className="customers-row">
            <TextField
              label={m.firstname}
              required
              autoComplete="off"
              maxLength={50}
              {...text('firstname')}
            />
            <TextField label={m.lastname} required autoComplete="off" maxLength={50} {...text('lastname')} />
          </div>
          <div className="customers-row">
            <TextField
              label={m.email}
              type="email"
              required
              autoComplete="off"
              maxLength={254}
              {...text('emailAddress')}
            />
            <TextField label={m.jobTitle} required autoComplete="off" maxLength={100} {...text('jobTitle')} />
          </div>
        </fieldset>
        {mode === 'create' ? <p className="customers-muted">{m.passwordNote}</p> : null}
        {failure ? <ErrorAlert error={failure} /> : null}
        {readOnly ? null : (
          <div className="customers-actions">
            <Button type="submit" variant="primary" loading={busy}>
              {mode === 'create' ? m.create : m.save}
            </Button>
            <Link className="pd-button pd-button--secondary" to="/customer">
              {m.cancel}
            </Link>
          </div>
        )}
      </form>
    </section>
  );
}
