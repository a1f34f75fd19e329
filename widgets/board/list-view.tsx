import type { OrderCard } from '../../sdk/contract';
import type { OrderFilterValue } from '../../sdk/orders';
import type { BoardMessages } from './messages';

export interface BoardListViewProps {
  filter: OrderFilterValue;
  messages: BoardMessages;
  timeZone: string | undefined;
  onOpenOrder(card: OrderCard): void;
}

/**
 * view="list": the list view (widgets/board/list, built alongside) renders here. Until it is merged
 * this says so instead of showing nothing.
 */
export function BoardListView(_props: BoardListViewProps) {
  return <p className="pd-board-list-pending">List view</p>;
}
