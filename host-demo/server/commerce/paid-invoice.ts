import type { ProfilePatch } from '../account';
import { mergedProfile, profileOf } from '../account';
import { type Data, transaction } from '../data';
import {
  claimInvoiceGrant,
  listPlans,
  readInvoiceForGrant,
  readInvoiceLines,
  writeAccountPlan,
} from '../data/membership/plan-rows';
import { selectProfilesOf, updateProfile } from '../data/users/user-rows';
import { addMonths, startPlanPatch } from '../membership/plans';
import type { RealtimeHub } from '../realtime';
import { mergeDeep, type ProfileExtras } from '../users';
import { EXTRA_RESOURCES, STORAGE_EXTRA_MONTHS } from './extras';

export interface PaidInvoiceContext {
  data: Data;
  hub: RealtimeHub;
  now: () => Date;
}

export type PaidInvoiceOutcome = 'applied' | 'already-applied' | 'not-paid' | 'unknown';

/**
 * THE HOOK FOR "INVOICE PAID" (issue 25): call it once the payment provider has confirmed an
 * invoice and the invoice row says 'paid' (after that write has committed). It gives the account
 * what the invoice bought: extra storage, hours and active orders grow the retail quotas; a
 * membership plan (bought from pay as you go) starts a new cycle on that plan. Safe to call again
 * (a provider's repeated webhook): the grant is recorded per invoice (invoice_grants) and applied
 * once. Then every user of the account gets reload-profile and reload-sidebar, so the usage
 * meters change without a reload.
 */
export async function applyPaidInvoice(
  ctx: PaidInvoiceContext,
  invoiceId: string,
): Promise<PaidInvoiceOutcome> {
  const now = ctx.now();
  const outcome = await transaction(ctx.data, async (trx) => {
    const invoice = await readInvoiceForGrant(trx, invoiceId, ctx.data.dialect);
    if (!invoice) return { outcome: 'unknown' as const, members: [] };
    if (invoice.status !== 'paid') return { outcome: 'not-paid' as const, members: [] };
    if (!(await claimInvoiceGrant(trx, invoiceId, invoice.client_id, now.getTime()))) {
      return { outcome: 'already-applied' as const, members: [] };
    }
    const rows = await selectProfilesOf(trx, { clientId: invoice.client_id }, ctx.data.dialect);
    const owner = rows.find((row) => row.role === 'owner') ?? rows[0];
    if (!owner) return { outcome: 'applied' as const, members: [] };
    const lines = await readInvoiceLines(trx, invoiceId);
    const plans = await listPlans(trx);
    let profile = profileOf(owner);
    let patch: ProfilePatch = {};
    const apply = (next: ProfilePatch) => {
      patch = mergeDeep(patch, next);
      profile = mergeDeep(profile, next) as ProfileExtras;
    };
    for (const [index, line] of lines.entries()) {
      const plan = plans.find((candidate) => candidate.id === line.product_id);
      if (plan) {
        apply(startPlanPatch(plan, profile, now));
        await writeAccountPlan(trx, invoice.client_id, plan.id, null, now.getTime());
        continue;
      }
      const grant = line.product_id ? EXTRA_RESOURCES[line.product_id] : undefined;
      if (!grant) continue;
      const amount = grant.amount * line.qty;
      const { retail, storages } = profile;
      if (grant.resource === 'storage') {
        const additional = {
          id: `${invoiceId}-${index}`,
          title: `+${Math.round(amount / 1024 ** 3)}GB`,
          quota: amount,
          dueDate: addMonths(now, STORAGE_EXTRA_MONTHS).toISOString(),
        };
        apply({
          retail: { additionalStorageQuota: retail.additionalStorageQuota + amount },
          storages: { additionals: [...storages.additionals, additional] },
        });
      } else if (grant.resource === 'hours') {
        apply({ retail: { allocatedHourExtra: retail.allocatedHourExtra + amount } });
      } else {
        apply({ retail: { activeOrderQuota: retail.activeOrderQuota + amount } });
      }
    }
    for (const row of rows) await updateProfile(trx, row.id, mergedProfile(row.profile, patch));
    return { outcome: 'applied' as const, members: rows.map((row) => row.id) };
  });
  if (outcome.members.length > 0) {
    ctx.hub.publish(outcome.members, 'reload-profile');
    ctx.hub.publish(outcome.members, 'reload-sidebar');
  }
  return outcome.outcome;
}
