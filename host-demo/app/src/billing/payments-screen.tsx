import type { PaymentMethod } from 'proofdesk/contract';
import { Button, Prompt, Spinner, useToast } from 'proofdesk/react';
import { Subject } from 'proofdesk/rules';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../lib/error-alert';
import { useBillingApi, useLoad } from './api';
import { CardForm } from './card-form';
import { displayDate, fill, twoDigits } from './format';
import { BillingGate, BillingTabs, Missing } from './gate';
import { billingMessages as m } from './messages';

/**
 * Payment methods (/billing/payments, /billing/payments/:paymentId): listed, added, made default,
 * deactivated or activated, deleted once deactivated (dashboard §5).
 */
export default function PaymentsScreen() {
  const { paymentId } = useParams();
  return (
    <BillingGate subject={Subject.BILLING}>
      {() => (paymentId ? <MethodDetail key={paymentId} id={paymentId} /> : <MethodList />)}
    </BillingGate>
  );
}

const cardName = (method: PaymentMethod) => `${method.brand} •••• ${method.last4}`;
const expiry = (method: PaymentMethod) => `${twoDigits(method.expMonth)}/${method.expYear}`;

function useMethodActions(onChanged: () => void) {
  const api = useBillingApi();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<PaymentMethod | null>(null);
  const change = async (method: PaymentMethod, action: 'default' | 'deactivate' | 'activate' | 'delete') => {
    if (action === 'delete' && method.isActive) {
      // Dashboard §5: said before asking, the server refuses it too.
      toast.error(m.deleteActive, { title: m.errorTitle });
      return;
    }
    setBusy(`${method.id}:${action}`);
    const result =
      action === 'delete' ? await api.deleteMethod(method.id) : await api.changeMethod(method.id, action);
    setBusy(null);
    if (!result.ok)
      toast.show({ variant: 'danger', title: result.error.title, message: result.error.message });
    else if (result.message) toast.success(result.message, { title: m.successTitle });
    onChanged();
  };
  return { busy, change, confirming, setConfirming };
}

function MethodActions({
  method,
  actions,
}: {
  method: PaymentMethod;
  actions: ReturnType<typeof useMethodActions>;
}) {
  const name = cardName(method);
  const is = (action: string) => actions.busy === `${method.id}:${action}`;
  return (
    <div className="billing-method-actions">
      {method.isActive && !method.isDefault ? (
        <Button
          size="sm"
          loading={is('default')}
          onClick={() => void actions.change(method, 'default')}
          aria-label={`${m.makeDefault}: ${name}`}
        >
          {m.makeDefault}
        </Button>
      ) : null}
      {method.isActive ? (
        <Button
          size="sm"
          loading={is('deactivate')}
          onClick={() => void actions.change(method, 'deactivate')}
          aria-label={`${m.deactivate}: ${name}`}
        >
          {m.deactivate}
        </Button>
      ) : (
        <Button
          size="sm"
          loading={is('activate')}
          onClick={() => void actions.change(method, 'activate')}
          aria-label={`${m.activate}: ${name}`}
        >
          {m.activate}
        </Button>
      )}
      <Button
        size="sm"
        variant="danger"
        loading={is('delete')}
        aria-label={`${m.delete}: ${name}`}
        onClick={() =>
          method.isActive ? void actions.change(method, 'delete') : actions.setConfirming(method)
        }
      >
        {m.delete}
      </Button>
    </div>
  );
}

function ConfirmDelete({ actions }: { actions: ReturnType<typeof useMethodActions> }) {
  const method = actions.confirming;
  return (
    <Prompt
      open={method !== null}
      onOpenChange={(open) => {
        if (!open) actions.setConfirming(null);
      }}
      title={m.deleteTitle}
      content={method ? fill(m.deleteQuestion, { brand: method.brand, last4: method.last4 }) : null}
      buttons="YESNO"
      type="WARNING"
      onConfirm={() => {
        if (method) void actions.change(method, 'delete');
      }}
    />
  );
}

function MethodList() {
  const api = useBillingApi();
  const toast = useToast();
  const { load, reload, retry } = useLoad(() => api.methods(), 'methods');
  const actions = useMethodActions(() => void reload());
  const [adding, setAdding] = useState(false);
  return (
    <section className="app-card billing-page" aria-labelledby="payments-title" data-testid="payments-page">
      <BillingTabs current="payments" />
      <h1 id="payments-title">{m.paymentsTitle}</h1>
      <p className="billing-muted">{m.paymentsIntro}</p>
      {load.status === 'loading' ? <Spinner /> : null}
      {load.status === 'failed' ? <ErrorAlert error={load.error} onRetry={() => void retry()} /> : null}
      {load.status === 'ready' && load.value.length === 0 ? (
        <p className="billing-empty-title">{m.paymentsEmpty}</p>
      ) : null}
      {load.status === 'ready' && load.value.length > 0 ? (
        <ul className="billing-method-list">
          {load.value.map((method) => (
            <li
              key={method.id}
              className="billing-method"
              data-testid="payment-method"
              data-active={method.isActive}
            >
              <div>
                <Link
                  to={`/billing/payments/${encodeURIComponent(method.id)}`}
                  className="billing-method-name"
                >
                  {cardName(method)}
                </Link>
                <span className="billing-muted">
                  {m.expires} {expiry(method)}
                </span>
                {method.isDefault ? <span className="billing-tag">{m.defaultTag}</span> : null}
                {method.isActive ? null : (
                  <span className="billing-tag billing-tag--muted">{m.inactiveTag}</span>
                )}
              </div>
              <MethodActions method={method} actions={actions} />
            </li>
          ))}
        </ul>
      ) : null}
      {adding ? (
        <CardForm
          onAdded={(_method, message) => {
            if (message) toast.success(message, { title: m.successTitle });
            setAdding(false);
            void reload();
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <div className="billing-actions">
          <Button variant="primary" onClick={() => setAdding(true)}>
            {m.addCard}
          </Button>
        </div>
      )}
      <ConfirmDelete actions={actions} />
    </section>
  );
}

function MethodDetail({ id }: { id: string }) {
  const api = useBillingApi();
  const { load, reload, retry } = useLoad(() => api.method(id), id);
  const actions = useMethodActions(() => void reload());
  if (load.status === 'loading') return <Spinner />;
  if (load.status === 'missing')
    return (
      <Missing
        title={m.methodMissingTitle}
        text={m.methodMissing}
        back="/billing/payments"
        backLabel={m.backToPayments}
      />
    );
  if (load.status === 'failed')
    return (
      <section className="app-card billing-page">
        <h1>{m.paymentsTitle}</h1>
        <ErrorAlert error={load.error} onRetry={() => void retry()} />
      </section>
    );
  const method = load.value;
  return (
    <section
      className="app-card billing-page"
      aria-labelledby="method-title"
      data-testid="payment-method-detail"
    >
      <BillingTabs current="payments" />
      <Link to="/billing/payments">{m.backToPayments}</Link>
      <h1 id="method-title">{cardName(method)}</h1>
      <dl className="billing-facts">
        <div>
          <dt>{m.expires}</dt>
          <dd>{expiry(method)}</dd>
        </div>
        <div>
          <dt>{m.status}</dt>
          <dd>
            {method.isActive ? m.active : m.inactiveTag}
            {method.isDefault ? ` · ${m.defaultTag}` : ''}
          </dd>
        </div>
        <div>
          <dt>{m.holder}</dt>
          <dd>{method.holderName || '—'}</dd>
        </div>
        <div>
          <dt>{m.added}</dt>
          <dd>{displayDate(method.createdAt)}</dd>
        </div>
      </dl>
      <MethodActions method={method} actions={actions} />
      <ConfirmDelete actions={actions} />
    </section>
  );
}
