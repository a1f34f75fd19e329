import { ACCOUNT_MESSAGES, MEMBERSHIP_MESSAGES } from 'proofdesk/contract';
import { fillTemplate } from 'proofdesk/rules';
import { mergedProfile, type ProfilePatch, profileOf } from '../account';
import { type Data, transaction } from '../data';
import { clearScheduledPlan, writeAccountPlan } from '../data/membership/plan-rows';
import { selectProfilesOf, updateProfile } from '../data/users/user-rows';
import { done, fail, type Result } from '../http';
import { planState } from './plans';

export interface Changed {
  result: Result;
  /** The account's users whose profile changed (reload-profile goes to them). */
  members: string[];
}

/**
 * Schedules the account's move to `planId` at its next cycle: an upgrade when the plan is higher
 * in the catalogue, else a downgrade (pay as you go included). A new choice replaces a scheduled
 * one. Pay as you go has no cycle, so a membership starts through PUT /payg/switch (an invoice).
 */
export function schedulePlan(data: Data, clientId: string, planId: string, now: Date): Promise<Changed> {
  return transaction(data, async (trx): Promise<Changed> => {
    const rows = await selectProfilesOf(trx, { clientId }, data.dialect);
    const owner = rows.find((row) => row.role === 'owner') ?? rows[0];
    if (!owner) return { result: fail(400, ACCOUNT_MESSAGES.noAccount), members: [] };
    const profile = profileOf(owner);
    const state = await planState(trx, clientId, profile);
    const target = state.plans.find((plan) => plan.id === planId);
    if (!target) return { result: fail(400, MEMBERSHIP_MESSAGES.unknownPlan), members: [] };
    if (target.id === state.current.id)
      return { result: fail(400, MEMBERSHIP_MESSAGES.samePlan), members: [] };
    if (state.current.type !== 'paid')
      return { result: fail(400, MEMBERSHIP_MESSAGES.paygHasNoCycle), members: [] };
    const upgrade = target.tier > state.current.tier;
    await writeAccountPlan(trx, clientId, state.current.id, target.id, now.getTime());
    const patch: ProfilePatch = { isScheduledUpgrade: upgrade, isScheduledDowngrade: !upgrade };
    for (const row of rows) await updateProfile(trx, row.id, mergedProfile(row.profile, patch));
    const message = fillTemplate(
      target.type === 'free'
        ? MEMBERSHIP_MESSAGES.paygScheduled
        : upgrade
          ? MEMBERSHIP_MESSAGES.upgradeScheduled
          : MEMBERSHIP_MESSAGES.downgradeScheduled,
      { plan: target.title },
    );
    return { result: done({ message }), members: rows.map((row) => row.id) };
  });
}

/**
 * Cancels the scheduled upgrade or downgrade: the flag on every profile and the plan it named.
 * `message` when done, `nothing` when none of that kind is scheduled.
 */
export function cancelScheduled(
  data: Data,
  clientId: string,
  flag: 'isScheduledUpgrade' | 'isScheduledDowngrade',
  texts: { nothing: string; message: string },
  now: Date,
): Promise<Changed> {
  return transaction(data, async (trx): Promise<Changed> => {
    const rows = await selectProfilesOf(trx, { clientId }, data.dialect);
    const owner = rows.find((row) => row.role === 'owner') ?? rows[0];
    if (!owner || !profileOf(owner)[flag]) return { result: fail(400, texts.nothing), members: [] };
    await clearScheduledPlan(trx, clientId, now.getTime());
    for (const row of rows) await updateProfile(trx, row.id, mergedProfile(row.profile, { [flag]: false }));
    return { result: done({ message: texts.message }), members: rows.map((row) => row.id) };
  });
}
