import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, screenshot } from './browser';

/**
 * Steps of the booking journey through the UI (search, results, seats, booker, payment,
 * the payment simulator), plus the API calls and stored state the journey tests use.
 */

function isoDate(offsetDays: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );
}

const TOMORROW = isoDate(1);
const DAY_AFTER = isoDate(2);
const WEB_BASIC = `Basic ${Buffer.from('lintas-web:dev-web-secret').toString('base64')}`;

/** What a person sees first, without scrolling (the full-page screenshot is very tall on a phone). */
export async function screenshotViewport(page: Page, name: string) {
  await page.screenshot({ path: `screenshots/${name}-viewport.png` });
}

export interface Booker {
  name: string;
  email: string;
  phone: string;
}

export const budi: Booker = {
  name: 'Budi Santoso',
  email: 'budi.e2e@example.com',
  phone: '081234567890',
};

/** Home: route, trip type and dates, then "Cari Tiket". */
export async function search(
  page: Page,
  options: { roundTrip?: boolean; destination?: string } = {},
) {
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  if (options.destination) {
    await page.getByRole('combobox', { name: /^Ke/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByPlaceholder('Cari kota atau titik').fill(options.destination);
    await dialog
      .getByRole('button', { name: new RegExp(`^${options.destination} \\(semua titik\\)`) })
      .first()
      .click();
  }
  if (options.roundTrip) await page.getByRole('radio', { name: 'Pulang Pergi' }).check();
  await page.getByLabel('Tanggal berangkat').fill(TOMORROW);
  if (options.roundTrip) await page.getByLabel('Tanggal pulang').fill(DAY_AFTER);
  await page.getByRole('button', { name: 'Cari Tiket' }).click();
  await page.waitForURL(/\/jadwal(\?|$)/);
}

/**
 * Results: opens the operator's group and chooses the departure at `time` (e.g. '08.00').
 * Search answers group summaries; opening a closed group fetches its schedules from
 * list-jadwal (issue 11). Answers whether this call opened the group.
 */
export async function chooseSchedule(
  page: Page,
  operator: string,
  time: string,
  label = 'Pilih',
): Promise<{ opened: boolean }> {
  // The operator-route group (not a highlight card): it has the button that shows its schedules.
  const group = page
    .locator('li')
    .filter({ has: page.getByRole('heading', { name: new RegExp(operator) }) })
    .filter({
      has: page.getByRole('button', {
        name: /^(Lihat \d+ jadwal|Sembunyikan jadwal|Tutup jadwal)/,
      }),
    })
    .first();
  await group.waitFor();
  const toggle = group.getByRole('button', {
    name: /^(Lihat \d+ jadwal|Sembunyikan jadwal|Tutup jadwal)/,
  });
  const opened = (await toggle.first().getAttribute('aria-expanded')) !== 'true';
  if (opened) {
    const listed = page.waitForResponse(
      (r) => r.url().includes('/api/travel/list-jadwal?') && r.url().includes('group_kode='),
    );
    await toggle.first().click();
    expect((await listed).status()).toBe(200);
  }
  await screenshot(page, `results-${operator.split(' ')[0]?.toLowerCase()}-${time}`);
  await group
    .getByRole('button', { name: new RegExp(`^${label} jadwal ${time.replace('.', '\\.')} `) })
    .first()
    .click();
  return { opened };
}

/** Seats: the first free seat of the open seat map. Returns its number. */
export async function pickFreeSeat(page: Page): Promise<string> {
  const seat = page.locator('button[data-seat][aria-pressed="false"]:not([disabled])').first();
  await seat.waitFor();
  const no = (await seat.getAttribute('data-seat')) ?? '';
  await seat.click();
  await expect
    .poll(() => page.locator(`button[data-seat="${no}"]`).first().getAttribute('aria-pressed'))
    .toBe('true');
  return no;
}

export async function fillBooker(page: Page, booker: Booker) {
  await page.getByLabel('Nama Lengkap').waitFor();
  await page.getByLabel('Nama Lengkap').fill(booker.name);
  await page.getByLabel('Email').fill(booker.email);
  await page.getByLabel('Nomor Telepon').fill(booker.phone);
  await page.getByLabel('Sama dengan pemesan').first().check();
  await page.getByRole('button', { name: 'Lanjutkan ke Pembayaran' }).click();
  await page.waitForURL('**/pembayaran');
}

export async function choosePaymentMethod(page: Page, method: RegExp) {
  const radio = page.getByRole('radio', { name: method });
  await radio.waitFor();
  await radio.check();
  await page.getByRole('button', { name: /^Bayar Sekarang · Rp/ }).waitFor();
  await expect
    .poll(() => page.getByRole('button', { name: /^Bayar Sekarang/ }).isEnabled())
    .toBe(true);
}

export async function payNow(page: Page): Promise<string> {
  await page.getByRole('button', { name: /^Bayar Sekarang · Rp/ }).click();
  await page.waitForURL('**/reservasi/**');
  await page.getByRole('heading', { name: 'Menunggu Pembayaran' }).waitFor();
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
}

/** Presses "Bayar" on the simulator page in another tab; returns that tab. */
export async function payOnSimulator(
  context: BrowserContext,
  reservationPage: Page,
): Promise<Page> {
  // An e-wallet's link names its app ('Bayar dengan GoPay'); other methods' the page.
  const href = await reservationPage
    .getByRole('link', { name: /^(Buka Halaman Pembayaran|Bayar dengan )/ })
    .getAttribute('href');
  expect(href).toMatch(/\/simulator\/pembayaran\//);
  const simulator = await context.newPage();
  await simulator.goto(href as string);
  await simulator.getByRole('button', { name: 'Bayar' }).click();
  await simulator.waitForURL('**/reservasi/**');
  return simulator;
}

/**
 * Home to "Menunggu Pembayaran" through the UI, as the person would: search, the
 * Xpress Trans Priangan departure at `time` (e.g. '09.00'), the first free seat, the
 * booker, BCA Virtual Account, "Bayar Sekarang". Answers the booking code.
 */
export async function bookThroughUi(page: Page, booker: Booker, time: string): Promise<string> {
  await search(page);
  await chooseSchedule(page, 'Xpress Trans Priangan', time);
  await page.waitForURL('**/kursi');
  await pickFreeSeat(page);
  await page.getByRole('button', { name: 'Lanjutkan' }).click();
  await page.waitForURL('**/data-pemesan');
  await fillBooker(page, booker);
  await choosePaymentMethod(page, /BCA Virtual Account/);
  return payNow(page);
}

/**
 * bookThroughUi, then "Bayar" in the payment simulator (its tab closed again) until the
 * booking page shows "Pembayaran Berhasil". Answers the booking code.
 */
export async function bookAndPay(
  context: BrowserContext,
  page: Page,
  booker: Booker,
  time: string,
): Promise<string> {
  const code = await bookThroughUi(page, booker, time);
  const simulator = await payOnSimulator(context, page);
  await simulator.close();
  await page.getByRole('heading', { name: /Pembayaran Berhasil/ }).waitFor({ timeout: 20_000 });
  return code;
}

async function api(path: string, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(`${baseUrl()}/api/${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: WEB_BASIC, 'Content-Type': 'application/json' },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return {
    status: res.status,
    json: (await res.json()) as {
      error_code?: string;
      details?: { total_bayar?: number };
      results?: { reservasi_kode?: string };
    },
  };
}

/** Books seats through the API as somebody else would (PRICE_CHANGED first tells the total). */
export async function bookAsSomeoneElse(leg: {
  operator: string;
  schedule: string;
  date: string;
  seats: string[];
}) {
  const body = {
    operator_kode: leg.operator,
    jadwal_kode: leg.schedule,
    tanggal_berangkat: leg.date,
    kursi: leg.seats.map((no) => ({ no, nama: 'Orang Lain' })),
    pemesan_nama: 'Orang Lain',
    pemesan_email: 'lain@example.com',
    pemesan_telp: '081111111111',
    jenis_pembayaran_kode: 'BCA_VA',
    total_bayar: 0,
  };
  const first = await api('travel/reservasi', { method: 'POST', body });
  expect(first.json.error_code).toBe('PRICE_CHANGED');
  const second = await api('travel/reservasi', {
    method: 'POST',
    body: { ...body, total_bayar: first.json.details?.total_bayar },
  });
  expect(second.status, JSON.stringify(second.json)).toBe(200);
  return second.json.results?.reservasi_kode ?? '';
}

export function storedApp(page: Page) {
  return page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('app') ?? '{}') as {
        state?: {
          reservation?: { reservationCode?: string };
          schedule?: { selectedGo?: { operatorCode: string; scheduleCode: string; date: string } };
        };
      },
  );
}
