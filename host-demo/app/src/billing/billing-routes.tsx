import { lazy } from 'react';
import { Route } from 'react-router';

// The ordering-and-money routes of issue 25 this folder owns (dashboard §2), inside the shell.
const CartScreen = lazy(() => import('./cart-screen'));
const CheckoutScreen = lazy(() => import('./checkout-screen'));
const PaymentsScreen = lazy(() => import('./payments-screen'));
const InvoicesScreen = lazy(() => import('./invoices-screen'));

export const billingRoutes = (
  <>
    <Route path="/checkout/cart" element={<CartScreen />} />
    <Route path="/cart/checkout" element={<CartScreen />} />
    <Route path="/checkout/process" element={<CartScreen step="checkout" />} />
    <Route path="/checkout/process/invoice/:invoiceId" element={<CheckoutScreen />} />
    <Route path="/billing/payments" element={<PaymentsScreen />} />
    <Route path="/billing/payments/:paymentId" element={<PaymentsScreen />} />
    <Route path="/billing/invoices" element={<InvoicesScreen />} />
    <Route path="/billing/invoices/:invoiceId" element={<InvoicesScreen />} />
  </>
);
