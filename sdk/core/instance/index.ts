export { createProofdesk, SIGNED_OUT_INTENT } from './create-proofdesk';
export { getDefaultProofdesk, setDefaultProofdesk, watchDefaultProofdesk } from './default-instance';
export {
  type DisposableStore,
  defineStoreSlot,
  type InstanceStores,
  type StoreSlot,
} from './store-slots';
export type {
  ClientType,
  ProofdeskInstance,
  ProofdeskOptions,
  ResolvedOptions,
} from './types';
