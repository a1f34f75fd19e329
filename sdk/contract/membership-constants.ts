// Membership, pay-as-you-go and retail constants the browser needs (the schemas are in membership.ts).

/** The plan every account without a membership is on (dashboard §3 membership type 'free'). */
export const PAYG_PLAN_ID = 'plan-free';

/** The server's fixed answers; `{plan}` and `{date}` are filled in. */
export const MEMBERSHIP_MESSAGES = {
  upgradeScheduled: 'Your upgrade to {plan} is scheduled for your next subscription cycle.',
  downgradeScheduled: 'Your downgrade to {plan} is scheduled for your next subscription cycle.',
  samePlan: 'You are already on this plan.',
  unknownPlan: 'This plan is not available.',
  paygHasNoCycle:
    'Pay as you go has no subscription cycle. Choose a membership under Pay as you go > Switch.',
  leaveStarted: 'Your subscription is on leave. It will reactivate on {date}.',
  alreadyOnLeave: 'Your subscription is already on leave.',
  leaveNeedsPaidPlan: 'Only an active paid membership can be put on leave.',
  paygScheduled: 'You will switch to pay as you go at the end of your current subscription cycle.',
  alreadyPayg: 'You are already on pay as you go.',
  alreadyMember: 'You already have a membership. Change plans on the Membership page.',
  noAccountChosen: 'Choose a customer account.',
  unknownAccount: 'This customer account does not exist.',
} as const;
