import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
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

async function openWithState(context: BrowserContext, path: string, seed: Seed): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('app', value), appState(seed));
  await page.goto(path);
  return page;
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
    await page.getByRole('button', { name: 'Kursi 1, tersedia' }).waitFor();
    expect(await page.locator('[data-cell="driver"]').textContent()).toContain('Sopir');
    expect(await page.locator('[data-cell="door"]').count()).toBeGreaterThan(0);
    expect(await page.locator('button[data-seat]').count()).toBe(12);
    await screenshot(page, 'seats-phone');
    await expectNoSeriousViolations(page);

    // Keyboard: Tab reaches a seat, Enter and Space select it.
    const seatOne = page.getByRole('button', { name: /^Kursi 1,/ });
    await seatOne.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => seatOne.getAttribute('aria-pressed')).toBe('true');
    expect(await seatOne.getAttribute('aria-label')).toBe('Kursi 1, dipilih');
    await page.keyboard.press('Tab');
    const focusedSeat = await page.evaluate(() => document.activeElement?.getAttribute('data-seat'));
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
    expect(await page.locator('#passenger-go-0-error').textContent()).toBe('Harap isi nama penumpang');
    expect(await name.getAttribute('aria-describedby')).toContain('booker-name-error');
    await expectNoSeriousViolations(page);
    await screenshot(page, 'booker-phone-errors');

    // Letters only: the digit is refused and the rule is named.
    await name.pressSequentially('Budi1');
    expect(await name.inputValue()).toBe('Budi');
    await expect.poll(() => page.locator('#booker-name-error').textContent()).toBe('Hanya abjad yang boleh digunakan');
    // Too short.
    await name.fill('Bu');
    await name.blur();
    await expect
      .poll(() => page.locator('#booker-name-error').textContent())
      .toBe('Masukan min 3 karakter, maksimal 32 karakter');
    const email = page.getByLabel('Email');
    await email.fill('budi@mail');
    await email.blur();
    await expect.poll(() => page.locator('#booker-email-error').textContent()).toBe('Format email tidak valid');
    const phone = page.getByLabel('Nomor Telepon');
    await phone.fill('0812');
    await phone.blur();
    await expect.poll(() => page.locator('#booker-phone-error').textContent()).toBe('Masukan min 9 & max 15 digit angka ');

    // Good values clear the messages.
    await name.fill('Budi Santoso');
    await name.blur();
    await email.fill('budi@example.com');
    await email.blur();
    await phone.fill('0812-3456-7890');
    await phone.blur();
    expect(await phone.inputValue()).toBe('081234567890');
    await page.getByLabel('Sama dengan pemesan').check();
    expect(await page.getByLabel(/^Penumpang 1 - Kursi 1/).inputValue()).toBe('Budi Santoso');
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
    await page.getByRole('button', { name: 'Kursi 1, dipilih' }).waitFor();
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
    await page.getByRole('tab', { name: /Pergi/ }).waitFor();
    await page.getByRole('button', { name: 'Kursi 2, tersedia' }).click();
    await page.getByRole('button', { name: 'Kursi 3, tersedia' }).click();
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    // Sent to the second leg, with the rule spelled out.
    await expect.poll(() => page.getByRole('tab', { name: /Lanjutan 1/ }).getAttribute('aria-selected')).toBe('true');
    await page.getByText('Silakan pilih 2 kursi untuk Lanjutan 1').waitFor();
    await page.getByRole('button', { name: 'Kursi 5, tersedia' }).click();
    await page.getByRole('button', { name: 'Kursi 6, tersedia' }).click();
    await page.getByRole('button', { name: 'Kursi 7, tersedia' }).click();
    await page.getByText('Jumlah kursi Lanjutan 1 harus sama dengan kursi Pergi: 2 kursi.').waitFor();
    await screenshot(page, 'seats-phone-connecting');
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await page.waitForURL('**/data-pemesan');
    await page.getByLabel('Penumpang 1 - Kursi 2').waitFor();
    await page.getByText('Lanjutan 1: Kursi 5').waitFor();
    await context.close();
  });
});

describe('seats and booker, desktop view', () => {
  it('a round trip: equal seats both ways, return passengers prefilled, no serious axe violations', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await openWithState(context, '/kursi', { roundTrip: true, go: xtrGo, ret: xtrReturn });
    await page.getByRole('button', { name: 'Kursi 4, tersedia' }).waitFor();
    await page.getByRole('button', { name: 'Kursi 4, tersedia' }).click();
    await page.getByRole('tab', { name: /Pulang/ }).click();
    await page.getByRole('button', { name: 'Kursi 9, tersedia' }).waitFor();
    await page.getByRole('button', { name: 'Kursi 9, tersedia' }).click();
    await screenshot(page, 'seats-desktop');
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await page.waitForURL('**/data-pemesan');
    await page.getByLabel('Nama Lengkap').fill('Dewi Lestari');
    await page.getByLabel('Email').fill('dewi@example.com');
    await page.getByLabel('Nomor Telepon').fill('081298765432');
    await page.getByLabel('Penumpang 1 - Kursi 4').fill('Dewi Lestari');
    await page.getByLabel('Penumpang 1 - Kursi 9').waitFor();
    expect(await page.getByLabel('Penumpang 1 - Kursi 9').inputValue()).toBe('Dewi Lestari');
    await screenshot(page, 'booker-desktop');
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Lanjutkan ke Pembayaran' }).click();
    await page.waitForURL('**/pembayaran');
    await context.close();
  });

  it('arriving without a schedule goes back home with the reason', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await page.goto('/kursi');
    await page.getByText('Silakan pilih jadwal keberangkatan terlebih dahulu.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});
