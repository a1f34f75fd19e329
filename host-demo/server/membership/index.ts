export { paygAccounts, paygOf, switchToPayg } from './payg';
export { addMonths, type PlanState, planState, startPlanPatch, toPlan } from './plans';
export { leaveDateText, rollOver } from './rollover';
export { type Changed, cancelScheduled, schedulePlan } from './schedule';
