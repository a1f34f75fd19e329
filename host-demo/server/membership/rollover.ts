import { formatDisplayDate } from 'proofdesk/rules';
import { mergedProfile, type ProfilePatch, profileOf } from '../account';
import { type Data, transaction } from '../data';
import { writeAccountPlan } from '../data/membership/plan-rows';
import { selectProfilesOf, updateProfile } from '../data/users/user-rows';
import { planState, startPlanPatch } from './plans';

/** 'dd MMM yyyy' (the profile's reactivation date) back to a time; NaN when unreadable. */
const leaveEnds = (text: string | null) => (text ? Date.parse(`${text} UTC`) : Number.NaN);

/** The profile's leave date text for a time (UTC, 'dd MMM yyyy'). */
export const leaveDateText = (date: Date) => formatDisplayDate(date, 'UTC');

/**
 * Brings the account up to `now` (no job runs in the reference server: the membership reads call
 * this): a leave whose reactivation date has come ends; a cycle whose due date has passed starts
 * the scheduled plan, if any. A paid cycle that simply ran out stays as it is: the plan reads
 * 'Subscription Inactive' until it is paid (renewal is the payment provider's business). Returns
 * the account's users when something changed, so the caller can push reload-profile.
 */
export function rollOver(data: Data, clientId: string, now: Date): Promise<string[]> {
  return transaction(data, async (trx) => {
    const rows = await selectProfilesOf(trx, { clientId }, data.dialect);
    const owner = rows.find((row) => row.role === 'owner') ?? rows[0];
    if (!owner) return [];
    const profile = profileOf(owner);
    let patch: ProfilePatch | null = null;
    const { membership } = profile;
    if (
      membership.onSubscriptionLeave &&
      leaveEnds(membership.onSubscriptionLeaveReactivationDateFormat) <= now.getTime()
    ) {
      patch = {
        membership: {
          onSubscriptionLeave: false,
          onSubscriptionLeaveReactivationDateFormat: null,
          isActive: true,
        },
      };
    } else if (membership.dueDate && Date.parse(membership.dueDate) <= now.getTime()) {
      const state = await planState(trx, clientId, profile);
      if (state.scheduled) {
        // The new cycle starts where the old one ended, whenever this read happens.
        patch = startPlanPatch(state.scheduled, profile, new Date(membership.dueDate));
        await writeAccountPlan(trx, clientId, state.scheduled.id, null, now.getTime());
      }
    }
    if (!patch) return [];
    for (const row of rows) await updateProfile(trx, row.id, mergedProfile(row.profile, patch));
    return rows.map((row) => row.id);
  });
}
