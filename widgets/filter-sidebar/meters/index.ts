// The membership bar (dashboard §2 "Usage meters"): storage, allocated hours and active orders.
export {
  MembershipMetersPart,
  type MembershipMetersProps,
  MembershipMetersView,
} from './membership-meters';
export { defaultMeterMessages, type MeterMessages } from './messages';
export { POPUP_ANIMATION_MS } from './styles';
