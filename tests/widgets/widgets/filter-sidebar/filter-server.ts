// The filter panels' own API server (started by the widgets' global setup): the demo seed with two
// viewOnly users, production (a production manager: may not save presets) and cso (viewOnly, but
// "unless their role is CSO"), and its own database, so preset CRUD never meets other tests' data.
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../../../host-demo/server/app';
import { SEEDED_VIEW_ONLY_PRESET, VIEW_ONLY_USERS } from './filter-seed';

declare module 'vitest' {
  export interface ProvidedContext {
    filterApiBaseUrl: string;
  }
}

export async function startFilterServer(project: TestProject, allowedOrigins: string[]) {
  const app = buildServer({ databasePath: ':memory:', demo: true, logger: false, allowedOrigins });
  await app.ready();
  const marks = VIEW_ONLY_USERS.map(() => '?').join(', ');
  app.proofdesk.data
    .sqlite!.prepare(`UPDATE users SET view_only = 1 WHERE id IN (${marks})`)
    .run(...VIEW_ONLY_USERS);
  app.proofdesk.data
    .sqlite!.prepare(
      'INSERT INTO filter_presets (id, user_id, name, fields, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run('preset-production', 'user-production', SEEDED_VIEW_ONLY_PRESET, '{}', '', '');
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the filter API server did not get a port');
  project.provide('filterApiBaseUrl', `http://127.0.0.1:${address.port}/api`);
  return () => app.close();
}
