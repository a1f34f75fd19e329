// Vitest global setup for the browser tests: the real API server (in-memory SQLite, demo seed) on a
// loopback port, so widgets run against the real contract. Tests read its base URL with
// `inject('apiBaseUrl')`; the browser page's origin is allowed through CORS.
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../../host-demo/server/app';
import { startBoardServer } from '../widgets/board/board-server';
import { startFilterServer } from '../widgets/filter-sidebar/filter-server';
import { startSidebarServer } from '../widgets/filter-sidebar/sidebar-server';
import { startCommentsServer } from '../widgets/proofing-viewer/comments/comments-server';
import { startCompareServer } from '../widgets/proofing-viewer/compare/compare-server';
import { startVersionsServer } from '../widgets/proofing-viewer/versions/versions-server';
import { startViewerServer } from '../widgets/proofing-viewer/viewer-server';
import { startUploadServer } from '../widgets/upload/upload-server';

declare module 'vitest' {
  export interface ProvidedContext {
    apiBaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const browserPort = project.config.browser.api.port ?? 63315;
  const allowedOrigins = [`http://localhost:${browserPort}`, `http://127.0.0.1:${browserPort}`];
  const app = buildServer({ databasePath: ':memory:', demo: true, logger: false, allowedOrigins });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the API server did not get a port');
  project.provide('apiBaseUrl', `http://127.0.0.1:${address.port}/api`);
  // The board tests' own server (bulk orders, moves kept apart from the other widgets' data).
  const stopBoard = await startBoardServer(project, allowedOrigins);
  // The filter sidebar tests' own server (membership figures and a clock they set).
  const stopSidebar = await startSidebarServer(project, allowedOrigins);
  // The filter panels' own server (viewOnly users, presets kept apart).
  const stopFilter = await startFilterServer(project, allowedOrigins);
  // The proofing viewer's own server (the demo's files on disk, broken and long files).
  const stopViewer = await startViewerServer(project, allowedOrigins);
  // The proofing viewer's comment tests' own server (their comments notify managers).
  const stopComments = await startCommentsServer(project, allowedOrigins);
  // The upload widget's own server (files on disk, injected failures).
  const stopUpload = await startUploadServer(project, allowedOrigins);
  // The viewer's compare and carry tests' own server (carried threads kept apart).
  const stopCompare = await startCompareServer(project, allowedOrigins);
  // The versions panel and review decisions' own server (they approve, delete and move orders).
  const stopVersions = await startVersionsServer(project, allowedOrigins);
  return async () => {
    await stopVersions();
    await stopCompare();
    await stopUpload();
    await stopComments();
    await stopViewer();
    await stopFilter();
    await stopSidebar();
    await stopBoard();
    await app.close();
  };
}
