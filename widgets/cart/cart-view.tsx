import { useStore } from '@nanostores/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { checkoutIntent, viewCartIntent } from '../../sdk/core/domain';
import {
  Badge,
  Button,
  createToastStore,
  Popover,
  ToastRegion,
  useAnnounceIntent,
  useTriggerContrast,
  useWidgetMessages,
  useWidgetStyles,
  type WidgetViewProps,
} from '../../sdk/react';
import { CartPanel } from './cart-panel';
import { CartIcon } from './icons';
import { type CartMessages, defaultCartMessages, fill } from './messages';
import { cartStyles } from './styles';
import { useCartStore } from './use-cart-store';
import { useCheckout } from './use-checkout';
import { useLocale } from './use-locale';

/** `onIntent` hears `view-cart` and `checkout`. */
export interface CartProps extends WidgetViewProps<CartMessages> {
  /** BCP 47 locale prices are formatted in. Default: the browser's language. */
  locale?: string;
}

/**
 * The cart of the portal header (dashboard §2 "Cart popover"): a trigger with the item count that
 * opens the priced lines, the sub total, View Cart and Checkout.
 */
export function CartView({ onIntent, messages, locale, placement = 'bottom-end' }: CartProps) {
  useWidgetStyles(cartStyles);
  const cart = useCartStore();
  const m = useWidgetMessages(defaultCartMessages, messages);
  const items = useStore(cart.$items);
  const count = useStore(cart.$count);
  const resolvedLocale = useLocale(locale);
  const announce = useAnnounceIntent(onIntent);
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useTriggerContrast(triggerRef);

  const openRef = useRef(open);
  openRef.current = open;
  // This cart's own toasts (dashboard §8: "A successful call that returns a message shows a Success
  // toast with that message"): outside the popover, which closes as the checkout intent follows.
  const toasts = useMemo(() => createToastStore(), []);
  const onInvoice = useCallback(
    (invoiceId: string, message?: string) => {
      if (message) toasts.show({ variant: 'success', title: m.successTitle, message });
      // Focus was on Checkout, which goes away; if the user closed the popover meanwhile, their
      // focus is somewhere else on purpose and stays there.
      if (openRef.current) triggerRef.current?.focus({ preventScroll: true });
      setOpen(false);
      announce(checkoutIntent(invoiceId));
    },
    [announce, toasts, m.successTitle],
  );
  const checkout = useCheckout(onInvoice);
  const onOpenChange = (next: boolean) => {
    // A refusal shown last time is old news when the popover opens again.
    if (next) checkout.clearError();
    setOpen(next);
  };

  const itemsText = fill(count === 1 ? m.itemsOne : m.itemsOther, { count });
  const label = count > 0 ? fill(m.triggerWithCount, { title: m.title, items: itemsText }) : m.title;

  const popover = (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      label={m.title}
      placement={placement}
      className="pd-cart-popover"
      trigger={
        <Button ref={triggerRef} variant="ghost" size="icon" className="pd-trigger pd-cart-trigger">
          <CartIcon />
          {/* Named by hidden text, not aria-label: '99+' is decoration, so a name with the exact
              count does not contradict the visible text (axe label-content-name-mismatch). */}
          <span className="pd-visually-hidden">{label}</span>
          <span aria-hidden="true">
            <Badge count={count} max={99} className="pd-trigger-badge pd-cart-badge" />
          </span>
        </Button>
      }
    >
      {(close) => (
        <CartPanel
          items={items}
          messages={m}
          locale={resolvedLocale}
          checkingOut={checkout.busy}
          checkoutError={checkout.error}
          itemsText={itemsText}
          onClose={close}
          onViewCart={() => {
            close();
            announce(viewCartIntent());
          }}
          onCheckout={checkout.run}
        />
      )}
    </Popover>
  );
  return (
    <>
      {popover}
      <ToastRegion store={toasts} />
    </>
  );
}
