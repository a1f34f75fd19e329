import { useStore } from '@nanostores/react';
import { useMemo, useRef } from 'react';
import type { CartItem } from '../../sdk/core/domain';
import type { ProofdeskError } from '../../sdk/core/http';
import { Button, CloseIcon, Spinner, useFocusAfterRemoval, useProofdesk } from '../../sdk/react';
import { CartAlert } from './cart-alert';
import { CartLine, CartLineSkeleton } from './cart-line';
import { subTotalOf, toLineViews } from './cart-lines';
import { priceFormatter } from './format-price';
import { CartIcon } from './icons';
import type { CartMessages } from './messages';
import { useCartStore } from './use-cart-store';

export interface CartPanelProps {
  items: CartItem[];
  messages: CartMessages;
  locale: string | undefined;
  checkingOut: boolean;
  checkoutError: ProofdeskError | null;
  itemsText: string;
  onClose(): void;
  onViewCart(): void;
  onCheckout(): void;
}

/** The popover's content. Mounted only while open: watching `$pricing` is what prices the cart. */
export function CartPanel(props: CartPanelProps) {
  const { items, messages: m, checkingOut, checkoutError } = props;
  const { session } = useProofdesk();
  const cart = useCartStore();
  const pricing = useStore(cart.$pricing);
  const symbol = useStore(session.$profile)?.currencySimbol;
  const lines = useMemo(() => toLineViews(items, pricing.cart), [items, pricing.cart]);
  const currency = pricing.cart?.currency;
  const format = useMemo(
    () => (currency ? priceFormatter(props.locale, currency, symbol) : null),
    [props.locale, currency, symbol],
  );
  const subTotal = pricing.status === 'error' ? null : subTotalOf(lines);
  const signedOut = pricing.status === 'signed-out';
  const loading = pricing.status === 'loading';
  const error = checkoutError ?? (pricing.status === 'error' ? pricing.error : null);

  // Removing the focused line's button would drop focus to the page: move it to the next line's
  // remove button (so a keyboard user can go on removing), else the previous one, else the empty
  // state, which reads 'No product in the cart'.
  const emptyRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const { listRef, willRemove } = useFocusAfterRemoval<HTMLUListElement>({
    itemSelector: '.pd-cart-remove',
    fallback: () => emptyRef.current ?? closeRef.current,
  });
  const remove = (id: string, button: Element) => {
    willRemove(button);
    cart.remove(id);
  };

  return (
    <div className="pd-cart-panel">
      <div className="pd-cart-header">
        <h2 className="pd-cart-title">
          {m.title}
          {items.length > 0 ? <span className="pd-cart-title-count">{props.itemsText}</span> : null}
        </h2>
        {loading ? <Spinner label={m.pricing} className="pd-cart-pricing" /> : null}
        <Button ref={closeRef} variant="ghost" size="icon" aria-label={m.close} onClick={props.onClose}>
          <CloseIcon />
        </Button>
      </div>

      {error ? <CartAlert error={error} messages={m} /> : null}

      {items.length === 0 ? (
        <div ref={emptyRef} className="pd-panel-state pd-cart-empty" tabIndex={-1}>
          <span className="pd-cart-empty-icon">
            <CartIcon size={28} />
          </span>
          <p className="pd-cart-empty-title">{m.empty}</p>
          <p className="pd-cart-muted">{m.emptyHint}</p>
        </div>
      ) : signedOut ? (
        <div className="pd-panel-state pd-cart-empty">
          <span className="pd-cart-empty-icon">
            <CartIcon size={28} />
          </span>
          <p className="pd-cart-empty-title">{m.signedOutTitle}</p>
          <p className="pd-cart-muted">{m.signedOut}</p>
        </div>
      ) : (
        <ul ref={listRef} className="pd-cart-lines" aria-label={m.lines} aria-busy={loading || undefined}>
          {lines.map((line) =>
            line.name === null && pricing.status !== 'error' ? (
              <CartLineSkeleton key={line.id} />
            ) : (
              <CartLine key={line.id} line={line} format={format} messages={m} onRemove={remove} />
            ),
          )}
        </ul>
      )}

      {items.length > 0 ? (
        <div className="pd-cart-footer">
          {subTotal !== null && format ? (
            <p className="pd-cart-subtotal" aria-live="polite">
              <span>{m.subTotal}</span>
              <span className="pd-cart-subtotal-value">{format(subTotal)}</span>
            </p>
          ) : null}
          <div className="pd-cart-actions">
            <Button variant="secondary" onClick={props.onViewCart}>
              {m.viewCart}
            </Button>
            {signedOut ? null : (
              // A stable name: the spinner inside would otherwise read 'Loading Checkout'.
              <Button
                variant="primary"
                loading={checkingOut}
                aria-label={m.checkout}
                onClick={props.onCheckout}
              >
                {m.checkout}
              </Button>
            )}
          </div>
          <span className="pd-visually-hidden" role="status">
            {checkingOut ? m.checkingOut : ''}
          </span>
        </div>
      ) : null}
    </div>
  );
}
