// The filter sidebar tests' own API servers (started by the widgets' global setup), each the demo seed
// on its own database, so the tests can give a user the membership figures of an edge case and fix
// "now" for the business hours without changing what other widget tests read. Three test-only routes
// under /api/__test set what a real account and a real day would. The business-hours tests get a
// server of their own: a fixed clock also moves token expiry, which must not touch the others.
import type { FastifyInstance } from 'fastify';
import type { RealtimeEventKind } from 'proofdesk/contract';
import type { TestProject } from 'vitest/node';
import { applyProfilePatch } from '../../../../host-demo/server/account';
import { buildServer } from '../../../../host-demo/server/app';
import { type WeeklyHours, writeOfficeHours } from '../../../../host-demo/server/hours';
import { findUserByEmail } from '../../../../host-demo/server/users';

declare module 'vitest' {
  export interface ProvidedContext {
    sidebarApiBaseUrl: string;
    sidebarHoursApiBaseUrl: string;
  }
}

interface Clock {
  /** null: the real clock. */
  fixed: Date | null;
}

function testRoutes(app: FastifyInstance, clock: Clock) {
  const { data, hub } = app.proofdesk;
  app.register(
    async (routes) => {
      // A user's stored profile extras (membership, storages, retail), then the push the server's own
      // account routes send after such a change.
      routes.put<{ Body: { email: string; patch: Record<string, unknown>; event?: RealtimeEventKind } }>(
        '/profile',
        async (request) => {
          const user = await findUserByEmail(data, request.body.email);
          if (!user) throw new Error(`no user ${request.body.email}`);
          await applyProfilePatch(data, { userId: user.id }, request.body.patch);
          if (request.body.event) hub.publish([user.id], request.body.event);
          return { success: true };
        },
      );
      routes.put<{ Body: { now: string | null } }>('/clock', async (request) => {
        clock.fixed = request.body.now ? new Date(request.body.now) : null;
        return { success: true };
      });
      routes.put<{ Body: { officeTimeZone: string; weekly: WeeklyHours } }>(
        '/office-hours',
        async (request) => {
          await writeOfficeHours(data, request.body);
          return { success: true };
        },
      );
    },
    { prefix: '/api/__test' },
  );
}

async function start(allowedOrigins: string[]) {
  const clock: Clock = { fixed: null };
  const app = buildServer({
    databasePath: ':memory:',
    demo: true,
    logger: false,
    allowedOrigins,
    now: () => clock.fixed ?? new Date(),
  });
  testRoutes(app, clock);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('a sidebar API server did not get a port');
  return { app, baseUrl: `http://127.0.0.1:${address.port}/api` };
}

export async function startSidebarServer(project: TestProject, allowedOrigins: string[]) {
  const main = await start(allowedOrigins);
  const hours = await start(allowedOrigins);
  project.provide('sidebarApiBaseUrl', main.baseUrl);
  project.provide('sidebarHoursApiBaseUrl', hours.baseUrl);
  return async () => {
    await hours.app.close();
    await main.app.close();
  };
}
