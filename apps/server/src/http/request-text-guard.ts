import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findRequestTextProblem } from '@hirelane/domain/http/request-text';
import { unprocessable } from './http-error';

const PARTS = [
  { name: 'body', read: (request: FastifyRequest) => request.body },
  { name: 'querystring', read: (request: FastifyRequest) => request.query },
  { name: 'params', read: (request: FastifyRequest) => request.params },
] as const;

/** The field path as the schema errors spell it: body fields bare, others under their part. */
const fieldPath = (part: string, path: (string | number)[]): string =>
  (part === 'body' ? path : [part, ...path]).join('.') || part;

/**
 * One check for every route, before its schema: no NUL character, no unpaired surrogate, no
 * nesting beyond the request depth limit, in any string or key of the body, query or path.
 * Multipart fields are read by their routes and checked there, and so is everything a route that
 * says `textGuard: 'in-route'` receives.
 */
export const registerRequestTextGuard = (app: FastifyInstance): void => {
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.textGuard === 'in-route') return;
    for (const part of PARTS) {
      const problem = findRequestTextProblem(part.read(request));
      if (problem)
        throw unprocessable(problem.message, [
          { path: fieldPath(part.name, problem.path), message: problem.message },
        ]);
    }
  });
};
