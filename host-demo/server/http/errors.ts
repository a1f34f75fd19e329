import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { ENVELOPE_MESSAGES, TOKEN_ERROR_NAMES, type TokenError } from 'proofdesk/contract';
import { fail, invalid } from './result';
import { send } from './send';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Errors on this route answer the OAuth-style `{ name, message, statusCode }` body. */
    tokenErrors?: boolean;
  }
}

const joinPath = (instancePath: string, key?: unknown) =>
  [instancePath.replace(/^\//, '').replaceAll('/', '.'), typeof key === 'string' ? key : '']
    .filter(Boolean)
    .join('.');

/** Ajv errors as short sentences a developer can act on ("email must match format \"email\""). */
export function formatValidation(
  errors: readonly FastifySchemaValidationError[],
  context = 'body',
): string[] {
  return errors.map((error) => {
    const params = error.params as Record<string, unknown>;
    if (error.keyword === 'required')
      return `${joinPath(error.instancePath, params.missingProperty)} is required`;
    if (error.keyword === 'additionalProperties') {
      return `${joinPath(error.instancePath, params.additionalProperty)} is not allowed`;
    }
    return `${joinPath(error.instancePath) || context} ${error.message ?? 'is invalid'}`;
  });
}

// Framework errors caused by the request itself, with what to tell the caller.
const CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Body cannot be empty when content-type is set to application/json.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Body is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body.',
};

function isTokenError(error: unknown): error is TokenError {
  const candidate = error as Partial<TokenError> | null;
  return (
    typeof candidate?.name === 'string' &&
    (TOKEN_ERROR_NAMES as readonly string[]).includes(candidate.name) &&
    typeof candidate.statusCode === 'number'
  );
}

function clientStatus(error: FastifyError): number | undefined {
  if (error.validation) return 400;
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/** Human-readable details of a client error. */
function explain(error: FastifyError): string[] {
  if (error.validation) return formatValidation(error.validation, error.validationContext);
  if (error.code && CLIENT_ERRORS[error.code]) return [CLIENT_ERRORS[error.code]!];
  // JSON.parse failures surface as SyntaxError with statusCode 400.
  if (error instanceof SyntaxError) return [CLIENT_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY!];
  return [error.message];
}

/** No error escapes as an HTML page or a stack trace; bad input is always 4xx. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = clientStatus(error);
  if (request.routeOptions.config?.tokenErrors) {
    if (isTokenError(error)) {
      const { name, message, statusCode } = error;
      return reply.code(statusCode).send({ name, message, statusCode });
    }
    const body: TokenError = status
      ? {
          name: 'invalid_request',
          message: `Invalid request: ${explain(error).join('; ')}`,
          statusCode: status,
        }
      : { name: 'server_error', message: ENVELOPE_MESSAGES.generic, statusCode: 500 };
    if (!status) request.log.error({ err: error }, 'token endpoint failed');
    return reply.code(body.statusCode).send(body);
  }
  if (status === 400) return send(reply, invalid(...explain(error)));
  if (status) {
    const [first = ENVELOPE_MESSAGES.invalidRequest] = explain(error);
    return send(reply, fail(status, first, { messages: explain(error) }));
  }
  request.log.error({ err: error }, 'request failed');
  return send(reply, fail(500, ENVELOPE_MESSAGES.generic));
}

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The request URL is malformed.',
  FST_ERR_MAX_PARAM_LENGTH: 'A path parameter is too long.',
};

/**
 * Router-level failures (malformed percent-encoding, over-long path parameters) happen before any
 * route or error handler runs; Fastify's `frameworkErrors` option is the only place to shape them.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 400;
  return send(reply, fail(status, FRAMEWORK_MESSAGES[error.code] ?? ENVELOPE_MESSAGES.invalidRequest));
}
