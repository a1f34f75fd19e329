import type { SidebarPartProps } from '../props';

/** The membership bar inside the sidebar frame. Its meters follow in the next commits. */
export function MembershipMetersPart(_props: SidebarPartProps) {
  return null;
}
