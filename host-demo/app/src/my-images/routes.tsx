import { lazy } from 'react';
import { Route } from 'react-router';

// My Images (dashboard §2 /my-images "image search"; issue 26), loaded on demand.
const MyImagesScreen = lazy(() => import('./my-images-screen'));

/** The routes inside the authenticated layout (a fragment for app.tsx). */
export const myImagesRoutes = <Route path="/my-images" element={<MyImagesScreen />} />;
