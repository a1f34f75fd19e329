import type { OrderFilterValue } from 'proofdesk';
import type { ClientProfile } from 'proofdesk/contract';
import { useProofdesk, useStore } from 'proofdesk/react';
import { useEffect, useState } from 'react';

/** Account ids already read, per user: GET /r/profile once a session. */
const accounts = new Map<string, string | null>();

/**
 * Dashboard §6 and §4 "View switching": in the customer view a white-label client sees its own
 * portal as a customer, so the order board and list show its own account's orders only (the server
 * gives a reseller its customers' orders too, which the client view shows). Answers the filter to
 * pin on the board (`customerId` = the caller's own account, from GET /r/profile), `undefined` when
 * nothing is pinned (everyone else, or the client view), or `'pending'` while the account is read.
 */
export function useCustomerViewPin(): OrderFilterValue | undefined | 'pending' {
  const proofdesk = useProofdesk();
  const user = useStore(proofdesk.session.$profile);
  // The view as lib/portal-view.ts reads it: the client view only when stored so.
  const pins = !!user?.isClientWhitelabel && proofdesk.session.storage.get('view') !== 'client';
  const key = user?.id ?? '';
  const [accountId, setAccountId] = useState<string | null | undefined>(() => accounts.get(key));
  useEffect(() => {
    if (!pins || accounts.has(key)) {
      setAccountId(accounts.get(key));
      return;
    }
    let live = true;
    void proofdesk.http.get<ClientProfile>('/r/profile').then((result) => {
      // Unread (a failure): nothing pinned, the board shows what the server gives.
      const id = result.ok ? result.data.id : null;
      accounts.set(key, id);
      if (live) setAccountId(id);
    });
    return () => {
      live = false;
    };
  }, [pins, key, proofdesk]);
  if (!pins) return undefined;
  if (accountId === undefined) return 'pending';
  return accountId ? { customerId: accountId } : undefined;
}
