// Order card states and their labels (dashboard §3 "Order card states", §4 "Card state labels").
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

/** Only the states the spec labels; the rest (CARD, PLACEHOLDER, ...) are layout states with no label. */
export const CARD_STATE_LABELS: Readonly<Partial<Record<CardState, string>>> = {
  ACTIVE_CARD: 'Active Order',
  READY_TO_GO: 'Ready To Go',
  QUEUE_CARD: 'Queue Order',
  DRAFT_CARD: 'Draft Order',
  IN_PROGRESS: 'In Progress',
  IN_REVIEW: 'In Review',
  ON_HOLD: 'On Hold Order',
  APPROVED: 'Approved Order',
  CANCELLED: 'Cancelled Order',
};

export function cardStateLabel(state: CardState): string | undefined {
  return CARD_STATE_LABELS[state];
}

const NO_PRIORITY_BADGE: ReadonlySet<CardState> = new Set(['DRAFT_CARD', 'ON_HOLD', 'APPROVED', 'CANCELLED']);

export function showsPriorityBadge(state: CardState): boolean {
  return !NO_PRIORITY_BADGE.has(state);
}

/** QUEUE_CARD "shows a priority warning". */
export function showsPriorityWarning(state: CardState): boolean {
  return state === 'QUEUE_CARD';
}

/** positionOrder is zero-based; people count from one. */
export function priorityLabel(positionOrder: number, template = 'Priority {n}'): string {
  return template.replace('{n}', String(positionOrder + 1));
}
