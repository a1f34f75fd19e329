import type { OrderFilterValue } from '../../../sdk/core/orders';
import { FilterPanel, type FilterPanelProps } from './filter-panel';

export type OrderFilterPanelProps = FilterPanelProps<OrderFilterValue>;

/**
 * The Orders Advance Filter (dashboard §2, §3, §4, §5): by default it writes the instance's shared
 * order filter (`getOrderFilter`), which the board follows; `value` / `defaultValue` / `onChange`
 * let a host drive it instead. Presets: GET/POST /filters, local key `selectedFilter`.
 */
export function OrderFilterPanel(props: OrderFilterPanelProps) {
  return <FilterPanel kind="orders" {...props} />;
}
