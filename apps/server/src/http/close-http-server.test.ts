import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { closeHttpServer } from './close-http-server';

/** A server with a route that answers when `release` is called. */
const slowServer = async () => {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrived = () => undefined as void;
  const inFlight = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const fastify = Fastify();
  fastify.get('/slow', async () => {
    arrived();
    await held;
    return { done: true };
  });
  await fastify.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(fastify.server.address() as AddressInfo).port}`;
  return { fastify, url, release, inFlight };
};

describe('closeHttpServer', () => {
  it('stops accepting at once and lets the request in flight finish', async () => {
    const { fastify, url, release, inFlight } = await slowServer();
    const pending = fetch(`${url}/slow`);
    await inFlight;
    const closing = closeHttpServer(fastify, 10_000, null);
    await new Promise((resolve) => setImmediate(resolve));
    expect(fastify.server.listening).toBe(false);
    release();
    const response = await pending;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closing;
  });

  it('cuts the connections still open at the timeout, so shutdown goes on', async () => {
    const { fastify, url, release, inFlight } = await slowServer();
    const pending = fetch(`${url}/slow`);
    await inFlight;
    await closeHttpServer(fastify, 200, null);
    await expect(pending).rejects.toThrow();
    release();
  });
});
