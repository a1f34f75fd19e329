import { defineStoreSlot, type ProofdeskInstance } from '../../../sdk/core/instance';
import { createBoardStore } from './board-store';
import type { BoardStore } from './types';

/** The board's slot: one store per instance, shared by every board (and list) on the page. */
export const boardStoreSlot = defineStoreSlot('board', (instance) =>
  createBoardStore({ http: instance.http, realtime: instance.realtime, session: instance.session }),
);

/** The instance's board store: the columns' live lists and the optimistic moves. */
export function getBoardStore(instance: ProofdeskInstance): BoardStore {
  return instance.stores.get(boardStoreSlot);
}
