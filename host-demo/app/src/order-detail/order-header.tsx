import type { OrderDetail } from 'proofdesk/contract';
import { Avatar } from 'proofdesk/react';
import { fillTemplate, orderCardFields } from 'proofdesk/rules';
import type { ReactNode } from 'react';
import { detailMessages as m } from './messages';

/**
 * The order's header (issue 12): name, number, service, status, priority, dates, creator and
 * operator, with the hold or cancel reason when it has one. The same card fields the board shows.
 */
export function OrderHeader({
  order,
  timeZone,
  actions,
}: {
  order: OrderDetail;
  timeZone: string | undefined;
  actions: ReactNode;
}) {
  const fields = orderCardFields(order, timeZone);
  const people = [
    { label: m.creator, person: fields.creator },
    { label: m.operator, person: fields.operator },
  ];
  return (
    <header className="app-card detail-header">
      <div className="detail-title-row">
        <div>
          <p className="detail-number">{fillTemplate(m.orderNumber, { orderId: order.orderId })}</p>
          <h1 className="detail-name">{order.orderName}</h1>
        </div>
        {actions}
      </div>
      <dl className="detail-facts">
        <Fact label={m.status}>
          <span className="detail-status" data-progress={order.progress}>
            {fields.stateLabel ?? order.progress}
          </span>
        </Fact>
        {fields.priority && <Fact label={m.priority}>{fields.priority}</Fact>}
        <Fact label={m.service}>{order.serviceName ?? '—'}</Fact>
        <Fact label={m.created}>{fields.created}</Fact>
        <Fact label={m.due}>{fields.due ?? m.noDueDate}</Fact>
        {people.map(({ label, person }) => (
          <Fact key={label} label={label}>
            {person ? (
              <span className="detail-person">
                <Avatar size="sm" name={person.name} src={person.image} />
                {person.name}
              </span>
            ) : (
              m.unassigned
            )}
          </Fact>
        ))}
      </dl>
      {order.progress === 'on-hold' && order.holdReason && (
        <p className="detail-reason">
          <strong>{m.holdReason}:</strong> {order.holdReason}
        </p>
      )}
      {order.progress === 'cancelled' && order.cancelReason && (
        <p className="detail-reason">
          <strong>{m.cancelReason}:</strong> {order.cancelReason}
        </p>
      )}
    </header>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="detail-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
