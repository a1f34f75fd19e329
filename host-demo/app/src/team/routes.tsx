import { lazy } from 'react';
import { Route } from 'react-router';

// Team members (dashboard §2 /team-members and /team-members/:memberId; issue 26), loaded on demand.
const TeamListScreen = lazy(() => import('./team-list-screen'));
const TeamMemberScreen = lazy(() => import('./team-member-screen'));

/** The routes inside the authenticated layout (a fragment for app.tsx). */
export const teamRoutes = (
  <>
    <Route path="/team-members" element={<TeamListScreen />} />
    <Route path="/team-members/new" element={<TeamMemberScreen />} />
    <Route path="/team-members/:memberId" element={<TeamMemberScreen />} />
  </>
);
