import { useProofdesk, useStore, useToast } from 'proofdesk/react';
import { useEffect } from 'react';

/** Shows what the session has to say (a reauth message before the forced sign-out) as a toast. */
export function SessionNotice() {
  const proofdesk = useProofdesk();
  const notice = useStore(proofdesk.session.$notice);
  const toast = useToast();
  useEffect(() => {
    if (notice) toast.show({ title: notice.title, message: notice.message, variant: 'warning' });
  }, [notice, toast]);
  return null;
}
