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
export { IDEMPOTENCY_HEADER, idempotencyKey } from './idempotency';
export { clientPath, realtimeUrl } from './paths';
