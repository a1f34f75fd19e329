// Order card states (dashboard §3 "Order card states"): codes and rules only; their labels
// (§4 "Card state labels") are in `card-state-messages.ts`.
export const CARD_STATES = [
  'CARD',
  'PLACEHOLDER',
  'DISABLED_CARD',
  'ACTIVE_CARD',
  'READY_TO_GO',
  'QUEUE_CARD',
  'DRAFT_CARD',
  'NEW_ORDER',
  'IN_PROGRESS',
  'IN_REVIEW',
  'ON_HOLD',
  'APPROVED',
  'COMPLETED',
  'CANCELLED',
  'GR_REVISION',
] as const;

export type CardState = (typeof CARD_STATES)[number];

/** Only these states carry a label; the rest (CARD, PLACEHOLDER, ...) are layout states. */
export const LABELLED_CARD_STATES = [
  'ACTIVE_CARD',
  'READY_TO_GO',
  'QUEUE_CARD',
  'DRAFT_CARD',
  'IN_PROGRESS',
  'IN_REVIEW',
  'ON_HOLD',
  'APPROVED',
  'CANCELLED',
] as const satisfies readonly CardState[];

export type LabelledCardState = (typeof LABELLED_CARD_STATES)[number];

export function isLabelledCardState(state: CardState): state is LabelledCardState {
  return (LABELLED_CARD_STATES as readonly CardState[]).includes(state);
}

const NO_PRIORITY_BADGE: ReadonlySet<CardState> = new Set(['DRAFT_CARD', 'ON_HOLD', 'APPROVED', 'CANCELLED']);

export function showsPriorityBadge(state: CardState): boolean {
  return !NO_PRIORITY_BADGE.has(state);
}

/** QUEUE_CARD "shows a priority warning". */
export function showsPriorityWarning(state: CardState): boolean {
  return state === 'QUEUE_CARD';
}

/** positionOrder is zero-based; people count from one ('Priority {n}' in the card catalogue). */
export function priorityNumber(positionOrder: number): number {
  return positionOrder + 1;
}
