// Each filter panel as a widget of its own (its own shadow root), for a host that places it without the
// sidebar or drives it controlled (`value` + `onChange`): the archive page, a reseller's own layout.
import { createWidgetComponent, createWidgetMount } from '../../../sdk/react';
import { ArchiveFilterPanel } from './archive-filter-panel';
import { OrderFilterPanel } from './order-filter-panel';

/** `<OrderFilter />` inside a ProofdeskProvider: the Orders Advance Filter in its own shadow root. */
export const OrderFilter = createWidgetComponent(OrderFilterPanel, 'OrderFilter');

/** `<ArchiveOrderFilter />`: the Archive Order Filter in its own shadow root. */
export const ArchiveOrderFilter = createWidgetComponent(ArchiveFilterPanel, 'ArchiveOrderFilter');

/** `mountOrderFilter(element, { instance, ...props })` → `{ update, unmount }`. */
export const mountOrderFilter = createWidgetMount(OrderFilterPanel, 'mountOrderFilter');

/** `mountArchiveOrderFilter(element, { instance, ...props })` → `{ update, unmount }`. */
export const mountArchiveOrderFilter = createWidgetMount(ArchiveFilterPanel, 'mountArchiveOrderFilter');
