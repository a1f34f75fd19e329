// The bench's baseline: a board that loads every order of every column and renders every card
// (the same OrderCardView as the board) with no virtualization and no drag and drop. It is never
// shipped; board.bench.ts measures it beside the real board in the same run. Its columns are as tall
// as the board's (--pd-board-height) and scroll inside themselves, as the board's do.
import { useStore } from '@nanostores/react';
import type { OrderCard, OrderListData } from 'proofdesk/contract';
import {
  createWidgetMount,
  OrderCardView,
  orderCardStyles,
  useProofdesk,
  useWidgetStyles,
} from 'proofdesk/react';
import {
  BOARD_COLUMNS,
  type BoardColumn,
  codeLabel,
  columnStatuses,
  defaultOrderCardMessages,
  orderCardFields,
} from 'proofdesk/rules';
import { useEffect, useState } from 'react';
import { defaultBoardColumnMessages } from '../../sdk/core/access';

const PAGE = 200; // the server's largest page (ORDER_PAGE.maxLimit)

const naiveStyles = /* css */ `
.naive-board { display: flex; gap: 12px; height: var(--pd-board-height, 80vh); overflow-x: auto; }
.naive-column { flex: none; width: 280px; display: flex; flex-direction: column; min-height: 0; }
.naive-column h2 { font-size: 1rem; margin: 0 0 8px; }
.naive-column ul { list-style: none; margin: 0; padding: 0; overflow-y: auto; flex: 1; display: grid; gap: 8px; align-content: start; }
`;

type Columns = Record<BoardColumn, OrderCard[]>;

function NaiveBoardView() {
  useWidgetStyles(orderCardStyles);
  useWidgetStyles(naiveStyles);
  const { http, session } = useProofdesk();
  const timeZone = useStore(session.$profile)?.timeZone?.value || undefined;
  const [columns, setColumns] = useState<Columns | null>(null);

  useEffect(() => {
    const page = async (column: BoardColumn, number: number) => {
      const answer = await http.get<OrderListData>('/order', {
        query: { orderProgress: columnStatuses(column).join(','), page: number, limit: PAGE },
      });
      if (!answer.ok) throw new Error(answer.error.message);
      return answer.data;
    };
    const all = async (column: BoardColumn) => {
      const first = await page(column, 1);
      const rest = await Promise.all(
        Array.from({ length: first.meta.totalPages - 1 }, (_, index) => page(column, index + 2)),
      );
      return [first, ...rest].flatMap((data) => data.orders);
    };
    void Promise.all(BOARD_COLUMNS.map(all)).then((lists) =>
      setColumns(
        Object.fromEntries(BOARD_COLUMNS.map((column, index) => [column, lists[index]!])) as Columns,
      ),
    );
  }, [http]);

  if (!columns) return null;
  return (
    <div className="naive-board">
      {BOARD_COLUMNS.map((column) => {
        const title = codeLabel(defaultBoardColumnMessages, 'column', column);
        return (
          <section key={column} className="naive-column">
            <h2>{title}</h2>
            <ul aria-label={title}>
              {columns[column].map((card) => (
                <li key={card.id}>
                  <OrderCardView
                    fields={orderCardFields(card, timeZone)}
                    messages={defaultOrderCardMessages}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

export const mountNaiveBoard = createWidgetMount(NaiveBoardView, 'mountNaiveBoard');
