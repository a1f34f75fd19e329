import { useProofdesk, useStore } from 'proofdesk/react';
import { DeploymentNotice } from './deployment-notice';
import { LiveChat } from './live-chat';

/**
 * What the portal watches on every page, signed in or not (issue 27): a new deployment under an open
 * tab, and the live-chat script for the roles that get it.
 */
export function ShellWatchers() {
  const proofdesk = useProofdesk();
  const role = useStore(proofdesk.session.$profile)?.role;
  return (
    <>
      <DeploymentNotice />
      <LiveChat userRole={role} />
    </>
  );
}
