import { lazy } from 'react';
import { Route } from 'react-router';

// Manage profile and General settings (dashboard §2 routes; issue 26), loaded on demand.
const ProfileScreen = lazy(() => import('./profile-screen'));
const SettingsScreen = lazy(() => import('./settings-screen'));

/** The routes inside the authenticated layout (a fragment for app.tsx). */
export const profileRoutes = (
  <>
    <Route path="/profile" element={<ProfileScreen />} />
    <Route path="/settings" element={<SettingsScreen />} />
  </>
);
