import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_DESKTOP, AUTH_PHONE } from './support/auth-steps';
import { launchBrowser, newContext, screenshot, seriousAxeViolations } from './support/browser';
import { startOwnServer, type OwnServer } from './support/own-server';

/**
 * Issue 10's proof "an admin refunds a late payment", in a real browser. A payment is late
 * when it arrives after the booking's hold ran out, and the shared journey server holds a
 * VA booking for two hours. This journey therefore runs its own server whose payment
 * window for virtual accounts is one minute: PAYMENT_WINDOWS, the setting an operator
 * uses to shorten a method's window (decision 0013), at its smallest allowed value. The
 * booking is made, its hold runs out (about a minute of waiting), the payment simulator
 * then pays it through the signed webhook (decision 0005: late, owed back), the admin
 * finds it in the refund queue and gives it back, and the customer's ticket says so.
 */

const WEB_BASIC = `Basic ${Buffer.from('lintas-web:dev-web-secret').toString('base64')}`;
const ADMIN = { email: 'admin@lintas.test', password: 'admin-lintas-demo' };
const METHOD = 'BCA_VA';
/** Waiting for the hold to run out: the one-minute window and some slack, never longer. */
const MAX_WAIT_MS = 80_000;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- varied answers

const jakartaDate = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );
const TOMORROW = jakartaDate(1);

let server: OwnServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

async function api(path: string, init: { method?: string; body?: unknown; headers?: object } = {}) {
  const res = await fetch(`${server.baseUrl}/api/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      Authorization: WEB_BASIC,
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      ...init.headers,
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as Json };
}

async function signIn(page: Page) {
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel(/^Kata sandi/).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
}

beforeAll(async () => {
  server = await startOwnServer({
    // The defaults (decision 0013) but virtual accounts: one minute to pay.
    PAYMENT_WINDOWS: 'qris=15,ewallet=15,va=1,retail=180',
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

describe('an admin refunds a late payment', () => {
  it('a VA booking paid after its hold ran out is owed back, refunded by an admin, and the ticket shows it', async () => {
    // The window the server was given is the one the customer is told about.
    const methods = await api('travel/list-jenis-pembayaran');
    expect(methods.status).toBe(200);
    const method = (methods.json.results.list_grup as Json[])
      .flatMap((group) => group.list_jenis_pembayaran as Json[])
      .find((item) => item.jenis_pembayaran_kode === METHOD);
    expect(method?.batas_waktu_menit).toBe(1);

    // A seat on tomorrow's first XTR departure with room (nothing else books on this server).
    const staff = await api('staff/login', { method: 'POST', body: ADMIN });
    expect(staff.status, JSON.stringify(staff.json)).toBe(200);
    const day = await api(`staff/keberangkatan?tanggal=${TOMORROW}&operator_kode=XTR`, {
      headers: { Authorization: `Bearer ${staff.json.results.token}` },
    });
    const departure = (day.json.results.list as Json[]).find(
      (item) => item.status === 'terjadwal' && item.kursi.kosong > 0,
    );
    expect(departure, 'an XTR departure tomorrow').toBeTruthy();
    const key = {
      operator_kode: 'XTR',
      jadwal_kode: departure!.jadwal_kode as string,
      tanggal_berangkat: TOMORROW,
    };
    const map = await api(`travel/kursi?${new URLSearchParams(key).toString()}`);
    const seat = (map.json.results.kursi as Json[]).find((item) => item.tersedia)!.no as string;
    const body = {
      ...key,
      kursi: [{ no: seat, nama: 'Dewi Lestari' }],
      pemesan_nama: 'Dewi Lestari',
      pemesan_email: 'dewi.terlambat@example.com',
      pemesan_telp: '081377665544',
      jenis_pembayaran_kode: METHOD,
      total_bayar: 0,
    };
    const priced = await api('travel/reservasi', { method: 'POST', body });
    const made = await api('travel/reservasi', {
      method: 'POST',
      body: { ...body, total_bayar: priced.json.details.total_bayar },
    });
    expect(made.status, JSON.stringify(made.json)).toBe(200);
    const code = made.json.results.reservasi_kode as string;
    const guestToken = made.json.results.guest_token as string;
    const expiresAt = Date.parse(made.json.results.expired_time as string);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(60_000);

    // The hold runs out: a bounded wait for the server's own clock, nothing forced.
    const waitMs = expiresAt - Date.now() + 2_000;
    expect(waitMs).toBeLessThan(MAX_WAIT_MS);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, waitMs)));

    // The bank pays anyway: the simulator records it and sends the signed notification.
    const paid = await api(`dev/payments/${code}/settle`, { method: 'POST' });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    expect(paid.json.results).toMatchObject({ webhook_status: 200, outcome: 'late' });
    const owedTicket = await api(`travel/detail-reservasi?reservasi_kode=${code}`, {
      headers: { 'X-Guest-Token': guestToken },
    });
    expect(owedTicket.json.results).toMatchObject({
      status: 'expired',
      status_refund: 'required',
      refund: [{ alasan: 'Pembayaran terlambat', status: 'required' }],
    });
    const owed = owedTicket.json.results.refund[0] as Json;

    // The admin finds it in the queue on the office desktop and gives it back.
    const context = await newContext(browser, AUTH_DESKTOP, { origin: server.baseUrl });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto('/operator/refund');
    await page.waitForURL('**/operator/masuk?red=%2Foperator%2Frefund');
    await signIn(page);
    await page.waitForURL('**/operator/refund');
    const item = page.getByRole('listitem').filter({ hasText: code });
    await item.getByRole('heading', { name: `Pembayaran terlambat · ${code}` }).waitFor();
    await item.getByText('Menunggu diproses').waitFor();
    await screenshot(page, 'operator-late-refund-queue-desktop');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await item.getByRole('button', { name: 'Proses refund' }).click();
    await item.getByText(`ke Dewi Lestari melalui ${METHOD}?`).waitFor();
    await item.getByRole('button', { name: 'Ya, kembalikan dana' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Refund ${owed.kode} sebesar` })
      .waitFor();
    await item.getByText('Sudah dikembalikan').waitFor();
    await screenshot(page, 'operator-late-refund-done-desktop');

    // The customer's ticket, on their phone, says the money went back.
    const customer = await newContext(browser, AUTH_PHONE, { origin: server.baseUrl });
    contexts.push(customer);
    await customer.addInitScript(
      ({ reservation, secret }) =>
        localStorage.setItem('guest-tokens', JSON.stringify({ [reservation]: secret })),
      { reservation: code, secret: guestToken },
    );
    const ticketPage = await customer.newPage();
    await ticketPage.goto(`/reservasi/${code}`);
    const note = ticketPage.getByRole('region', { name: 'Pengembalian Dana' });
    await note.getByText(/Sudah dikembalikan pada/).waitFor();
    await note.getByText(/Pembayaran terlambat/).waitFor();
    await screenshot(ticketPage, 'reservation-late-refunded-phone');
    const ticket = await api(`travel/detail-reservasi?reservasi_kode=${code}`, {
      headers: { 'X-Guest-Token': guestToken },
    });
    expect(ticket.json.results).toMatchObject({
      status_refund: 'refunded',
      refund: [{ kode: owed.kode, status: 'refunded', jumlah: owed.jumlah }],
    });
  }, 240_000);
});
