import { lazy } from 'react';
import { Route } from 'react-router';

// Approval workflows (dashboard §2 /workflow-and-roles, /create, /:workflowId; issue 26), loaded on demand.
const WorkflowListScreen = lazy(() => import('./workflow-list-screen'));
const WorkflowEditorScreen = lazy(() => import('./workflow-editor-screen'));

/** The routes inside the authenticated layout (a fragment for app.tsx). */
export const workflowRoutes = (
  <>
    <Route path="/workflow-and-roles" element={<WorkflowListScreen />} />
    <Route path="/workflow-and-roles/create" element={<WorkflowEditorScreen />} />
    <Route path="/workflow-and-roles/:workflowId" element={<WorkflowEditorScreen />} />
  </>
);
