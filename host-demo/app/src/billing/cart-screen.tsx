import { getCartStore } from 'proofdesk/cart';
import { Button, Spinner, TrashIcon, useProofdesk, useStore, useToast } from 'proofdesk/react';
import { Subject } from 'proofdesk/rules';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '../lib/error-alert';
import type { ShownError } from './api';
import { fill, money } from './format';
import { BillingGate } from './gate';
import { billingMessages as m } from './messages';

/** The cart's quantity limit (CART_MAX_QTY); a pay-as-you-go order (type 'order') is bought once. */
const MAX_QTY = 99;
const maxQty = (type: string) => (type === 'order' ? 1 : MAX_QTY);

/**
 * The cart page (/checkout/cart and /cart/checkout; /checkout/process as the checkout's first
 * step): the lines the cart widget holds, priced by PUT /cart, with quantity controls, remove, the
 * sub total and Checkout. The same store as the header's cart (one per instance, live across tabs).
 */
export default function CartScreen({ step = 'cart' }: { step?: 'cart' | 'checkout' }) {
  return <BillingGate subject={Subject.CART}>{() => <CartPage step={step} />}</BillingGate>;
}

function CartPage({ step }: { step: 'cart' | 'checkout' }) {
  const proofdesk = useProofdesk();
  const cart = getCartStore(proofdesk);
  const items = useStore(cart.$items);
  const pricing = useStore(cart.$pricing);
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ShownError | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const priced = new Map((pricing.cart?.lines ?? []).map((line) => [line.id, line]));
  const currency = pricing.cart?.currency ?? 'USD';
  const current = pricing.status === 'ready';
  const subTotal = current ? (pricing.cart?.subTotal ?? 0) : null;

  const checkout = async () => {
    setBusy(true);
    setFailure(null);
    const result = await cart.checkout();
    setBusy(false);
    if (!result.ok) {
      setFailure({
        title: result.error.title || m.errorTitle,
        message: result.error.message || m.genericError,
        ...(result.error.messages ? { messages: result.error.messages } : {}),
      });
      return;
    }
    if (result.message) toast.success(result.message, { title: m.successTitle });
    navigate(`/checkout/process/invoice/${encodeURIComponent(result.data.invoiceId)}`);
  };

  const remove = (id: string, name: string) => {
    cart.remove(id);
    toast.info(fill(m.removed, { name }));
    heading.current?.focus();
  };

  const title = step === 'checkout' ? m.checkoutTitle : m.cartTitle;
  return (
    <section className="app-card billing-page" aria-labelledby="cart-title" data-testid="cart-page">
      <h1 id="cart-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {items.length === 0 ? (
        <div className="billing-empty">
          <p className="billing-empty-title">{m.empty}</p>
          <p>{m.emptyHint}</p>
          <Link className="pd-button pd-button--primary" to="/">
            {m.backToBoard}
          </Link>
        </div>
      ) : (
        <>
          {step === 'checkout' ? <p>{m.checkoutReview}</p> : null}
          {pricing.status === 'error' && pricing.error ? (
            <ErrorAlert
              error={{
                title: pricing.error.title || m.errorTitle,
                message: pricing.error.message || m.genericError,
                ...(pricing.error.messages ? { messages: pricing.error.messages } : {}),
              }}
            />
          ) : null}
          <table className="app-table">
            <caption className="app-sr-only">{m.cartLines}</caption>
            <thead>
              <tr>
                <th scope="col">{m.item}</th>
                <th scope="col">{m.price}</th>
                <th scope="col">{m.qty}</th>
                <th scope="col">{m.amount}</th>
                <th scope="col">
                  <span className="app-sr-only">{m.remove}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const line = priced.get(item.id);
                const name = line?.name ?? item.id;
                return (
                  <tr key={item.id} data-testid="cart-page-line">
                    <th scope="row">{name}</th>
                    <td data-label={m.price}>{line ? money(line.price, currency) : <Spinner />}</td>
                    <td data-label={m.qty}>
                      <div className="billing-qty">
                        <Button
                          size="sm"
                          aria-label={fill(m.decrease, { name })}
                          onClick={() => cart.decrement(item.id)}
                        >
                          −
                        </Button>
                        <output aria-label={fill(m.quantityOf, { name })} aria-live="polite">
                          {item.qty}
                        </output>
                        <Button
                          size="sm"
                          aria-label={fill(m.increase, { name })}
                          disabled={item.qty >= maxQty(item.type)}
                          onClick={() => cart.add({ id: item.id, type: item.type })}
                        >
                          +
                        </Button>
                      </div>
                    </td>
                    <td data-label={m.amount}>{line ? money(line.price * item.qty, currency) : ''}</td>
                    <td>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={fill(m.removeItem, { name })}
                        title={m.remove}
                        onClick={() => remove(item.id, name)}
                      >
                        <TrashIcon />
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <div className="billing-summary">
            <span>{m.subTotal}</span>
            <strong data-testid="cart-page-subtotal" aria-live="polite">
              {subTotal === null ? (
                <span className="billing-muted">{m.pricing}</span>
              ) : (
                money(subTotal, currency)
              )}
            </strong>
          </div>
          {failure ? <ErrorAlert error={failure} /> : null}
          <div className="billing-actions">
            <Button
              variant="primary"
              loading={busy}
              disabled={!current}
              onClick={() => void checkout()}
              aria-describedby={busy ? 'cart-busy' : undefined}
            >
              {step === 'checkout' ? m.continueToPayment : m.checkout}
            </Button>
            {busy ? (
              <span id="cart-busy" className="billing-muted" role="status">
                {m.checkingOut}
              </span>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
