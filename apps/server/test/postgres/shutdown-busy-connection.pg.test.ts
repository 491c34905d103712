import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { unchargedNotificationJson } from '../api/payments-fixtures.js';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.js';

/**
 * A graceful stop closes idle connections, but a keep-alive connection busy with a
 * request stays open until it is answered, and a client may already have sent its next
 * request on it (pipelined, or just behind). That request is answered (the database stays
 * open until the requests in flight are done) with `Connection: close`, and the
 * connection ends after it: the client's next request goes to a process that stays
 * (decision 0045). PGlite only: the database plays no part.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForRequestLogged(server: ServerProcess, count: number) {
  for (let i = 0; i < 100; i++) {
    if ((server.output().match(/"incoming request"/g) ?? []).length >= count) return;
    await sleep(50);
  }
  throw new Error(`the server never logged the request:\n${server.output()}`);
}

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Splits what came back on one connection into its responses (all carry Content-Length). */
function parseResponses(raw: string): RawResponse[] {
  const responses: RawResponse[] = [];
  let rest = raw;
  while (rest.length > 0 && responses.length < 10) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd < 0) throw new Error(`incomplete response: ${rest}`);
    const [statusLine = '', ...lines] = rest.slice(0, headEnd).split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length']);
    if (!Number.isInteger(length)) throw new Error(`no content-length: ${statusLine}`);
    const bodyStart = headEnd + 4;
    responses.push({
      status: Number(statusLine.split(' ')[1]),
      headers,
      body: rest.slice(bodyStart, bodyStart + length),
    });
    rest = rest.slice(bodyStart + length);
  }
  return responses;
}

describe('graceful shutdown with a busy keep-alive connection', () => {
  let folder = '';
  let server: ServerProcess | undefined;

  beforeAll(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lintas-shutdown-busy-'));
  });
  afterEach(async () => {
    await server?.kill();
    server = undefined;
  });
  afterAll(() => {
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('answers the request in flight and the next one on that connection, then closes it', async () => {
    server = await startServerProcess({
      DATA_DIR: path.join(folder, 'data'),
      SEED_DEMO: 'false',
      SHUTDOWN_TIMEOUT_MS: '10000',
    });
    const { port } = new URL(server.baseUrl);
    const socket = net.connect(Number(port), '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('error', () => {});
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));

    const body = unchargedNotificationJson('LNTBUSYKEEPALIVE-1');
    const half = Math.floor(body.length / 2);
    socket.write(
      'POST /api/payments/notification HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        'Content-Type: application/json\r\nConnection: keep-alive\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
    );
    await waitForRequestLogged(server, 1);

    server.child.kill('SIGTERM');
    await sleep(500);
    expect(server.child.exitCode, server.output()).toBeNull();

    // The rest of the first request, and the next request right behind it.
    socket.write(
      `${body.slice(half)}GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`,
    );
    const ended = await Promise.race([closed.then(() => true), sleep(8000).then(() => false)]);
    socket.destroy();
    expect(ended, `connection still open; received:\n${received}`).toBe(true);

    const [first, second, ...more] = parseResponses(received);
    expect(first?.status, received).toBe(404);
    expect(JSON.parse(first?.body ?? '')).toMatchObject({ error_code: 'PAYMENT_NOT_FOUND' });
    // Answered (the database is still open), and the connection closed after it.
    expect(second?.status, received).toBe(200);
    expect(JSON.parse(second?.body ?? '')).toMatchObject({ status: 'OK' });
    expect(second?.headers.connection).toBe('close');
    expect(more).toEqual([]);

    expect(await server.exited, server.output()).toBe(0);
    expect(server.output()).not.toMatch(/"level":(50|60)/);
  });
});
