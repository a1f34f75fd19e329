import { useToast } from 'proofdesk/react';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { signInEdgeMessages as m } from './messages';

type Client = 'customer' | 'admin';

/**
 * A signed-in session opening the other client's sign-in screen (a customer on /admin/signin, an
 * admin on /signin) goes to its own dashboard, told why in an info toast (dashboard §2 "Sign-in
 * screens": "A customer client is redirected away", "A non-customer client is redirected elsewhere").
 */
export function OtherClientRedirect({ signedInAs }: { signedInAs: Client }) {
  const toast = useToast();
  useEffect(() => {
    toast.show({
      title: m.redirectedTitle,
      message: signedInAs === 'customer' ? m.customerOnAdmin : m.adminOnCustomer,
      variant: 'info',
    });
  }, [toast, signedInAs]);
  return <Navigate to="/" replace />;
}
