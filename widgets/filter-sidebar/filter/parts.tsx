import type { SidebarPartProps } from '../props';
import { ArchiveFilterPanel } from './archive-filter-panel';
import { OrderFilterPanel } from './order-filter-panel';

// The two filter parts inside the sidebar frame: the sidebar's catalogue carries the panels' strings
// (a host overrides them through the sidebar's `messages`), and the panels write the instance's
// shared filters, so a board on the same page follows with no host code.

/** `parts="filter"`: the Orders Advance Filter. */
export function OrderFilterPart({ messages }: SidebarPartProps) {
  return <OrderFilterPanel messages={messages} />;
}

/** `parts="archive-filter"`: the Archive Order Filter. */
export function ArchiveFilterPart({ messages }: SidebarPartProps) {
  return <ArchiveFilterPanel messages={messages} />;
}
