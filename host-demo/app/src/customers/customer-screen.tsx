import type { CreatedResellerCustomer, ResellerCustomer } from 'proofdesk/contract';
import { Button, TextField, useToast } from 'proofdesk/react';
import { truncate, validateResellerCustomerForm } from 'proofdesk/rules';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useCall } from '../lib/api-call';
import { displayDate } from '../lib/display-date';
import { ErrorAlert, type ShownError } from '../lib/error-alert';
import { LoadedRecord } from '../lib/loaded-record';
import { MissingCard } from '../lib/missing-card';
import { useRecordForm } from '../lib/record-form';
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
  return <MissingCard title={m.missingTitle} text={m.missing} backTo="/customer" backLabel={m.backToList} />;
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
    <section className="app-card app-page" aria-labelledby="customer-created" data-testid="customer-created">
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
      <div className="app-actions">
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
  return (
    <LoadedRecord load={load} reload={reload} title={m.editTitle} missing={<Missing />}>
      {(customer) => (
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
      )}
    </LoadedRecord>
  );
}

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
  const { form, text: field, passes, formRef } = useRecordForm(initial, validateResellerCustomerForm);
  const [failure, setFailure] = useState<ShownError | null>(null);
  const [busy, setBusy] = useState(false);
  const readOnly = !canManage;
  const text = (key: keyof CustomerForm) => field(key, readOnly || busy);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || !passes()) return;
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
    <section className="app-card app-page" aria-labelledby={`${id}-title`} data-testid="customer-form">
      <Link to="/customer">{m.backToList}</Link>
      <div className="app-page-head">
        <h1 id={`${id}-title`}>{customer ? truncate(customer.companyName, 32) : title}</h1>
        {customer ? (
          <Link className="pd-button pd-button--secondary" to={ordersOf(customer.id)}>
            {m.viewOrders}
          </Link>
        ) : null}
      </div>
      {customer ? (
        <p className="app-muted">
          {fill(m.customerSince, { date: displayDate(customer.createdAt, undefined) })} · {m.orders}:{' '}
          {fill(m.ordersCount, { open: customer.orders.open, total: customer.orders.total })}
        </p>
      ) : null}
      {readOnly ? <p className="app-muted">{m.readOnlyNotice}</p> : null}
      <form ref={formRef} className="app-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={m.companyName}
          required
          autoComplete="off"
          maxLength={100}
          {...text('companyName')}
        />
        <fieldset className="customers-fieldset">
          <legend>{m.ownerSection}</legend>
          <div className="app-form-row">
            <TextField
              label={m.firstname}
              required
              autoComplete="off"
              maxLength={50}
              {...text('firstname')}
            />
            <TextField label={m.lastname} required autoComplete="off" maxLength={50} {...text('lastname')} />
          </div>
          <div className="app-form-row">
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
        {mode === 'create' ? <p className="app-muted">{m.passwordNote}</p> : null}
        {failure ? <ErrorAlert error={failure} /> : null}
        {readOnly ? null : (
          <div className="app-actions">
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
