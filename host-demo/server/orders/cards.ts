import type { OrderCard, OrderDetail } from 'proofdesk/contract';
import type { Data } from '../data';
import { selectOrderDetail } from '../data/orders/detail-rows';

// A card's values, as the database reads them (data/orders/detail-rows.ts). List pages do not read
// these: the database writes their cards' JSON itself (data/orders/list-rows.ts `cardJson`, the same
// fields), and a test holds the two to the same bytes.

export interface CardRow {
  id: string;
  name: string;
  order_number: number;
  created_at: string;
  due_date: string | null;
  position: number;
  status: string;
  card_state: string | null;
  package_name: string | null;
  is_frozen: number;
  is_locked: number;
  service_name: string | null;
  company_name: string;
  client_name: string;
  creator_name: string | null;
  creator_avatar: string | null;
  operator_name: string | null;
  operator_avatar: string | null;
}

export interface DetailRow extends CardRow {
  client_id: string;
  creator_id: string | null;
  operator_id: string | null;
  manager_id: string | null;
  service_id: string | null;
  service_category_id: string | null;
  queue_percent: number | null;
  work_percent: number | null;
  hold_reason: string | null;
  cancel_reason: string | null;
  archived_at: string | null;
  updated_at: string;
}

/** The CARD_COLUMNS values in order, as better-sqlite3's raw mode returns a row. */
export type CardValues = [
  id: string,
  name: string,
  orderNumber: number,
  createdAt: string,
  dueDate: string | null,
  position: number,
  status: string,
  cardState: string | null,
  packageName: string | null,
  isFrozen: number,
  isLocked: number,
  serviceName: string | null,
  companyName: string,
  clientName: string,
  creatorName: string | null,
  creatorAvatar: string | null,
  operatorName: string | null,
  operatorAvatar: string | null,
];

export function cardOfValues(values: CardValues, showCompany: boolean): OrderCard {
  const status = values[6];
  const creatorName = values[14];
  const operatorName = values[16];
  const card: OrderCard = {
    id: values[0],
    orderName: values[1],
    orderId: values[2],
    serviceName: values[11],
    createdAt: values[3],
    dueDate: values[4],
    positionOrder: values[5],
    // New orders carry their own card state (READY_TO_GO, QUEUE_CARD, …); others show their status.
    orderStateStatus: values[7] ?? status.toUpperCase().replaceAll('-', '_'),
    orderCreator: creatorName === null ? null : { name: creatorName, image: values[15] },
    operator: operatorName === null ? null : { label: operatorName, image: values[17] },
    client: values[13],
    packageName: values[8],
    progress: status,
    isFrozen: values[9] === 1,
    isLocked: values[10] === 1,
  };
  if (showCompany) card.company = { name: values[12] };
  return card;
}

export function toOrderCard(row: CardRow, showCompany: boolean): OrderCard {
  return cardOfValues(
    [
      row.id,
      row.name,
      row.order_number,
      row.created_at,
      row.due_date,
      row.position,
      row.status,
      row.card_state,
      row.package_name,
      row.is_frozen,
      row.is_locked,
      row.service_name,
      row.company_name,
      row.client_name,
      row.creator_name,
      row.creator_avatar,
      row.operator_name,
      row.operator_avatar,
    ],
    showCompany,
  );
}

export function toOrderDetail(row: DetailRow, showCompany: boolean): OrderDetail {
  return {
    ...toOrderCard(row, showCompany),
    clientId: row.client_id,
    creatorId: row.creator_id,
    operatorId: row.operator_id,
    managerId: row.manager_id,
    serviceId: row.service_id,
    serviceCategoryId: row.service_category_id,
    queuePercent: row.queue_percent,
    workPercent: row.work_percent,
    holdReason: row.hold_reason,
    cancelReason: row.cancel_reason,
    archivedAt: row.archived_at,
    updatedAt: row.updated_at,
  };
}

/** The order's detail card; call only for an order the caller may read (`findReadableOrder`). */
export async function orderDetail(data: Data, id: string, showCompany: boolean): Promise<OrderDetail> {
  const row = await selectOrderDetail(data.db, id);
  if (!row) throw new Error(`Order ${id} not found`);
  return toOrderDetail(row, showCompany);
}
