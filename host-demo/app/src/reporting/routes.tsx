import { lazy } from 'react';
import { Route } from 'react-router';

// Reporting (dashboard §2 /reporting/order and /reporting/operator; issue 26), loaded on demand:
// the chart library (uPlot) comes with these screens only.
const OrderReportScreen = lazy(() => import('./order-report-screen'));
const OperatorReportScreen = lazy(() => import('./operator-report-screen'));

/** The routes inside the authenticated layout (a fragment for app.tsx). */
export const reportingRoutes = (
  <>
    <Route path="/reporting/order" element={<OrderReportScreen />} />
    <Route path="/reporting/operator" element={<OperatorReportScreen />} />
  </>
);
