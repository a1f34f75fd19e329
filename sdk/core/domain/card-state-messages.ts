import { type CardState, isLabelledCardState, type LabelledCardState, priorityNumber } from './card-states';
import { type CodeMessages, codeLabel } from './message-key';
import { fillTemplate } from './template';

/** Card state labels (dashboard §4) keyed `card<State>`, and the priority badge's 'Priority {n}'. */
export interface CardStateMessages extends CodeMessages<'card', LabelledCardState> {
  priority: string;
}

export const defaultCardStateMessages: CardStateMessages = {
  cardActiveCard: 'Active Order',
  cardReadyToGo: 'Ready To Go',
  cardQueueCard: 'Queue Order',
  cardDraftCard: 'Draft Order',
  cardInProgress: 'In Progress',
  cardInReview: 'In Review',
  cardOnHold: 'On Hold Order',
  cardApproved: 'Approved Order',
  cardCancelled: 'Cancelled Order',
  priority: 'Priority {n}',
};

/** A card's label, or undefined for the layout states the spec does not label. */
export function cardStateLabel(
  state: CardState,
  messages: CardStateMessages = defaultCardStateMessages,
): string | undefined {
  return isLabelledCardState(state) ? codeLabel(messages, 'card', state) : undefined;
}

/** 'Priority N' from the zero-based positionOrder. */
export function priorityLabel(
  positionOrder: number,
  messages: Pick<CardStateMessages, 'priority'> = defaultCardStateMessages,
): string {
  return fillTemplate(messages.priority, { n: priorityNumber(positionOrder) });
}
