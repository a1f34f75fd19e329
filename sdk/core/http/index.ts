// The header's name is the contract's; the client re-exports it beside the key maker.
export { IDEMPOTENCY_HEADER } from '../../contract/constants';
export {
  createHttpClient,
  type HttpClient,
  type HttpClientOptions,
  type HttpMethod,
  type QueryValue,
  type RequestOptions,
} from './client';
export { type CsrfSource, type CsrfStore, createCsrfStore, type ScopeName } from './csrf';
export { type Envelope, type HttpResult, isEnvelope, toResult } from './envelope';
export {
  CSRF_ERROR_MESSAGE,
  GENERIC_ERROR,
  genericError,
  type ProofdeskError,
  type ProofdeskErrorKind,
} from './errors';
export { idempotencyKey } from './idempotency';
export { clientPath, realtimeUrl } from './paths';
