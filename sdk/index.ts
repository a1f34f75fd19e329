// The package root: what a host needs to run the widgets without React: the instance and its
// options, the session, the events, the theme and the errors, and the types they are made of.
// React bindings live in 'proofdesk/react', wire schemas in 'proofdesk/contract', the spec's rules
// and catalogues in 'proofdesk/rules', each widget and its store in its own entry ('proofdesk/cart',
// …). Every name here is a promise to every host: api/proofdesk.api.md pins the list.

export { getSharedStyleSheet } from './core/dom';
export type { IntentEvent, IntentType, NavigateIntent } from './core/domain';
export { INTENT_TYPES } from './core/domain';
export type { ProofdeskEvents, RealtimeEvents, ShowNotificationPayload } from './core/events';
export type {
  HttpClient,
  HttpMethod,
  HttpResult,
  ProofdeskError,
  ProofdeskErrorKind,
  QueryValue,
  RequestOptions,
} from './core/http';
// Results and errors: every call resolves to `{ ok, data } | { ok: false, error }`, never throws.
export { GENERIC_ERROR } from './core/http';
export type {
  ClientType,
  DisposableStore,
  InstanceStores,
  ProofdeskInstance,
  ProofdeskOptions,
  ResolvedOptions,
  StoreSlot,
} from './core/instance';
// The instance: one per page, found by every widget through the default registration.
// Store slots: a widget's shared state, created on first use (`instance.stores.get(slot)`).
export {
  createProofdesk,
  defineStoreSlot,
  getDefaultProofdesk,
  SIGNED_OUT_INTENT,
  setDefaultProofdesk,
  watchDefaultProofdesk,
} from './core/instance';
export type {
  ArchivedOrderFilterAtom,
  ArchivedOrderFilterValue,
  OrderFilterAtom,
  OrderFilterValue,
} from './core/orders';
// The instance's shared order filters: the filter sidebar writes them, the board reads them.
export { getArchivedOrderFilter, getOrderFilter, orderFilterKey } from './core/orders';
export type { Realtime, RealtimeEventKind, RealtimeStatus } from './core/realtime';
// Events (`instance.events`): the realtime events and the intents widgets announce.
export { REALTIME_EVENT_KINDS } from './core/realtime';
export type {
  AuthState,
  Notice,
  Session,
  SessionEnvironment,
  SessionMessages,
  SessionResult,
  SessionStatus,
  SignedIn,
  SignInCredentials,
  SignOutOptions,
  TokenHandOff,
  User,
  VisibilitySource,
} from './core/session';
// The session (`instance.session`): who is signed in, sign-in flows, its words, its storage.
export { createMemoryStorage, defaultSessionMessages } from './core/session';
export type {
  ColorName,
  CssVariables,
  ThemeFontFace,
  ThemeInput,
  ThemeMode,
  ThemeModeInput,
  WhitelabelInfo,
} from './core/theme';
// Theme: tokens → CSS custom properties, modes, white-label colours, contrast, the base sheet.
export {
  COLOR_NAMES,
  contrastRatio,
  DEFAULT_COLORS,
  mergeThemes,
  parseThemeMode,
  pickContrastText,
  readableColor,
  THEME_MODES,
  themeToCssVariables,
  whitelabelToThemeInput,
} from './core/theme';
