import { PAYG_PLAN_ID, type PaygAccount, type PaygData } from 'proofdesk/contract';
import { profileOf } from '../account';
import type { Data } from '../data';
import { listAccountProfiles, listOrdersOfPackage, readClientName } from '../data/membership/plan-rows';
import { selectProfilesOf } from '../data/users/user-rows';
import { type Changed, schedulePlan } from './schedule';

/** The title pay-as-you-go orders carry as their package name (the free plan's). */
const PAYG_PACKAGE = 'Pay as you go';

/** One account's pay-as-you-go figures: hours, the warnings of `user.payg`, its payg orders. */
export async function paygOf(data: Data, clientId: string): Promise<PaygData | undefined> {
  const companyName = await readClientName(data.db, clientId);
  if (companyName === undefined) return undefined;
  const rows = await selectProfilesOf(data.db, { clientId });
  const owner = rows.find((row) => row.role === 'owner') ?? rows[0];
  const profile = profileOf(owner ?? { profile: '{}' });
  const orders = await listOrdersOfPackage(data.db, clientId, PAYG_PACKAGE);
  return {
    clientId,
    companyName,
    onPayg: profile.membership.type === 'free',
    hours: { used: profile.membership.allocatedHour.used, quota: profile.membership.allocatedHour.quota },
    allocatedHourWarning: profile.payg.allocatedHourWarning,
    wordingWarning: profile.payg.wordingWarning,
    orders: orders.map((order) => ({
      id: order.id,
      orderNumber: order.order_number,
      name: order.name,
      status: order.status,
      createdAt: order.created_at,
      dueDate: order.due_date,
    })),
  };
}

/** Accounts on pay as you go, for internal staff (Pay as you Go Customer Info). */
export async function paygAccounts(data: Data): Promise<PaygAccount[]> {
  const accounts = await listAccountProfiles(data.db);
  return accounts
    .map((account) => ({ ...account, extras: profileOf(account) }))
    .filter((account) => account.extras.membership.type === 'free')
    .map((account) => ({
      clientId: account.clientId,
      companyName: account.name,
      hours: {
        used: account.extras.membership.allocatedHour.used,
        quota: account.extras.membership.allocatedHour.quota,
      },
      allocatedHourWarning: account.extras.payg.allocatedHourWarning,
    }));
}

/** Membership → pay as you go: a downgrade to the free plan at the end of the cycle. */
export function switchToPayg(data: Data, clientId: string, now: Date): Promise<Changed> {
  return schedulePlan(data, clientId, PAYG_PLAN_ID, now);
}
