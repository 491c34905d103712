import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountButton,
  AUTH_DESKTOP,
  outboxMark,
  signUpByEmail,
  uniqueEmail,
} from './support/auth-steps';
import {
  baseUrl,
  launchBrowser,
  newContext,
  screenshot,
  seriousAxeViolations,
} from './support/browser';
import { search } from './support/journey-steps';

/**
 * Seat alerts in a real browser (issue 8): a sold-out departure offers "Kabari Saya Jika
 * Ada Kursi"; a logged-in customer asks; a booking of that departure is cancelled; the
 * e-mail lands in the development outbox with a link that, opened in a fresh browser
 * (no journey stored), shows that departure's seat map with the freed seat.
 */

const WEB_BASIC = `Basic ${Buffer.from('lintas-web:dev-web-secret').toString('base64')}`;
const TOMORROW = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(
  new Date(Date.now() + 86_400_000),
);
// No other journey books this departure.
const DEPARTURE = { operator_kode: 'XTR', jadwal_kode: 'XTR-01-1600', tanggal_berangkat: TOMORROW };

async function api(path: string, init: { method?: string; body?: unknown; headers?: object } = {}) {
  const res = await fetch(`${baseUrl()}/api/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      Authorization: WEB_BASIC,
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      ...init.headers,
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- varied answers
}

/** Someone else books these seats; answers the code and the guest token. */
async function book(seatNos: string[]) {
  const body = {
    ...DEPARTURE,
    kursi: seatNos.map((no) => ({ no, nama: 'Orang Lain' })),
    pemesan_nama: 'Orang Lain',
    pemesan_email: 'lain@example.com',
    pemesan_telp: '081111111111',
    jenis_pembayaran_kode: 'BCA_VA',
    total_bayar: 0,
  };
  const priced = await api('travel/reservasi', { method: 'POST', body });
  expect(priced.json.error_code).toBe('PRICE_CHANGED');
  const made = await api('travel/reservasi', {
    method: 'POST',
    body: { ...body, total_bayar: priced.json.details.total_bayar },
  });
  expect(made.status, JSON.stringify(made.json)).toBe(200);
  return {
    code: made.json.results.reservasi_kode as string,
    guestToken: made.json.results.guest_token as string,
  };
}

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('seat alert journey', () => {
  it('asks on a sold-out departure; a cancel frees a seat; the e-mail link opens its seat map', async () => {
    // Sell the departure out: all seats paid but one, which is an unpaid hold.
    const map = await api(
      `travel/kursi?${new URLSearchParams(DEPARTURE as Record<string, string>).toString()}`,
    );
    expect(map.status).toBe(200);
    const free = (map.json.results.kursi as Array<{ no: string; tersedia: boolean }>)
      .filter((seat) => seat.tersedia)
      .map((seat) => seat.no);
    const paid = free.slice(0, -1);
    for (let i = 0; i < paid.length; i += 10) {
      const { code } = await book(paid.slice(i, i + 10));
      expect((await api(`dev/payments/${code}/settle`, { method: 'POST' })).status).toBe(200);
    }
    const lastSeat = free.at(-1)!;
    const hold = await book([lastSeat]);

    const context = await newContext(browser, AUTH_DESKTOP);
    contexts.push(context);
    const page = await context.newPage();
    const email = uniqueEmail('sari.alert');
    await signUpByEmail(page, email, 'Sari', 'Menunggu');
    await accountButton(page, 'Sari Menunggu').waitFor();

    await search(page);
    const group = page
      .locator('li')
      .filter({ has: page.getByRole('heading', { name: /Xpress/ }) })
      .filter({ has: page.getByRole('button', { name: /^(Lihat \d+ jadwal|Tutup jadwal)/ }) })
      .first();
    const toggle = group.getByRole('button', { name: /^(Lihat \d+ jadwal|Tutup jadwal)/ });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    const card = group
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: /^16\.00/ }) });
    await card.getByText('Kursi habis').waitFor();
    await card.screenshot({ path: 'screenshots/seat-alert-sold-out-card.png' });
    await card.getByRole('button', { name: 'Kabari Saya Jika Ada Kursi' }).click();
    await card.getByText(/^Kami akan mengabari Anda/).waitFor();
    await card.screenshot({ path: 'screenshots/seat-alert-asked-card.png' });
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Asking again is the 409 state, told as such.
    const token = decodeURIComponent(
      (await context.cookies()).find((cookie) => cookie.name === '_atx')!.value,
    );
    const again = await api('travel/seat-alert', {
      method: 'POST',
      body: DEPARTURE,
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('Anda sudah meminta kabar untuk keberangkatan ini.');

    const mark = await outboxMark();
    const cancelled = await api('travel/batal-reservasi', {
      method: 'POST',
      body: { reservasi_kode: hold.code, jenis_batal: 1 },
      headers: { 'X-Guest-Token': hold.guestToken },
    });
    expect(cancelled.status).toBe(200);

    let link: string | undefined;
    for (let i = 0; i < 150 && !link; i++) {
      const outbox = await api('dev/outbox');
      const message = (
        outbox.json.results as Array<{ id: number; recipient: string; text: string }>
      )
        .filter((m) => m.id > mark && m.recipient === email)
        .at(-1);
      link = message?.text.match(/https?:\/\/\S+\/kabar-kursi\?\S+/)?.[0];
      if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(link).toBeDefined();
    expect(link!.startsWith(`${baseUrl()}/kabar-kursi?`)).toBe(true);

    // Opened on another device: nothing stored, the link alone brings the seat map.
    const phone = await newContext(browser, AUTH_DESKTOP);
    contexts.push(phone);
    const fresh = await phone.newPage();
    await fresh.goto(link!);
    await fresh.waitForURL('**/kursi');
    const seat = fresh.locator(`button[data-seat="${lastSeat}"]`).first();
    await seat.waitFor();
    expect(await seat.isDisabled()).toBe(false);
    await screenshot(fresh, 'seat-alert-link-seat-map');
    expect(await seriousAxeViolations(fresh)).toEqual([]);
  });
});
