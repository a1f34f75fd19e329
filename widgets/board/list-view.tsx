import type { OrderCard } from '../../sdk/contract';
import type { OrderFilterValue } from '../../sdk/orders';
import { ListView } from './list';
import type { BoardMessages } from './messages';

export interface BoardListViewProps {
  filter: OrderFilterValue;
  messages: BoardMessages;
  timeZone: string | undefined;
  onOpenOrder(card: OrderCard): void;
}

/** view="list": the same orders as a table (widgets/board/list), with the board's filter and strings. */
export function BoardListView({ filter, messages, timeZone, onOpenOrder }: BoardListViewProps) {
  return (
    <ListView
      filter={filter}
      messages={messages}
      {...(timeZone !== undefined && { timeZone })}
      onOpenOrder={onOpenOrder}
    />
  );
}
