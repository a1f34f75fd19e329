// The comment panel tests' own API server (started by the widgets' global setup): the demo seed in
// a database of its own, so the comments these tests write (each notifies the order's manager)
// never change the notification counts the bell's tests read from the shared server.
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../../../../host-demo/server/app';

declare module 'vitest' {
  export interface ProvidedContext {
    commentsApiBaseUrl: string;
  }
}

export async function startCommentsServer(project: TestProject, allowedOrigins: string[]) {
  const app = buildServer({ databasePath: ':memory:', demo: true, logger: false, allowedOrigins });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the comments API server did not get a port');
  project.provide('commentsApiBaseUrl', `http://127.0.0.1:${address.port}/api`);
  return () => app.close();
}
