import type { ServerResponse } from 'node:http';

export type Reply = {
  json: (status: number, value: unknown) => void;
  html: (text: string) => void;
  pdf: (text: string) => void;
  redirect: (location: string) => void;
  /** Stripe's 404 for an unknown object or path. */
  missing: () => void;
};

export const replyTo = (response: ServerResponse, pathname: string): Reply => {
  const send = (status: number, type: string, text: string) => {
    response.writeHead(status, { 'content-type': type });
    response.end(text);
  };
  const json = (status: number, value: unknown) =>
    send(status, 'application/json', JSON.stringify(value));
  return {
    json,
    html: (text) => send(200, 'text/html; charset=utf-8', text),
    pdf: (text) => send(200, 'application/pdf', text),
    redirect: (location) => {
      response.writeHead(303, { location });
      response.end();
    },
    missing: () =>
      json(404, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such object: ${pathname}`,
        },
      }),
  };
};
