import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProofdeskError } from '../../sdk/core/http';
import { useCartStore } from './use-cart-store';

export interface CheckoutState {
  busy: boolean;
  /** The last refusal, while the cart is still the one it was about. */
  error: ProofdeskError | null;
  run(): void;
  clearError(): void;
}

/**
 * POST /cart/checkout through the instance's cart; `onInvoice` receives the new invoice's id and the
 * server's message.
 * Lives in the always-mounted view, so closing the popover mid-checkout neither loses the answer
 * nor lets a second click create another invoice.
 */
export function useCheckout(onInvoice: (invoiceId: string, message?: string) => void): CheckoutState {
  const cart = useCartStore();
  const [busy, setBusy] = useState(false);
  // Kept with the items it refused: once the cart changes, the message is about a cart gone.
  const [failure, setFailure] = useState<{ error: ProofdeskError; items: unknown } | null>(null);
  const items = useStore(cart.$items);
  const mounted = useRef(true);
  const latest = useRef(onInvoice);
  latest.current = onInvoice;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(() => {
    setBusy(true);
    setFailure(null);
    void cart.checkout().then((result) => {
      if (!mounted.current) return;
      setBusy(false);
      if (result.ok) latest.current(result.data.invoiceId, result.message);
      else setFailure({ error: result.error, items: cart.$items.get() });
    });
  }, [cart]);

  const clearError = useCallback(() => setFailure(null), []);
  const error = failure && failure.items === items ? failure.error : null;
  return { busy, error, run, clearError };
}
