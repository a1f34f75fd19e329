import { MissingCard } from '../lib/missing-card';
import { detailMessages as m } from './messages';

/** An unknown order and one the user may not read look the same (the server answers 404 for both). */
export function OrderNotFound() {
  return <MissingCard title={m.notFoundTitle} text={m.notFoundText} backTo="/" backLabel={m.backToOrders} />;
}
