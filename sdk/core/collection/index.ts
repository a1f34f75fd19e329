// The live collection: the building block of every server-backed list (paged loading, optimistic
// mutations with rollback, realtime refetch, reset on sign-in changes, stale answers dropped).
// The ledger rules are exported for widgets that test their patches against them.
export {
  type Fetched,
  itemWithLedger,
  type LedgerEntry,
  pagesWithLedger,
  valueWithLedger,
} from './ledger';
export { createLiveCollection } from './live-collection';
export type {
  LiveCollection,
  LiveCollectionOptions,
  LiveList,
  LiveListHandleOptions,
  LiveListOptions,
  LiveListState,
  LivePage,
  LiveRefetchOn,
  LiveStatus,
  LiveValue,
  LiveValueOptions,
  LiveValueState,
  LiveValueStatus,
  MutationSettle,
  MutationSpec,
} from './types';
