// The view behind each part name. The filter panels come from `./filter` (issue 10's filter branch)
// and take their two slots here when they land; a part without a view renders nothing.
import type { ComponentType } from 'react';
import { BusinessHoursPart } from './hours';
import { MembershipMetersPart } from './meters';
import type { SidebarPart } from './parse-parts';
import type { SidebarPartProps } from './props';

export const PART_VIEWS: Record<SidebarPart, ComponentType<SidebarPartProps> | undefined> = {
  meters: MembershipMetersPart,
  hours: BusinessHoursPart,
  filter: undefined,
  'archive-filter': undefined,
};
