import { lazy } from 'react';
import { Route } from 'react-router';

// Membership, pay as you go and retail (dashboard §2 routes; issue 25), loaded on demand.
const MembershipServiceScreen = lazy(() => import('./membership-service-screen'));
const MembershipPackageScreen = lazy(() => import('./membership-package-screen'));
const PaygListScreen = lazy(() => import('./payg-list-screen'));
const PaygInfoScreen = lazy(() => import('./payg-info-screen'));
const PaygSwitchScreen = lazy(() => import('./payg-switch-screen'));
const RetailScreen = lazy(() => import('./retail-screen'));

/** The routes inside the authenticated layout (a fragment for app.tsx). */
export const membershipRoutes = (
  <>
    <Route path="/membership/service" element={<MembershipServiceScreen />} />
    <Route path="/membership/package" element={<MembershipPackageScreen />} />
    <Route path="/payg/list" element={<PaygListScreen />} />
    <Route path="/payg" element={<PaygInfoScreen />} />
    <Route path="/payg/switch" element={<PaygSwitchScreen />} />
    <Route path="/retail" element={<RetailScreen />} />
  </>
);
