import fs from 'node:fs';
import net from 'node:net';

/**
 * What one system call and one loopback round trip cost on the machine the benchmark runs
 * on, printed beside its figures. Every request the benchmark makes is a handful of
 * socket writes and reads (client to server, server to PostgreSQL and back), so these two
 * numbers set the ceiling that `/api/health` measures. They move between machines of the
 * same kind: on 2026-12-07 a system call cost about 1.1 µs here (a virtual machine inside
 * a virtual machine; ~0.1 µs is usual on bare metal), and the same commit that answered
 * 20 000 health checks a second on 2026-11-24 answered 3 700–7 800 (bench/README.md).
 * Comparing runs of different days is only fair when these two agree.
 */
export interface MachineProbe {
  /** One `fstat` called from Node, median of 20 batches, in microseconds. */
  syscallUs: number;
  /** One byte there and back over a loopback TCP connection, median, in microseconds. */
  loopbackRoundTripUs: number;
}

export async function probeMachine(): Promise<MachineProbe> {
  return { syscallUs: syscallCost(), loopbackRoundTripUs: await loopbackRoundTrip() };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function syscallCost(): number {
  const batch = 5_000;
  const batches: number[] = [];
  for (let i = 0; i < 20; i++) {
    const start = process.hrtime.bigint();
    for (let j = 0; j < batch; j++) fs.fstatSync(0);
    batches.push(Number(process.hrtime.bigint() - start) / 1000 / batch);
  }
  return median(batches);
}

/** 2 000 one-byte pings on one connection, each sent when the last echo came back. */
async function loopbackRoundTrip(): Promise<number> {
  const server = net.createServer((socket) => {
    socket.setNoDelay(true);
    socket.on('data', (data) => socket.write(data));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const client = net.connect(port, '127.0.0.1');
  client.setNoDelay(true);
  await new Promise<void>((resolve) => client.once('connect', resolve));
  const times: number[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      let sent = 0n;
      const ping = () => {
        sent = process.hrtime.bigint();
        client.write('x');
      };
      client.on('error', reject);
      client.on('data', () => {
        times.push(Number(process.hrtime.bigint() - sent) / 1000);
        if (times.length === 2_000) resolve();
        else ping();
      });
      ping();
    });
  } finally {
    client.destroy();
    await new Promise((resolve) => server.close(resolve));
  }
  // The first few include the connection's warm-up.
  return median(times.slice(100));
}

export function describeMachine(probe: MachineProbe): string {
  return `machine: a system call ${probe.syscallUs.toFixed(2)} µs, a loopback round trip ${probe.loopbackRoundTripUs.toFixed(0)} µs (bench/support/machine-probe.ts)`;
}
