export type { ServerContext } from './context';
export { errorHandler, formatValidation, frameworkErrorHandler } from './errors';
export { ownAddress, parsePublicUrl } from './public-url';
export {
  type Done,
  denied,
  done,
  donePage,
  type Failed,
  fail,
  formRefusal,
  invalid,
  notFound,
  type Result,
  sessionEnded,
} from './result';
export { send, sendJsonData } from './send';
export { strictBodyValidators } from './validation';
