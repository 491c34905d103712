import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  DESKTOP,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
  seriousAxeViolations,
} from './support/browser';

/**
 * Journey steps 3 and 4 in a real browser: the seat map (keyboard selection, connecting
 * and return legs with equal counts) and the booker form (every validator message,
 * reload mid-journey), with an axe scan of both pages in the phone and desktop views.
 * The journey is entered by seeding the persisted 'app' state the results page writes,
 * so these tests do not depend on the results screen.
 */

function isoDate(offsetDays: number): string {
  const now = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(now);
}

const TOMORROW = isoDate(1);
const DAY_AFTER = isoDate(2);

interface Seed {
  roundTrip?: boolean;
  go: Record<string, unknown>;
  ret?: Record<string, unknown>;
  seat?: Record<string, unknown>;
}

/** The persisted store ('app') as the results page leaves it. */
function appState({ roundTrip = false, go, ret, seat }: Seed) {
  return JSON.stringify({
    version: 1,
    state: {
      schedule: {
        roundTrip,
        dateGo: TOMORROW,
        dateReturn: roundTrip ? DAY_AFTER : '',
        selectedGo: go,
        selectedReturn: ret ?? null,
        tripStatus: roundTrip ? 'return' : 'go',
      },
      ...(seat ? { seat } : {}),
    },
  });
}

/** Opens a path and fails clearly when the server refuses the app's own files (JS, CSS). */
async function gotoChecked(page: Page, path: string): Promise<void> {
  const refused: string[] = [];
  const onResponse = (response: { url(): string; status(): number }) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/assets/') && response.status() >= 400)
      refused.push(`${response.status()} ${url.pathname}`);
  };
  page.on('response', onResponse);
  await page.goto(path, { waitUntil: 'load' });
  page.off('response', onResponse);
  expect(refused, 'the server must serve the built web app without client credentials').toEqual([]);
}

async function openWithState(context: BrowserContext, path: string, seed: Seed): Promise<Page> {
  const page = await context.newPage();
  await gotoChecked(page, '/');
  await page.evaluate((value) => localStorage.setItem('app', value), appState(seed));
  await gotoChecked(page, path);
  return page;
}

/** The numbers of the seats still free on the open map (other journeys may have booked some). */
async function freeSeats(page: Page): Promise<string[]> {
  const free = page.locator('button[data-seat][aria-label$=", tersedia"]');
  await free.first().waitFor();
  return free.evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute('data-seat') ?? ''),
  );
}

/** "Penumpang 1 - Kursi 5" and not "... Kursi 51" (the label also holds the required mark). */
function passengerField(page: Page, passenger: number, seat: string | undefined) {
  return page.getByLabel(new RegExp(`^Penumpang ${passenger} - Kursi ${seat}\\*?$`));
}

async function expectNoSeriousViolations(page: Page) {
  const violations = await seriousAxeViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

const xtrGo = { operatorCode: 'XTR', scheduleCode: 'XTR-01-1000', date: TOMORROW };
const xtrReturn = { operatorCode: 'XTR', scheduleCode: 'XTR-02-1500', date: DAY_AFTER };
const connectingGo = {
  operatorCode: 'CRB',
  scheduleCode: 'CRB-01-0800',
  date: TOMORROW,
  connecting: [{ operatorCode: 'JTN', scheduleCode: 'JTN-01-1200', date: TOMORROW }],
};

const WEB_BASIC = `Basic ${Buffer.from('lintas-web:dev-web-secret').toString('base64')}`;

/** Someone else books `seat` on a trip, through the API (the total read from PRICE_CHANGED). */
async function bookElsewhere(
  trip: { operator_kode: string; jadwal_kode: string; tanggal_berangkat: string },
  seat: string,
) {
  const body = {
    ...trip,
    kursi: [{ no: seat, nama: 'Rina Wati' }],
    pemesan_nama: 'Rina Wati',
    pemesan_email: 'rina.e2e@example.com',
    pemesan_telp: '081211112222',
    jenis_pembayaran_kode: 'BCA_VA',
    total_bayar: 0,
  };
  const post = (payload: unknown) =>
    fetch(`${baseUrl()}/api/travel/reservasi`, {
      method: 'POST',
      headers: { authorization: WEB_BASIC, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    }).then(
      (res) =>
        res.json() as Promise<{
          status: string;
          error_code?: string;
          details?: { total_bayar?: number };
        }>,
    );
  const quote = await post(body);
  expect(quote.error_code).toBe('PRICE_CHANGED');
  const booked = await post({ ...body, total_bayar: quote.details?.total_bayar });
  expect(booked.status).toBe('OK');
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('seats and booker, phone view', () => {
  it('selects seats from the keyboard, shows every booker validator message, and keeps everything after a reload', async () => {
    const context = await newContext(browser, PHONE);
    const page = await openWithState(context, '/kursi', { go: xtrGo });

    // The vehicle is drawn: driver, door, and the seats as buttons a screen reader can say.
    const [first] = await freeSeats(page);
    await page.getByRole('button', { name: `Kursi ${first}, tersedia` }).waitFor();
    expect(await page.locator('[data-cell="driver"]').textContent()).toContain('Sopir');
    expect(await page.locator('[data-cell="door"]').count()).toBeGreaterThan(0);
    expect(await page.locator('button[data-seat]').count()).toBe(12);
    await screenshot(page, 'seats-phone');
    await expectNoSeriousViolations(page);

    // Keyboard: Tab reaches a seat, Enter and Space select it.
    const firstSeat = page.locator(`button[data-seat="${first}"]`);
    await firstSeat.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => firstSeat.getAttribute('aria-pressed')).toBe('true');
    expect(await firstSeat.getAttribute('aria-label')).toBe(`Kursi ${first}, dipilih`);
    // The promo that saves most is on the seat by default (XTRPAGI, 10 %, beats KURSIHEMAT's
    // Rp 10.000 on this Rp 130.000 fare), said aloud, and the switch is there to undo it.
    await page.getByText(`Kursi ${first} dipilih dengan promo XTRPAGI (hemat Rp`).waitFor();
    expect(await page.getByRole('checkbox', { name: /promo terhemat otomatis/ }).isChecked()).toBe(
      true,
    );
    await firstSeat.focus();
    await page.keyboard.press('Tab');
    const focusedSeat = await page.evaluate(() =>
      document.activeElement?.getAttribute('data-seat'),
    );
    expect(focusedSeat).toBeTruthy();
    await page.keyboard.press('Space');
    await expect
      .poll(() => page.locator(`button[data-seat="${focusedSeat}"]`).getAttribute('aria-pressed'))
      .toBe('true');
    await screenshot(page, 'seats-phone-selected');

    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await page.waitForURL('**/data-pemesan');
    await page.getByRole('heading', { name: 'Data Pemesan & Penumpang' }).waitFor();
    await screenshot(page, 'booker-phone');

    // Submitting the empty form: every field says what it needs, the first one gets focus.
    await page.getByRole('button', { name: 'Lanjutkan ke Pembayaran' }).click();
    const name = page.getByLabel('Nama Lengkap');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('booker-name');
    await expect.poll(() => page.locator('#booker-name-error').textContent()).toBe('Harap isi');
    expect(await page.locator('#passenger-go-0-error').textContent()).toBe(
      'Harap isi nama penumpang',
    );
    expect(await name.getAttribute('aria-describedby')).toContain('booker-name-error');
    await expectNoSeriousViolations(page);
    await screenshot(page, 'booker-phone-errors');

    // Letters only: the digit is refused and the rule is named.
    await name.pressSequentially('Budi1');
    expect(await name.inputValue()).toBe('Budi');
    await expect
      .poll(() => page.locator('#booker-name-error').textContent())
      .toBe('Hanya abjad yang boleh digunakan');
    // Spaces only: a message of its own.
    await name.fill('    ');
    await name.blur();
    await expect
      .poll(() => page.locator('#booker-name-error').textContent())
      .toBe('Nama tidak boleh hanya berisi spasi');
    // Too long: the field stops at 32 letters and says so.
    await name.fill('A'.repeat(40));
    expect(await name.inputValue()).toBe('A'.repeat(32));
    await expect
      .poll(() => page.locator('#booker-name-error').textContent())
      .toBe('Masukan min 3 karakter, maksimal 32 karakter');
    // Too short.
    await name.fill('Bu');
    await name.blur();
    await expect
      .poll(() => page.locator('#booker-name-error').textContent())
      .toBe('Masukan min 3 karakter, maksimal 32 karakter');
    const email = page.getByLabel('Email');
    await email.fill('budi@mail');
    await email.blur();
    await expect
      .poll(() => page.locator('#booker-email-error').textContent())
      .toBe('Format email tidak valid');
    const phone = page.getByLabel('Nomor Telepon');
    await phone.fill('0812');
    await phone.blur();
    await expect
      .poll(() => page.locator('#booker-phone-error').textContent())
      .toBe('Masukan min 9 & max 15 digit angka ');

    // Good values clear the messages.
    await name.fill('Budi Santoso');
    await name.blur();
    await email.fill('budi@example.com');
    await email.blur();
    await phone.fill('0812-3456-7890');
    await phone.blur();
    expect(await phone.inputValue()).toBe('081234567890');
    await page.getByLabel('Sama dengan pemesan').check();
    expect(await passengerField(page, 1, first).inputValue()).toBe('Budi Santoso');
    await page.getByLabel(/^Penumpang 2 - Kursi/).fill('Siti Aminah');
    expect(await page.locator('[id$="-error"]').count()).toBe(0);

    // A reload mid-journey keeps the seats and everything typed.
    await page.reload();
    await page.getByLabel('Nama Lengkap').waitFor();
    expect(await page.getByLabel('Nama Lengkap').inputValue()).toBe('Budi Santoso');
    expect(await page.getByLabel('Email').inputValue()).toBe('budi@example.com');
    expect(await page.getByLabel('Nomor Telepon').inputValue()).toBe('081234567890');
    expect(await page.getByLabel(/^Penumpang 2 - Kursi/).inputValue()).toBe('Siti Aminah');
    expect(await page.getByLabel('Sama dengan pemesan').isChecked()).toBe(true);

    await page.goto('/kursi');
    await page.getByRole('button', { name: `Kursi ${first}, dipilih` }).waitFor();
    expect(await page.locator('button[data-seat][aria-pressed="true"]').count()).toBe(2);

    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await page.waitForURL('**/data-pemesan');
    await page.getByRole('button', { name: 'Lanjutkan ke Pembayaran' }).click();
    await page.waitForURL('**/pembayaran');
    await context.close();
  });

  it('a connecting trip needs as many seats on the second leg as on the first', async () => {
    const context = await newContext(browser, PHONE);
    const page = await openWithState(context, '/kursi', { go: connectingGo });
    await page.getByRole('tab', { name: /^Pergi · Rute 1 dari 2/ }).waitFor();
    const [a, b] = await freeSeats(page);
    await page.getByRole('button', { name: `Kursi ${a}, tersedia` }).click();
    await page.getByRole('button', { name: `Kursi ${b}, tersedia` }).click();
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    // Sent to the second leg, with the rule spelled out.
    await expect
      .poll(() =>
        page.getByRole('tab', { name: /Pergi · Rute 2 dari 2/ }).getAttribute('aria-selected'),
      )
      .toBe('true');
    await page.getByText('Silakan pilih 2 kursi untuk Pergi · Rute 2 dari 2').waitFor();
    await page.getByText('Jawa Tengah Nusantara', { exact: false }).first().waitFor();
    const [c, d, e] = await freeSeats(page);
    await page.getByRole('button', { name: `Kursi ${c}, tersedia` }).click();
    await page.getByRole('button', { name: `Kursi ${d}, tersedia` }).click();
    await page.getByRole('button', { name: `Kursi ${e}, tersedia` }).click();
    await page
      .getByText('Jumlah kursi Pergi · Rute 2 dari 2 harus sama dengan kursi Pergi: 2 kursi.')
      .waitFor();
    await screenshot(page, 'seats-phone-connecting');
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await page.waitForURL('**/data-pemesan');
    await passengerField(page, 1, a).waitFor();
    await page.getByText(`Pergi · Rute 2 dari 2: Kursi ${c}`).waitFor();
    await context.close();
  });
});

describe('seats and booker, desktop view', () => {
  it('a round trip: equal seats both ways, return passengers prefilled, no serious axe violations', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await openWithState(context, '/kursi', {
      roundTrip: true,
      go: xtrGo,
      ret: xtrReturn,
    });
    const [goSeat] = await freeSeats(page);
    await page.getByRole('button', { name: `Kursi ${goSeat}, tersedia` }).click();
    await page.getByRole('tab', { name: /Pulang/ }).click();
    await page.getByRole('heading', { name: /^Pulang/ }).waitFor();
    const returnFree = await freeSeats(page);
    const returnSeat = returnFree[returnFree.length - 1];
    await page.getByRole('button', { name: `Kursi ${returnSeat}, tersedia` }).click();
    await screenshot(page, 'seats-desktop');
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await page.waitForURL('**/data-pemesan');
    await page.getByLabel('Nama Lengkap').fill('Dewi Lestari');
    await page.getByLabel('Email').fill('dewi@example.com');
    await page.getByLabel('Nomor Telepon').fill('081298765432');
    await passengerField(page, 1, goSeat).fill('Dewi Lestari');
    await passengerField(page, 1, returnSeat).waitFor();
    expect(await passengerField(page, 1, returnSeat).inputValue()).toBe('Dewi Lestari');
    await screenshot(page, 'booker-desktop');
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Lanjutkan ke Pembayaran' }).click();
    await page.waitForURL('**/pembayaran');
    await context.close();
  });

  it('a seat booked by someone else meanwhile is let go and named; coming back from payment says why', async () => {
    const context = await newContext(browser, DESKTOP);
    const trip = { operatorCode: 'XTR', scheduleCode: 'XTR-01-2000', date: TOMORROW };
    const page = await openWithState(context, '/kursi', { go: trip });
    const [lost, kept] = await freeSeats(page);
    await page.getByRole('button', { name: `Kursi ${lost}, tersedia` }).click();
    await page.getByRole('button', { name: `Kursi ${kept}, tersedia` }).click();
    await bookElsewhere(
      { operator_kode: 'XTR', jadwal_kode: 'XTR-01-2000', tanggal_berangkat: TOMORROW },
      lost ?? '',
    );

    // "Lanjutkan" asks the server again and finds out.
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    const alert = page.getByRole('alert');
    await alert.getByText(`Kursi ${lost} (Pergi) baru saja dipesan orang lain`).waitFor();
    await page.getByRole('button', { name: `Kursi ${lost}, sudah dipesan` }).waitFor();
    expect(
      await page.getByRole('button', { name: `Kursi ${lost}, sudah dipesan` }).isDisabled(),
    ).toBe(true);
    expect(await page.locator('button[data-seat][aria-pressed="true"]').count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/kursi');
    await screenshot(page, 'seats-desktop-seat-lost');
    await expectNoSeriousViolations(page);

    // Payment sends the person back with SEAT_TAKEN's message and seats (history state, as the router keeps it).
    const message = `Kursi ${kept} sudah dipesan orang lain. Silakan pilih kursi lain.`;
    await page.evaluate(
      ({ message, kept }) =>
        history.replaceState(
          {
            usr: { seatTakenMessage: message, kursi: [kept], jadwal_kode: 'XTR-01-2000' },
            key: 'lost',
            idx: 0,
          },
          '',
          '/kursi',
        ),
      { message, kept },
    );
    await page.reload();
    await page.getByRole('alert').getByText(message).waitFor();
    await page.getByRole('button', { name: `Kursi ${kept}, tersedia` }).waitFor();
    expect(await page.locator('button[data-seat][aria-pressed="true"]').count()).toBe(0);
    await context.close();
  });

  it('arriving without a schedule goes back home with the reason', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await gotoChecked(page, '/kursi');
    await page.getByText('Silakan pilih jadwal keberangkatan terlebih dahulu.').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
