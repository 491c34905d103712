import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trackInFlightRequests } from './in-flight.js';

describe('trackInFlightRequests', () => {
  it('counts running handlers and lets shutdown wait until they are done', async () => {
    const app = Fastify();
    const inFlight = trackInFlightRequests(app);
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    app.get('/slow', async () => {
      await gate;
      return { done: true };
    });
    app.get('/fails', async () => {
      throw new Error('boom');
    });
    await app.ready();

    const pending = app.inject({ method: 'GET', url: '/slow' });
    await new Promise((r) => setTimeout(r, 20));
    expect(inFlight.active).toBe(1);
    let idle = false;
    const waiting = inFlight.waitForIdle(5_000).then(() => {
      idle = true;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(idle).toBe(false);

    release();
    await pending;
    await waiting;
    expect(idle).toBe(true);
    expect(inFlight.active).toBe(0);

    await app.inject({ method: 'GET', url: '/fails' });
    expect(inFlight.active).toBe(0);
    await app.close();
  });

  it('stops waiting after the timeout', async () => {
    const app = Fastify();
    const inFlight = trackInFlightRequests(app);
    app.get('/never', () => new Promise(() => {}));
    await app.ready();
    void app.inject({ method: 'GET', url: '/never' });
    await new Promise((r) => setTimeout(r, 20));
    const started = Date.now();
    await inFlight.waitForIdle(100);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    expect(inFlight.active).toBe(1);
  });
});
