export { createProofdesk, SIGNED_OUT_INTENT } from './create-proofdesk';
export { getDefaultProofdesk, setDefaultProofdesk, watchDefaultProofdesk } from './default-instance';
export type { AttachmentTarget, IntentEvent, IntentType } from './intents';
export {
  checkoutIntent,
  INTENT_TYPES,
  openAttachmentIntent,
  openOrderIntent,
  viewCartIntent,
} from './intents';
export type {
  ClientType,
  NavigateIntent,
  ProofdeskInstance,
  ProofdeskOptions,
  ResolvedOptions,
} from './types';
