import { useProofdesk, useStore } from 'proofdesk/react';
import { useParams } from 'react-router';
import { ImpersonateAction } from '../impersonation/impersonate-action';
import { ErrorAlert } from '../lib/error-alert';
import { ScreenLoader } from '../lib/screen-loader';
import { OrderCreateLinks } from '../order-create/order-links';
import { AttachmentGroups } from '../order-detail/attachment-groups';
import { OrderHeader } from '../order-detail/order-header';
import { OrderMoves } from '../order-detail/order-moves';
import { OrderNotFound } from '../order-detail/order-not-found';
import { OrderTimeline } from '../order-detail/order-timeline';
import { useOrderDetail } from '../order-detail/use-order-detail';

/**
 * Dashboard §2 /orders/detail/:orderId, where the viewer's close returns (proofing §2.1): the
 * order's header with the moves the board offers, its files by group with their upload zones, and
 * its timeline, kept current by the server's reload-order and reload-timeline.
 */
export default function OrderDetailScreen() {
  const { orderId = '' } = useParams();
  const proofdesk = useProofdesk();
  const user = useStore(proofdesk.session.$profile);
  const timeZone = user?.timeZone?.value || undefined;
  const { load, timeline, refresh } = useOrderDetail(orderId);

  if (load.status === 'loading') return <ScreenLoader />;
  if (load.status === 'missing') return <OrderNotFound />;
  if (load.status === 'failed') return <ErrorAlert error={load} />;
  const { order, files } = load;
  return (
    <div className="detail-page">
      <OrderHeader
        order={order}
        timeZone={timeZone}
        actions={
          <div className="detail-header-actions">
            <OrderMoves user={user} order={order} onMoved={refresh} />
            <OrderCreateLinks user={user} order={order} />
            <ImpersonateAction user={user} order={order} />
          </div>
        }
      />
      <div className="detail-columns">
        <AttachmentGroups orderId={order.id} files={files} timeZone={timeZone} onChanged={refresh} />
        <OrderTimeline entries={timeline} timeZone={timeZone} />
      </div>
    </div>
  );
}
