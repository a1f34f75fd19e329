import type { User } from 'proofdesk';
import { canManageResellerCustomers, canReadResellerCustomers } from 'proofdesk/rules';
import type { ReactNode } from 'react';
import { RightGate } from '../lib/right-gate';
import { customerMessages as m } from './messages';

/**
 * Shows `children` only to a white-label client's owner or staff (dashboard §6 "Client users see
 * Create New Customer"); `canManage` says whether it may change customers too (not view-only). The
 * server refuses the calls anyway.
 */
export function CustomerGate({ children }: { children: (user: User, canManage: boolean) => ReactNode }) {
  return (
    <RightGate allows={canReadResellerCustomers} message={m.noAccess} className="app-page">
      {(user) => children(user, canManageResellerCustomers(user))}
    </RightGate>
  );
}

export const ownerName = (customer: { firstname: string; lastname: string }) =>
  `${customer.firstname} ${customer.lastname}`.trim();

/** The board filtered to one customer account (the order filter's customerId, kept in the URL). */
export const ordersOf = (customerId: string) => `/?customerId=${encodeURIComponent(customerId)}`;
