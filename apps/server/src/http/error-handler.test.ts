import { describe, expect, it } from 'vitest';
import { toErrorAnswer } from './error-handler';
import { HttpError } from './http-error';

describe('toErrorAnswer', () => {
  it('keeps the status and message of an HttpError', () => {
    expect(toErrorAnswer(new HttpError(404, 'Workspace not found.'), 'req-1')).toEqual({
      statusCode: 404,
      body: { success: false, message: 'Workspace not found.' },
    });
  });

  it('uses the default text of a status when none is given', () => {
    expect(toErrorAnswer(new HttpError(407), 'req-1').body.message).toBe(
      'Access denied: Your account has limited access at the moment',
    );
  });

  it('turns schema validation failures into 422 with one error per field', () => {
    const error = Object.assign(new Error('bad'), {
      statusCode: 400,
      validationContext: 'body',
      validation: [
        {
          keyword: 'too_small',
          instancePath: '/name',
          schemaPath: '#/name/too_small',
          params: {},
          message: 'This field is required.',
        },
        {
          keyword: 'invalid_type',
          instancePath: '/age',
          schemaPath: '#/age/invalid_type',
          params: {},
          message: 'Expected number',
        },
      ].map((issue) =>
        Object.assign(issue, { [Symbol.for('ZodFastifySchemaValidationError')]: true }),
      ),
    });
    const answer = toErrorAnswer(error, 'req-1');
    expect(answer.statusCode).toBe(422);
    expect(answer.body.errors).toEqual([
      { path: 'name', message: 'This field is required.' },
      { path: 'age', message: 'Expected number' },
    ]);
  });

  it('hides unexpected errors behind a request id', () => {
    const answer = toErrorAnswer(new Error('connection to db lost at /srv/app.ts:12'), 'req-42');
    expect(answer.statusCode).toBe(500);
    expect(answer.body).toEqual({
      success: false,
      message: 'Something went wrong on our side.',
      request_id: 'req-42',
    });
    expect(JSON.stringify(answer.body)).not.toContain('app.ts');
  });

  it('maps fastify client errors, 400 becoming 422', () => {
    expect(
      toErrorAnswer(Object.assign(new Error('Body is not valid JSON'), { statusCode: 400 }), 'r')
        .statusCode,
    ).toBe(422);
    expect(
      toErrorAnswer(Object.assign(new Error('Too large'), { statusCode: 413 }), 'r').statusCode,
    ).toBe(413);
  });
});
