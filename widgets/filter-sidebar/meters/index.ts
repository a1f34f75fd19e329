// The membership bar (dashboard §2 "Usage meters"): storage, allocated hours and active orders.
export { MembershipMetersPart } from './membership-meters';
