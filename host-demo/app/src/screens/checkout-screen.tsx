import { useParams } from 'react-router';

/**
 * Where the cart's Checkout intent lands (dashboard §2: /checkout/process/invoice/{invoiceId}).
 * Payment itself is the host's business: the reference portal shows the invoice it is for.
 */
export default function CheckoutScreen() {
  const { invoiceId } = useParams();
  return (
    <section className="app-card">
      <h1>Checkout</h1>
      <p>
        Invoice <strong>{invoiceId}</strong> has been created. Please complete the payment.
      </p>
    </section>
  );
}
