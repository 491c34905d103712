import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, onFreePort, PortTaken } from './free-port.js';

/**
 * The test starters (server, PostgreSQL, the journeys' and the bench's servers) lean on
 * onFreePort to survive a port another process took in the meantime; it must try again
 * only then, and not for ever.
 */
describe('onFreePort', () => {
  it('starts again on a new port when the first was taken', async () => {
    const tried: number[] = [];
    const result = await onFreePort(async (port) => {
      tried.push(port);
      if (tried.length === 1) throw new PortTaken(port);
      return `listening on ${port}`;
    });
    expect(tried).toHaveLength(2);
    expect(result).toBe(`listening on ${tried[1]}`);
  });

  it('gives up after three taken ports, with the last PortTaken', async () => {
    let tries = 0;
    await expect(
      onFreePort(async (port) => {
        tries++;
        throw new PortTaken(port);
      }),
    ).rejects.toBeInstanceOf(PortTaken);
    expect(tries).toBe(3);
  });

  it('does not retry any other failure', async () => {
    let tries = 0;
    await expect(
      onFreePort(async () => {
        tries++;
        throw new Error('the server did not start');
      }),
    ).rejects.toThrow('the server did not start');
    expect(tries).toBe(1);
  });

  it('hands out a port a listener can take', async () => {
    const port = await freePort();
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});
