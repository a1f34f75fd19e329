import { useParams } from 'react-router';

/**
 * /orders/detail/:orderId, where the viewer's close goes (proofing §2.1). A plain placeholder until
 * the upload issue builds the order page.
 */
export default function OrderDetailScreen() {
  const { orderId } = useParams();
  return (
    <section className="app-card">
      <h1>Order {orderId}</h1>
      <p>The order page is coming with file upload.</p>
    </section>
  );
}
