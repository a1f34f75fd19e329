import { themeToCssVariables } from 'proofdesk';
import { ToastRegion, useProofdesk, useStore } from 'proofdesk/react';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { billingRoutes } from './billing/billing-routes';
import { customerRoutes } from './customers/routes';
import { ImpersonationNotice } from './impersonation/impersonation-notice';
import { ColorSchemeProvider, useColorScheme } from './lib/color-scheme';
import { RequireAuth } from './lib/require-auth';
import { ScreenLoader } from './lib/screen-loader';
import { SessionNotice } from './lib/session-notice';
import { membershipRoutes } from './membership/routes';
import { myImagesRoutes } from './my-images/routes';
import { orderCreateRoutes } from './order-create/routes';
import { profileRoutes } from './profile/routes';
import { reportingRoutes } from './reporting/routes';
import { ViewerStart } from './screens/viewer-start';
import { shellErrorRoutes, shellErrorTestRoute } from './shell/errors/routes';
import { ScreenSlot } from './shell/errors/screen-error-boundary';
import { signInEdgeRoutes } from './shell/sign-in/routes';
import { useClientTheme } from './shell/watch/client-theme';
import { ShellWatchers } from './shell/watch/shell-watchers';
import { teamRoutes } from './team/routes';
import { workflowRoutes } from './workflows/routes';

// Every screen is loaded on demand (dashboard §2: screens load inside the authenticated layout).
const SignInScreen = lazy(() => import('./screens/sign-in-screen'));
const ForgotPasswordScreen = lazy(() => import('./screens/forgot-password-screen'));
const ImpersonateScreen = lazy(() => import('./screens/impersonate-screen'));
const SignOutScreen = lazy(() => import('./screens/sign-out-screen'));
const Shell = lazy(() => import('./shell/shell'));
const BoardScreen = lazy(() => import('./screens/board-screen'));
const ArchivedScreen = lazy(() => import('./screens/archived-screen'));
const OrderDetailScreen = lazy(() => import('./screens/order-detail-screen'));
const ViewerScreen = lazy(() => import('./screens/viewer-screen'));
const GuestReviewerScreen = lazy(() => import('./screens/guest-reviewer-screen'));

// The annotation route: ViewerStart (entry chunk) starts the PDF while the viewer's chunk loads,
// which its own Suspense boundary waits for, so ViewerStart commits (and starts) at once.
const annotation = (
  <RequireAuth>
    <ViewerStart />
    <Suspense fallback={<ScreenLoader />}>
      <ViewerScreen />
    </Suspense>
  </RequireAuth>
);

export function App() {
  const proofdesk = useProofdesk();
  const theme = useStore(proofdesk.$theme);
  return (
    <ColorSchemeProvider accountMode={theme.mode}>
      <ThemedRoot />
    </ColorSchemeProvider>
  );
}

function ThemedRoot() {
  const proofdesk = useProofdesk();
  // The signed-in account's white-label colours (or the default theme) for every screen, in the
  // reader's colour scheme. Variables set through React's style prop are applied from script, which
  // a strict CSP allows.
  const theme = useClientTheme(useStore(proofdesk.$theme));
  const { mode, prefersDark, resolved } = useColorScheme();
  const vars = themeToCssVariables({ ...theme, mode }, { prefersDark });
  return (
    <div className="pd-root app-root" style={vars} data-theme={resolved} data-testid="app-root">
      <SessionNotice />
      <ImpersonationNotice />
      <ToastRegion />
      <ShellWatchers />
      <ScreenSlot>
        <Routes>
          <Route path="/signin" element={<SignInScreen client="customer" />} />
          <Route path="/admin/signin" element={<SignInScreen client="admin" />} />
          <Route path="/forgot-password" element={<ForgotPasswordScreen />} />
          <Route path="/impersonate-customer" element={<ImpersonateScreen />} />
          <Route path="/signout" element={<SignOutScreen />} />
          {shellErrorRoutes}
          {signInEdgeRoutes}
          {/* Guest reviewers reach the viewer by link, without signing in (proofing §2.4). */}
          <Route path="/annotation/guestreviewer" element={<GuestReviewerScreen />} />
          {/* The annotation screen is full screen (proofing §2.1): signed in, without the shell. */}
          <Route path="/orders/detail/:orderId/attachments/:attachmentId" element={annotation} />
          <Route
            path="/orders/detail/:orderId/attachments/:attachmentId/versions/:versionId"
            element={annotation}
          />
          <Route
            element={
              <RequireAuth>
                <Shell />
              </RequireAuth>
            }
          >
            <Route index element={<BoardScreen view="board" />} />
            <Route path="/order-list" element={<BoardScreen view="list" />} />
            <Route path="/archived-order" element={<ArchivedScreen />} />
            {/* The previous board (dashboard §2 /old-kanban) is this one now. */}
            <Route path="/old-kanban" element={<Navigate to="/" replace />} />
            {billingRoutes}
            <Route path="/orders/detail/:orderId" element={<OrderDetailScreen />} />
            {membershipRoutes}
            {orderCreateRoutes}
            {teamRoutes}
            {customerRoutes}
            {profileRoutes}
            {myImagesRoutes}
            {shellErrorTestRoute}
            {reportingRoutes}
            {workflowRoutes}
          </Route>
          {/* Unknown paths go to the default route of a signed-in user (dashboard §2). */}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </ScreenSlot>
    </div>
  );
}
