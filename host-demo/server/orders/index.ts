export {
  asResellerOf,
  canReadOrder,
  findReadableOrder,
  type OrderAccessRow,
  visibleAccounts,
} from './access';
export { accessUserOf } from './access-user';
export { orderAudience } from './audience';
export { type CardRow, type DetailRow, orderDetail, toOrderCard, toOrderDetail } from './cards';
export { FilterError, splitList } from './filters-sql';
export { type CardPage, listArchivedOrders, listOrders } from './list';
export { mentionableUsers } from './mentions';
export { applyMove, isReorder, MoveError, type MoveInput, type MoveOutcome, moveEntryText } from './move';
export { findOrder, type OrderRow, unlockOrder } from './rows';
