import { lazy } from 'react';
import { Route } from 'react-router';

// Get Started's request-access form (issue 27), outside the signed-in layout.
const GetStartedScreen = lazy(() => import('./get-started-screen'));

export const signInEdgeRoutes = <Route path="/get-started" element={<GetStartedScreen />} />;
