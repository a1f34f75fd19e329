import type { SidebarPartProps } from '../props';

/** The business-hours card inside the sidebar frame. Its content follows in the next commits. */
export function BusinessHoursPart(_props: SidebarPartProps) {
  return null;
}
