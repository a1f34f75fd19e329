// Shared set-up of the board's browser tests, against the board's own API server (demo seed plus
// bulk Northwind orders, see board-server.ts), signed in through tests/widgets/support/sessions.ts.
import type { ProofdeskInstance, ProofdeskOptions } from 'proofdesk';
import { Board, type BoardProps } from 'proofdesk/board';
import type { OrderCard, OrderListData } from 'proofdesk/contract';
import { within } from 'shadow-dom-testing-library';
import { expect, inject } from 'vitest';
import { render } from '../../support/render';
import { signedInInstance } from '../../support/sessions';

export const boardApi = () => inject('boardApiBaseUrl');

/** A real instance signed in to the board server as `username` (demo password). */
export async function signedIn(username: string, options: Partial<ProofdeskOptions> = {}) {
  const instance = await signedInInstance(username, { baseUrl: boardApi(), ...options });
  // The board's rights come from the profile: wait for it.
  await expect.poll(() => instance.session.$profile.get()?.role ?? null).not.toBeNull();
  return instance;
}

/** Renders `<Board>` in a provider; returns its host and queries scoped to its shadow root. */
export function renderBoard(instance: ProofdeskInstance, props: BoardProps = {}) {
  const rendered = render(<Board className="board-host" {...props} />, instance);
  const host = rendered.container.querySelector<HTMLElement>('[data-pd-host]');
  if (!host?.shadowRoot) throw new Error('the board did not render into a shadow root');
  const unmount = () => {
    rendered.root.unmount();
    rendered.container.remove();
  };
  return {
    container: rendered.container,
    rerender: rendered.rerender,
    unmount,
    host,
    root: host.shadowRoot,
    board: within(host),
  };
}

export type BoardQueries = ReturnType<typeof within>;

/** GET /order as the server answers it, for the test's own expectations. */
export async function serverColumn(
  instance: ProofdeskInstance,
  orderProgress: string,
  limit = 50,
): Promise<OrderListData> {
  const result = await instance.http.get<OrderListData>('/order', {
    query: { orderProgress, page: 1, limit },
  });
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
}

/** One order as the server has it now. */
export async function serverOrder(instance: ProofdeskInstance, id: string): Promise<OrderCard> {
  const result = await instance.http.get<OrderCard>(`/order/${id}`);
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
}

/** A move through the API as `instance`'s user (another tab, another user). */
export function apiMove(instance: ProofdeskInstance, id: string, body: Record<string, unknown>) {
  return instance.http.put(`/order/${id}/move-progress`, { body, csrf: 'card' });
}

/** The card element of an order in the board (rendered, i.e. within the virtual window). */
export function cardIn(root: ShadowRoot, id: string): HTMLElement | null {
  return root.querySelector<HTMLElement>(`[data-card-id="${CSS.escape(id)}"]`);
}

/** A column's list (role list, named by its title). */
export const columnList = (board: BoardQueries, title: string) =>
  board.findByShadowRole('list', { name: title });

/** The column section of a column code. */
export function columnSection(root: ShadowRoot, column: string): HTMLElement {
  const section = root.querySelector<HTMLElement>(`[data-column="${column}"]`);
  if (!section) throw new Error(`no column ${column}`);
  return section;
}

/** What a column's count badge shows. */
export const shownCount = (root: ShadowRoot, column: string) =>
  columnSection(root, column).querySelector('[data-testid="column-count"] [aria-hidden]')?.textContent ?? '';

/** The live region's words. */
export const liveText = (root: ShadowRoot) => root.querySelector('[data-board-live]')?.textContent ?? '';

/**
 * Presses a card's move button. Bulk orders repeat names, so two buttons can share the name
 * 'Move {name} to…'; `userEvent.click` finds its element again by role and name and refuses
 * duplicates, so this focuses and clicks the very element instead.
 */
export function pressMoveButton(button: HTMLElement): void {
  button.focus();
  button.click();
}
