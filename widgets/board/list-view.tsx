import type { OrderCard } from '../../sdk/contract';
import type { OrderFilterValue } from '../../sdk/core/orders';
import { ListView, type OrderListSource } from './list';
import type { BoardMessages } from './messages';

export interface BoardListViewProps {
  filter: OrderFilterValue;
  source: OrderListSource;
  messages: BoardMessages;
  timeZone: string | undefined;
  onOpenOrder(card: OrderCard): void;
}

/** view="list" / "archived": the open or the archived orders as a table (widgets/board/list), with the board's filter and strings. */
export function BoardListView({ filter, source, messages, timeZone, onOpenOrder }: BoardListViewProps) {
  return (
    <ListView
      filter={filter}
      source={source}
      messages={messages}
      {...(timeZone !== undefined && { timeZone })}
      onOpenOrder={onOpenOrder}
    />
  );
}
