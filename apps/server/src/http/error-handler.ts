import { type ErrorCode, type ErrorEnvelope, errorCatalogue } from '@lintas/domain/errors';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database.js';
import { isAppError } from './app-error.js';

/**
 * One error handler for the whole API: known errors answer their real message,
 * validation errors name the fields, anything else is logged and answered with a
 * generic 500 that reveals nothing.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return sendError(reply, error.code, error.message, error.details);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => {
        const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const issuePath = (issue.params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue
          ?.path;
        const field = where || (issuePath ?? []).map(String).join('.');
        return { field, message: issue.message };
      });
      const first = fields[0];
      const message = first
        ? `Data tidak valid pada ${first.field || error.validationContext || 'permintaan'}: ${first.message}`
        : errorCatalogue.VALIDATION_ERROR.message;
      return sendError(reply, 'VALIDATION_ERROR', message, { fields });
    }

    // Errors Fastify raises itself before our code runs.
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return sendError(reply, 'PAYLOAD_TOO_LARGE');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return sendError(reply, 'UNSUPPORTED_MEDIA_TYPE');
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return sendError(reply, 'BAD_JSON');
      default:
        break;
    }
    if (error instanceof SyntaxError || error.statusCode === 400) {
      return sendError(reply, 'BAD_JSON');
    }
    if (error.statusCode === 429) return sendError(reply, 'RATE_LIMITED');
    if (error.statusCode === 413) return sendError(reply, 'PAYLOAD_TOO_LARGE');
    if (error.statusCode === 415) return sendError(reply, 'UNSUPPORTED_MEDIA_TYPE');

    // The database went away (restart, failover): a passing condition, not our fault.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendError(reply.header('retry-after', '5'), 'SERVICE_UNAVAILABLE');
    }

    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 'INTERNAL_ERROR');
  });
}

export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  message?: string,
  details?: unknown,
): FastifyReply {
  const body: ErrorEnvelope = {
    status: 'ERROR',
    error_code: code,
    message: message ?? errorCatalogue[code].message,
  };
  if (details !== undefined) body.details = details;
  return reply.status(errorCatalogue[code].status).type('application/json').send(body);
}
