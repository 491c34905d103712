import type { TestApp } from '../helpers/test-app.js';

/** Waits (bounded: about 5 s) until `check` answers something. */
export async function eventually<T>(check: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 250; i++) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('timed out');
}

/** The outbox rows that name a booking code, oldest first; `is_ticket` marks the e-ticket's. */
export async function messagesAbout(t: Pick<TestApp, 'db'>, code: string) {
  const rows = await t.db
    .selectFrom('outbound_messages')
    .select(['id', 'channel', 'recipient', 'subject', 'text', 'html', 'status'])
    .where('text', 'like', `%${code}%`)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...row,
    is_ticket:
      row.subject === `E-tiket Lintas ${code}` ||
      row.text.startsWith(`Lintas: pembayaran ${code} diterima`),
  }));
}

/** Presses Bayar on the local payment simulator's page (it sends our webhook a settlement). */
export async function payInSimulator(t: Pick<TestApp, 'app'>, paymentCode: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/simulator/pembayaran/${paymentCode}/bayar`,
  });
  if (res.statusCode !== 303) throw new Error(`simulator: ${res.statusCode} ${res.body}`);
}
