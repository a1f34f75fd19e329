import { lazy } from 'react';
import { Route } from 'react-router';

// A white-label client's customers (dashboard §2 /customer/new and /customer/:customerId; the list
// at /customer is ours, issue 26), loaded on demand.
const CustomerListScreen = lazy(() => import('./customer-list-screen'));
const CustomerScreen = lazy(() => import('./customer-screen'));

/** The routes inside the authenticated layout (a fragment for app.tsx). */
export const customerRoutes = (
  <>
    <Route path="/customer" element={<CustomerListScreen />} />
    <Route path="/customer/new" element={<CustomerScreen />} />
    <Route path="/customer/:customerId" element={<CustomerScreen />} />
  </>
);
