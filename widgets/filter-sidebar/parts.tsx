// The view behind each part name; a part without a view renders nothing.
import type { ComponentType } from 'react';
import { ArchiveFilterPart, OrderFilterPart } from './filter/parts';
import { BusinessHoursPart } from './hours';
import { MembershipMetersPart } from './meters';
import type { SidebarPart } from './parse-parts';
import type { SidebarPartProps } from './props';

export const PART_VIEWS: Record<SidebarPart, ComponentType<SidebarPartProps> | undefined> = {
  meters: MembershipMetersPart,
  hours: BusinessHoursPart,
  filter: OrderFilterPart,
  'archive-filter': ArchiveFilterPart,
};
