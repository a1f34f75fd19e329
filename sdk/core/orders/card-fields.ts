import type { OrderCard } from '../../contract';
import {
  CARD_STATES,
  type CardState,
  cardStateLabel,
  codeLabel,
  fillTemplate,
  formatDisplayDate,
  isOrderStatus,
  priorityLabel,
  showsPriorityBadge,
  showsPriorityWarning,
  TRUNCATE_LENGTHS,
  truncate,
} from '../domain';
import { defaultOrderCardMessages, type OrderCardMessages } from './card-messages';

/** What one order card shows, as text: the board, the list view and quick search render these. */
export interface OrderCardFields {
  /** §4 card state label; for states the spec leaves unlabelled, the order status (GR Revision, Completed). */
  stateLabel: string | undefined;
  /** 'Priority N', or undefined for draft, on hold, approved and cancelled cards. */
  priority: string | undefined;
  /** The QUEUE_CARD priority warning. */
  priorityWarning: string | undefined;
  client: string;
  /** Only with ORDER_LIST_COMPANY_NAME (the server sends it only then). */
  company: string | undefined;
  packageName: string | undefined;
  /** Cut to 32 (§5 "order name 32"). */
  name: string;
  /** The whole name, for a title attribute when it was cut. */
  fullName: string;
  /** '#1042 / Logo Design'. */
  idLine: string;
  created: string;
  due: string | undefined;
  creator: { name: string; image: string | null; label: string } | undefined;
  /** None when unassigned. */
  operator: { name: string; image: string | null; label: string } | undefined;
}

const isCardState = (value: string): value is CardState => (CARD_STATES as readonly string[]).includes(value);

/** A date in the user's zone, or undefined when the value is missing or the zone unknown falls back. */
function displayDate(iso: string | null, timeZone: string | undefined, months: OrderCardMessages) {
  if (!iso) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  try {
    return formatDisplayDate(date, timeZone, months);
  } catch {
    // An unknown zone name makes Intl throw: the browser's zone is the better answer than nothing.
    return formatDisplayDate(date, undefined, months);
  }
}

export function orderCardFields(
  card: OrderCard,
  timeZone?: string,
  messages: OrderCardMessages = defaultOrderCardMessages,
): OrderCardFields {
  const state: CardState = isCardState(card.orderStateStatus) ? card.orderStateStatus : 'CARD';
  const idLine = fillTemplate(messages.orderIdLine, { orderId: card.orderId });
  return {
    stateLabel:
      cardStateLabel(state, messages) ??
      (isOrderStatus(card.progress) ? codeLabel(messages, 'status', card.progress) : undefined),
    priority: showsPriorityBadge(state) ? priorityLabel(card.positionOrder, messages) : undefined,
    priorityWarning: showsPriorityWarning(state) ? messages.priorityWarning : undefined,
    client: card.client,
    company: card.company?.name,
    packageName: card.packageName ?? undefined,
    name: truncate(card.orderName, TRUNCATE_LENGTHS.ORDER_NAME),
    fullName: card.orderName,
    idLine: card.serviceName ? `${idLine} / ${card.serviceName}` : idLine,
    created: displayDate(card.createdAt, timeZone, messages) ?? '',
    due: displayDate(card.dueDate, timeZone, messages),
    creator: card.orderCreator
      ? {
          name: card.orderCreator.name,
          image: card.orderCreator.image,
          label: fillTemplate(messages.creatorLabel, { name: card.orderCreator.name }),
        }
      : undefined,
    operator: card.operator
      ? {
          name: card.operator.label,
          image: card.operator.image,
          label: fillTemplate(messages.operatorLabel, { name: card.operator.label }),
        }
      : undefined,
  };
}
