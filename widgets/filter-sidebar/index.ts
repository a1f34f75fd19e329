// The filter sidebar (dashboard §2 "Sidebar"): the membership bar, the business-hours card and the
// Orders Advance Filter under a collapse toggle. `parts` picks and orders them ('meters,hours' for a
// reseller's page, 'archive-filter' for the archive), and each part is also a component of its own.
import { createWidgetComponent, createWidgetMount } from '../../sdk/react';

// The fields the filter panels write, for hosts keeping a filter elsewhere (a URL, a server).
export { ARCHIVED_ORDER_FILTER_FIELDS, ORDER_FILTER_FIELDS } from '../../sdk/contract/constants';

import { FilterSidebarView } from './filter-sidebar';
import { BusinessHoursCardView } from './hours';
import { MembershipMetersView } from './meters';

// The Orders Advance Filter: its panels, presets and their own components and mounts.
export {
  type AnyFilterValue,
  type AnyPreset,
  ArchiveFilterPanel,
  type ArchiveFilterPanelProps,
  ArchiveOrderFilter,
  CUSTOM_SEARCH_DELAY_MS,
  defaultFilterPanelMessages,
  type FilterKind,
  type FilterPanelMessages,
  type FilterPanelProps,
  getPresetStore,
  mountArchiveOrderFilter,
  mountOrderFilter,
  OrderFilter,
  OrderFilterPanel,
  type OrderFilterPanelProps,
  PRESET_LIST_OFFSET_PX,
  PRESET_PATHS,
  type PresetStore,
  SELECTED_PRESET_KEYS,
  type SidebarFilterProps,
} from './filter';
// The sidebar's view and its parts (business hours, membership meters), props and words.
export { type FilterSidebarProps, FilterSidebarView } from './filter-sidebar';
export {
  type BusinessHoursCardProps,
  BusinessHoursCardView,
  CLOCK_TICK_MS,
  defaultHoursMessages,
  type HoursMessages,
} from './hours';
export { defaultFilterSidebarMessages, type FilterSidebarMessages } from './messages';
export {
  defaultMeterMessages,
  type MembershipMetersProps,
  MembershipMetersView,
  type MeterMessages,
  POPUP_ANIMATION_MS,
} from './meters';
export { DEFAULT_SIDEBAR_PARTS, parseSidebarParts, SIDEBAR_PARTS, type SidebarPart } from './parse-parts';
export type { SidebarPartProps } from './props';
export { SIDEBAR_COLLAPSED_KEY } from './use-sidebar-collapsed';

/** `<FilterSidebar />` inside a ProofdeskProvider: the sidebar in its own shadow root. */
export const FilterSidebar = createWidgetComponent(FilterSidebarView, 'FilterSidebar');

/** `mountFilterSidebar(element, { instance, ...props })` → `{ update, unmount }`, for hosts without React. */
export const mountFilterSidebar = createWidgetMount(FilterSidebarView, 'mountFilterSidebar');

/** `<MembershipMeters />`: the membership bar alone, in its own shadow root (a reseller's page). */
export const MembershipMeters = createWidgetComponent(MembershipMetersView, 'MembershipMeters');

/** `<BusinessHoursCard />`: the business-hours card alone, in its own shadow root. */
export const BusinessHoursCard = createWidgetComponent(BusinessHoursCardView, 'BusinessHoursCard');
