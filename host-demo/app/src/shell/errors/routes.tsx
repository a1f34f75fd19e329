import { lazy } from 'react';
import { Route } from 'react-router';

// The shell's support routes outside the authenticated layout (dashboard §2). A fresh load of
// /not-support gets not-support.html from the server (it must work without this bundle); this route
// is for navigation inside a running portal and the dev server.
const ClearHistoryScreen = lazy(() => import('./clear-history-screen'));
const NotSupportScreen = lazy(() => import('./not-support-screen'));
// A screen that throws on purpose: the 500 page in the built portal (docs/rules-and-choices.md).
const ErrorTestScreen = lazy(() => import('./error-test-screen'));

export const shellErrorRoutes = (
  <>
    <Route path="/clear-history" element={<ClearHistoryScreen />} />
    <Route path="/not-support" element={<NotSupportScreen />} />
  </>
);

/** Inside the signed-in shell: the screen that throws on purpose shows the 500 page under the header. */
export const shellErrorTestRoute = <Route path="/error-test" element={<ErrorTestScreen />} />;
