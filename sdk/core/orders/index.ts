// Orders as every order widget sees them: the instance's shared filter (written by the filter
// sidebar, read by the board and the list) and what one order card shows. Framework-agnostic; the
// card's React view is `OrderCardView` in 'proofdesk/react'.

export { type OrderCardFields, orderCardFields } from './card-fields';
export { defaultOrderCardMessages, type OrderCardMessages } from './card-messages';
export {
  type ArchivedOrderFilterAtom,
  type ArchivedOrderFilterValue,
  archivedOrderFilterSlot,
  compactOrderFilter,
  getArchivedOrderFilter,
  getOrderFilter,
  type OrderFilterAtom,
  type OrderFilterValue,
  orderFilterKey,
  orderFilterSlot,
} from './order-filter';
