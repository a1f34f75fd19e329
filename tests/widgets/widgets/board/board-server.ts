// The board tests' own API server (started by the widgets' global setup): the demo seed plus bulk
// Northwind orders, so columns run to hundreds of cards (virtualization, paging), and its own
// database, so the board's moves never change what other widget tests read from the shared server.
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../../../host-demo/server/app';
import { seedBulkOrders } from '../../../../host-demo/server/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    boardApiBaseUrl: string;
  }
}

/** Orders added to the demo's: ~5,000 across the eight statuses (a column gets several hundred). */
export const BOARD_BULK_ORDERS = 5000;

export async function startBoardServer(project: TestProject, allowedOrigins: string[]) {
  const app = buildServer({ databasePath: ':memory:', demo: true, logger: false, allowedOrigins });
  await app.ready();
  await seedBulkOrders(app.proofdesk.data, BOARD_BULK_ORDERS);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the board API server did not get a port');
  project.provide('boardApiBaseUrl', `http://127.0.0.1:${address.port}/api`);
  return () => app.close();
}
