import { COMMERCE_MESSAGES, MEMBERSHIP_MESSAGES } from 'proofdesk/contract';
import { profileOf } from '../account';
import { type Data, transaction } from '../data';
import { selectProfilesOf } from '../data/users/user-rows';
import { done, fail, type Result } from '../http';
import { planState } from '../membership/plans';
import { createInvoice } from './invoices';
import { priceCart } from './pricing';

/**
 * Pay as you go → membership: an unpaid invoice for the plan; paying it starts the plan at once
 * (applyPaidInvoice). Pay as you go has no cycle to wait for.
 */
export function switchToMembership(
  data: Data,
  owner: { clientId: string; userId: string },
  planId: string,
  now: Date,
): Promise<Result> {
  return transaction(data, async (trx): Promise<Result> => {
    const rows = await selectProfilesOf(trx, { clientId: owner.clientId }, data.dialect);
    const first = rows.find((row) => row.role === 'owner') ?? rows[0];
    const state = await planState(trx, owner.clientId, profileOf(first ?? { profile: '{}' }));
    if (state.current.type === 'paid') return fail(400, MEMBERSHIP_MESSAGES.alreadyMember);
    const plan = state.plans.find((candidate) => candidate.id === planId && candidate.type === 'paid');
    if (!plan) return fail(400, MEMBERSHIP_MESSAGES.unknownPlan);
    const priced = await priceCart(trx, [{ id: plan.id, type: 'package', qty: 1 }]);
    if (!priced.ok) return fail(400, priced.message, { messages: priced.messages });
    const id = await createInvoice(trx, owner, priced.cart, priced.cents, now);
    return done({ data: { _id: id }, message: COMMERCE_MESSAGES.invoiceCreated });
  });
}
