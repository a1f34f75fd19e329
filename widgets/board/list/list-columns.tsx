import type { ReactNode } from 'react';
import type { OrderCard, OrderSortType } from '../../../sdk/contract';
import { codeLabel, type OrderStatus } from '../../../sdk/core/domain';
import type { OrderCardFields } from '../../../sdk/core/orders';
import { Avatar } from '../../../sdk/react';
import type { ListMessages } from './messages';

type HeaderKey = Extract<keyof ListMessages, `listColumn${string}`>;

export interface ListColumn {
  /** The class of its cells (`pd-list-col-<id>`) and the React key. */
  id: string;
  header: HeaderKey;
  /** What GET /order sorts by when its header is pressed (ORDER_SORT_TYPES: one column each). */
  sort: OrderSortType;
  cell(card: OrderCard, fields: OrderCardFields, m: ListMessages): ReactNode;
}

function person(who: OrderCardFields['creator'], m: ListMessages): ReactNode {
  if (!who) return <span className="pd-list-none">{m.listNone}</span>;
  return (
    <span className="pd-list-person">
      {/* The name is written next to it: the avatar is decoration here. */}
      <span aria-hidden="true">
        <Avatar size="sm" name={who.name} src={who.image} />
      </span>
      <span>{who.name}</span>
    </span>
  );
}

const none = (value: string | undefined, m: ListMessages) =>
  value ? value : <span className="pd-list-none">{m.listNone}</span>;

/**
 * The card's fields (dashboard §2 "Quick search") as columns, in the card's order. The order name
 * cell holds the row's button (see ListRow); the status shows the card state label (§4), or the
 * order status where the spec gives the state no label (gr-revision, completed).
 */
export const LIST_COLUMNS: readonly ListColumn[] = [
  {
    id: 'status',
    header: 'listColumnStatus',
    sort: 'status',
    cell: (card, f, m) => f.stateLabel ?? codeLabel(m, 'status', card.progress as OrderStatus),
  },
  { id: 'priority', header: 'listColumnPriority', sort: 'priority', cell: (_, f, m) => none(f.priority, m) },
  {
    id: 'client',
    header: 'listColumnClient',
    sort: 'client',
    cell: (_, f) => (f.company ? `${f.client} / ${f.company}` : f.client),
  },
  {
    id: 'package',
    header: 'listColumnPackage',
    sort: 'packageName',
    cell: (_, f, m) => none(f.packageName, m),
  },
  { id: 'name', header: 'listColumnName', sort: 'orderName', cell: (_, f) => f.name },
  {
    id: 'order-id',
    header: 'listColumnOrderId',
    sort: 'orderId',
    cell: (card, _, m) => m.orderIdLine.replace('{orderId}', String(card.orderId)),
  },
  {
    id: 'service',
    header: 'listColumnService',
    sort: 'serviceName',
    cell: (c, _, m) => none(c.serviceName ?? '', m),
  },
  { id: 'created', header: 'listColumnCreated', sort: 'createdAt', cell: (_, f) => f.created },
  { id: 'due', header: 'listColumnDue', sort: 'dueDate', cell: (_, f, m) => f.due ?? m.noDueDate },
  { id: 'creator', header: 'listColumnCreator', sort: 'creator', cell: (_, f, m) => person(f.creator, m) },
  {
    id: 'operator',
    header: 'listColumnOperator',
    sort: 'operator',
    cell: (_, f, m) => person(f.operator, m),
  },
];
