import { Link } from 'react-router';
import { detailMessages as m } from './messages';

/**
 * An unknown order and one the user may not read look the same (the server answers 404 for both,
 * so ids of other accounts are not revealed): the page says so and offers the way back.
 */
export function OrderNotFound() {
  return (
    <section className="app-card detail-missing" aria-labelledby="detail-missing-title">
      <h1 id="detail-missing-title">{m.notFoundTitle}</h1>
      <p>{m.notFoundText}</p>
      <Link className="pd-button pd-button--primary" to="/">
        {m.backToOrders}
      </Link>
    </section>
  );
}
