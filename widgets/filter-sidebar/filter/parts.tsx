import type { SidebarPartProps } from '../props';
import { ArchiveFilterPanel } from './archive-filter-panel';
import { OrderFilterPanel } from './order-filter-panel';

// The two filter parts inside the sidebar frame: the sidebar's catalogue carries the panels' strings
// (a host overrides them through the sidebar's `messages`), and the panels write the instance's
// shared filters, so a board on the same page follows with no host code.

/** `parts="filter"`: the Orders Advance Filter. */
export function OrderFilterPart({ messages, filter, defaultFilter, onFilterChange }: SidebarPartProps) {
  return (
    <OrderFilterPanel
      messages={messages}
      value={filter}
      defaultValue={defaultFilter}
      onChange={onFilterChange}
    />
  );
}

/** `parts="archive-filter"`: the Archive Order Filter. */
export function ArchiveFilterPart({
  messages,
  archivedFilter,
  defaultArchivedFilter,
  onArchivedFilterChange,
}: SidebarPartProps) {
  return (
    <ArchiveFilterPanel
      messages={messages}
      value={archivedFilter}
      defaultValue={defaultArchivedFilter}
      onChange={onArchivedFilterChange}
    />
  );
}
