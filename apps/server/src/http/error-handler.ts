import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorEnvelope } from '@hirelane/domain/http/envelope';
import { DEFAULT_ERROR_MESSAGES } from '@hirelane/domain/http/status';
import { HttpError } from './http-error';

export type ErrorAnswer = { statusCode: number; body: ErrorEnvelope };

const fieldPath = (instancePath: string, part: string | undefined): string => {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return part && part !== 'body' ? (path ? `${part}.${path}` : part) : path;
};

/** Maps any thrown value to the status and envelope a client sees. Pure, so it is unit-tested. */
export const toErrorAnswer = (error: unknown, requestId: string): ErrorAnswer => {
  if (error instanceof HttpError) {
    const body: ErrorEnvelope = { success: false, message: error.message };
    if (error.fieldErrors) body.errors = error.fieldErrors;
    return { statusCode: error.statusCode, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return {
      statusCode: 422,
      body: {
        success: false,
        message: DEFAULT_ERROR_MESSAGES[422],
        errors: error.validation.map((issue) => ({
          path: fieldPath(issue.instancePath, error.validationContext),
          message: issue.message ?? 'Invalid value.',
        })),
      },
    };
  }
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const statusCode = status === 400 ? 422 : status;
    return {
      statusCode,
      body: { success: false, message: fastifyError.message ?? 'Bad request.' },
    };
  }
  return {
    statusCode: 500,
    body: { success: false, message: DEFAULT_ERROR_MESSAGES[500], request_id: requestId },
  };
};

export const registerErrorHandling = (app: FastifyInstance): void => {
  app.setErrorHandler((error, request, reply) => {
    const answer = toErrorAnswer(error, request.id);
    if (answer.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(answer.statusCode).send(answer.body);
  });
};
