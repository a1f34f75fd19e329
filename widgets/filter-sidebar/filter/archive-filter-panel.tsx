import type { ArchivedOrderFilterValue } from '../../../sdk/core/orders';
import { FilterPanel, type FilterPanelProps } from './filter-panel';

export type ArchiveFilterPanelProps = FilterPanelProps<ArchivedOrderFilterValue>;

/**
 * The Archive Order Filter: the same panel for archived orders, without order progress, queue time,
 * work time or due dates, with an updated-date range; its own presets (/archived-order-filters,
 * local key `selectedArchivedFilter`); by default it writes `getArchivedOrderFilter(instance)`.
 */
export function ArchiveFilterPanel(props: ArchiveFilterPanelProps) {
  return <FilterPanel kind="archived" {...props} />;
}
