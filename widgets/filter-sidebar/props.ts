import type { WidgetViewProps } from '../../sdk/react';
import type { SidebarFilterProps } from './filter/filter-props';
import type { FilterSidebarMessages } from './messages';
import type { SidebarPart } from './parse-parts';

/** What `<FilterSidebar>`, `mountFilterSidebar` and `<proofdesk-filters>` take. */
export interface FilterSidebarProps extends WidgetViewProps<FilterSidebarMessages>, SidebarFilterProps {
  /**
   * The parts shown, in this order: a comma list ('meters,hours') or a list. Default
   * 'meters,hours,filter'; 'archive-filter' is the Archive Order Filter panel.
   */
  parts?: string | readonly SidebarPart[];
  /** IANA zone of the business-hours card. Default: the signed-in user's profile zone, else the browser's. */
  timeZone?: string;
}

/** What the frame hands each part: the sidebar's props (less `parts`) with the resolved strings. */
export interface SidebarPartProps extends Omit<FilterSidebarProps, 'parts' | 'messages'> {
  messages: FilterSidebarMessages;
}
