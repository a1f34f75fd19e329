// Set-up of the list view's browser tests (tests/widgets/board/list-*): ListView rendered in a
// ShadowWidget (as the board renders it) on a real instance signed in to the real server, its
// GET /order calls recorded. One sign-in per user and file (the server limits sign-ins).
import type { OrderFilterValue, ProofdeskInstance, ProofdeskOptions } from 'proofdesk';
import type { OrderCard, OrderListData, OrderListQuery } from 'proofdesk/contract';
import { defaultListMessages, ListView, type ListViewProps } from '../../../../widgets/board/list';
import { renderInShadow } from '../../support/render';
import { signedInInstance } from '../../support/sessions';

/** Records the GET /order list calls (path exactly `/order`) an instance makes. */
export function listNetwork() {
  const calls: URL[] = [];
  const state = { fail: false };
  const impl: typeof fetch = (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (url.pathname.endsWith('/order') && (init?.method ?? 'GET').toUpperCase() === 'GET') {
      calls.push(url);
      // A dropped connection, for the list's calls only (the session's own calls go through).
      if (state.fail) return Promise.reject(new TypeError('Failed to fetch'));
    }
    return fetch(input, init);
  };
  return {
    fetch: impl,
    calls,
    last: () => calls[calls.length - 1],
    set fail(value: boolean) {
      state.fail = value;
    },
  };
}

export type ListNetwork = ReturnType<typeof listNetwork>;

/** A real instance signed in as `username` to the shared test server. */
export const signedIn = (username: string, options: Partial<ProofdeskOptions> = {}) =>
  signedInInstance(username, options);

/** What the server answers a list query, read directly (not through the view). */
export async function serverList(instance: ProofdeskInstance, query: OrderListQuery): Promise<OrderListData> {
  const result = await instance.http.get<OrderListData>('/order', { query: { ...query } });
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
}

/** Renders ListView in a shadow root; `opened` collects the orders it opens. */
export function renderList(
  instance: ProofdeskInstance,
  props: Partial<ListViewProps> & { filter?: OrderFilterValue } = {},
) {
  const opened: OrderCard[] = [];
  const ui = (
    <ListView
      filter={props.filter ?? {}}
      messages={props.messages ?? defaultListMessages}
      timeZone={props.timeZone ?? 'UTC'}
      onOpenOrder={props.onOpenOrder ?? ((card) => opened.push(card))}
    />
  );
  const rendered = renderInShadow(ui, instance);
  const shadow = rendered.shadowRoot;
  const rows = () => [...shadow.querySelectorAll<HTMLTableRowElement>('tbody tr')];
  return {
    ...rendered,
    opened,
    shadow,
    rows,
    /** The Order ID cell of each row ('#1042'). */
    orderIds: () => rows().map((row) => row.querySelector('.pd-list-col-order-id')?.textContent ?? ''),
    header: (name: string) =>
      [...shadow.querySelectorAll<HTMLTableCellElement>('th')].find((th) => th.textContent === name),
    footer: () => shadow.querySelector('.pd-list-count')?.textContent ?? '',
  };
}

export const idText = (card: OrderCard) => `#${card.orderId}`;
