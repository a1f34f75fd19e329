import type { ReactNode } from 'react';
import type { OrderCardFields, OrderCardMessages } from '../../core/orders';
import { Avatar } from '../primitives';

export interface OrderCardViewProps {
  fields: OrderCardFields;
  messages: Pick<OrderCardMessages, 'createdLabel' | 'dueLabel' | 'noDueDate'>;
  /** The name's id, so the card's container can be labelled by it (aria-labelledby). */
  nameId?: string;
  className?: string;
  /** Controls placed in the card's corner (the board's "Move to…" button). */
  actions?: ReactNode;
}

/**
 * One order card (dashboard §2 "Quick search": status label, Priority N, client / company,
 * package, order name, order id / service name, created and due dates, creator and operator
 * avatars). Presentational only: the board, the list and quick search decide what a click does.
 */
export function OrderCardView({ fields, messages, nameId, className, actions }: OrderCardViewProps) {
  const client = fields.company ? `${fields.client} / ${fields.company}` : fields.client;
  return (
    <div className={className ? `pd-order-card ${className}` : 'pd-order-card'}>
      <div className="pd-order-card-top">
        {/* First, floated to the corner: the labels then wrap beside and below it (styles.ts). */}
        {actions && <span className="pd-order-card-actions">{actions}</span>}
        {fields.stateLabel && (
          // The title holds the whole label where a label longer than the card is cut.
          <span className="pd-order-card-state" title={fields.stateLabel}>
            {fields.stateLabel}
          </span>
        )}
        {fields.priority && <span className="pd-order-card-priority">{fields.priority}</span>}
      </div>
      {fields.priorityWarning && (
        <p className="pd-order-card-warning pd-user-text" role="note">
          {fields.priorityWarning}
        </p>
      )}
      <p className="pd-order-card-client pd-user-text">{client}</p>
      {fields.packageName && <p className="pd-order-card-package pd-user-text">{fields.packageName}</p>}
      <p
        className="pd-order-card-name pd-user-text"
        id={nameId}
        title={fields.name === fields.fullName ? undefined : fields.fullName}
      >
        {fields.name}
      </p>
      <p className="pd-order-card-id pd-user-text">{fields.idLine}</p>
      <div className="pd-order-card-footer">
        <dl className="pd-order-card-dates">
          <div>
            <dt>{messages.createdLabel}</dt>
            <dd>{fields.created}</dd>
          </div>
          <div>
            <dt>{messages.dueLabel}</dt>
            <dd>{fields.due ?? messages.noDueDate}</dd>
          </div>
        </dl>
        <span className="pd-order-card-people">
          {/* Initials from the person's name; the role-worded label names it (hover, screen readers). */}
          {fields.creator && (
            <Avatar
              size="sm"
              name={fields.creator.name}
              label={fields.creator.label}
              src={fields.creator.image}
            />
          )}
          {fields.operator && (
            <Avatar
              size="sm"
              name={fields.operator.name}
              label={fields.operator.label}
              src={fields.operator.image}
            />
          )}
        </span>
      </div>
    </div>
  );
}
