import type { ArchivedOrderFilterValue, OrderFilterValue } from '../../../sdk/core/orders';

/**
 * The sidebar's props that drive its filter parts, named as the board names its own (`filter`,
 * `defaultFilter`, `onFilterChange`). Without them the parts write the instance's shared filters.
 */
export interface SidebarFilterProps {
  /** Controlled: the Orders Advance Filter shows this filter; its changes go to `onFilterChange`. */
  filter?: OrderFilterValue | undefined;
  /** Uncontrolled starting value of the Orders Advance Filter. */
  defaultFilter?: OrderFilterValue | undefined;
  onFilterChange?: ((filter: OrderFilterValue) => void) | undefined;
  /** The same for the Archive Order Filter. */
  archivedFilter?: ArchivedOrderFilterValue | undefined;
  defaultArchivedFilter?: ArchivedOrderFilterValue | undefined;
  onArchivedFilterChange?: ((filter: ArchivedOrderFilterValue) => void) | undefined;
}
