import { lazy } from 'react';
import { Route } from 'react-router';

// Creating and duplicating orders (issue 25), inside the authenticated layout; loaded on demand.
const NewOrderScreen = lazy(() =>
  import('./create-order-screen').then((module) => ({ default: module.NewOrderScreen })),
);
const CloneOrderScreen = lazy(() =>
  import('./create-order-screen').then((module) => ({ default: module.CloneOrderScreen })),
);

/** Dashboard §2 /orders/new and /orders/clone/:orderId, as a fragment of the shell's routes. */
export const orderCreateRoutes = (
  <>
    <Route path="/orders/new" element={<NewOrderScreen />} />
    <Route path="/orders/clone/:orderId" element={<CloneOrderScreen />} />
  </>
);
