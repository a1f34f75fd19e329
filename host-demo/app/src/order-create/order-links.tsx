import type { User } from 'proofdesk';
import type { OrderDetail } from 'proofdesk/contract';
import { can, Subject } from 'proofdesk/rules';
import { Link } from 'react-router';
import { createMessages as m } from './messages';

/**
 * The order page's way into these screens: a draft of the user's account is continued in the
 * create-order form ('Continue editing'), any other order duplicated ('Duplicate', §3 order action
 * "duplicate"), for users with the create-order and duplicate rights.
 */
export function OrderCreateLinks({ user, order }: { user: User | null; order: OrderDetail }) {
  if (!user || !can(user, 'create', Subject.CREATE_ORDER)) return null;
  const id = encodeURIComponent(order.id);
  if (order.orderStateStatus === 'DRAFT_CARD') {
    return (
      <Link to={`/orders/new?draft=${id}`} className="pd-button pd-button--secondary pd-button--sm">
        {m.continueEditing}
      </Link>
    );
  }
  if (!can(user, 'create', Subject.ORDER_DUPLICATE)) return null;
  return (
    <Link to={`/orders/clone/${id}`} className="pd-button pd-button--ghost pd-button--sm">
      {m.duplicate}
    </Link>
  );
}
