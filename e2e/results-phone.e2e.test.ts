import type { Browser, Page } from 'playwright-core';
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

/** The phone of issue 12: 390×844, touch. */
const PHONE_390: typeof PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
};
const DESKTOP_900: typeof DESKTOP = { ...DESKTOP, viewport: { width: 1366, height: 900 } };

const ID_DAYS = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'];
const ID_MONTHS = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];

/** 'YYYY-MM-DD' in Jakarta, `days` from today. */
function jakartaDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The calendar's name of a day: 'Selasa, 24 November 2026'. */
function longName(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return `${ID_DAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${ID_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** The field's and summary's writing of a day: 'Sel, 24 Nov 2026'. */
function shortName(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return `${ID_DAYS[date.getUTCDay()]!.slice(0, 3)}, ${String(date.getUTCDate()).padStart(2, '0')} ${ID_MONTHS[date.getUTCMonth()]!.slice(0, 3)} ${date.getUTCFullYear()}`;
}

/** The summary at the top of the results: route, date, trip type. */
const summary = (page: Page) => page.locator('header').filter({ hasText: '→' }).first();

async function expectNoSeriousViolations(page: Page) {
  const violations = await seriousAxeViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('results on a 390×844 phone', () => {
  it('chooses the date by touch, shows departure times on the first screen, keeps summary and filters in reach, and shares the search by its address', async () => {
    const context = await newContext(browser, PHONE_390);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();

    // The date field: Indonesian, and a calendar sheet a thumb can use.
    const tomorrow = jakartaDate(1);
    await page.getByLabel('Tanggal berangkat').tap();
    const calendar = page.getByRole('dialog');
    await calendar.waitFor();
    await page.screenshot({ path: 'screenshots/date-field-phone-calendar.png' });
    await expectNoSeriousViolations(page);
    if (tomorrow.slice(0, 7) !== jakartaDate(0).slice(0, 7))
      await calendar.getByRole('button', { name: 'Bulan berikutnya' }).tap();
    await calendar.getByRole('button', { name: longName(tomorrow), exact: true }).tap();
    await expect.poll(() => calendar.count()).toBe(0);
    expect(await page.getByLabel('Tanggal berangkat').inputValue()).toBe(shortName(tomorrow));

    await page.getByRole('button', { name: 'Cari Tiket' }).tap();
    await page.waitForURL(/\/jadwal\?/);
    const query = new URL(page.url()).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      asal: 'Bandung',
      asal_tipe: 'city',
      tujuan: 'Jakarta',
      tujuan_tipe: 'city',
      tanggal: tomorrow,
    });

    // The first screen: at least one departure time, wholly inside the 844px viewport.
    const results = page.getByRole('list', { name: 'Hasil pencarian', exact: true });
    await results.waitFor();
    const firstTime = results.getByText(/^\d{2}\.\d{2}$/).first();
    await firstTime.waitFor();
    const box = await firstTime.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    await page.screenshot({ path: 'screenshots/results-phone-first-screen.png' });
    await screenshot(page, 'results-phone');
    await expectNoSeriousViolations(page);

    // The detail list view: every schedule as its own card (a long page).
    await page.getByRole('button', { name: 'Semua jadwal' }).tap();
    await expect.poll(() => new URL(page.url()).searchParams.get('tampilan')).toBe('daftar');
    await page.getByRole('article').nth(3).waitFor();

    // Scrolled down, the trip summary and the filter bar are still on screen.
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const summaryBox = await summary(page).boundingBox();
    expect(summaryBox!.y).toBeGreaterThanOrEqual(0);
    expect(summaryBox!.y).toBeLessThan(150);
    const sortBox = await page.getByLabel('Urutkan').boundingBox();
    expect(sortBox!.y).toBeGreaterThanOrEqual(0);
    expect(sortBox!.y).toBeLessThan(260);
    await page.screenshot({ path: 'screenshots/results-phone-scrolled.png' });

    // "Pagi": the address records it (replacing the entry), the list and highlights agree.
    const highlightsAsked = page.waitForResponse(
      (r) =>
        r.url().includes('/list-highlight-operator') &&
        new URL(r.url()).searchParams.get('quick_filter') === 'pagi',
    );
    const listAsked = page.waitForResponse(
      (r) =>
        r.url().includes('/search-jadwal') &&
        new URL(r.url()).searchParams.get('quick_filter') === 'pagi',
    );
    const historyBefore = await page.evaluate(() => history.length);
    await page.getByRole('button', { name: 'Pagi', exact: true }).tap();
    const [highlightRes, listRes] = await Promise.all([highlightsAsked, listAsked]);
    const highlightBody = (await highlightRes.json()) as {
      results: { list: Array<{ operator_kode: string; jumlah_jadwal: number }> };
    };
    const listBody = (await listRes.json()) as {
      results: { total_jadwal: number; list: Array<{ operator_kode: string }> };
    };
    await expect.poll(() => new URL(page.url()).searchParams.get('cepat')).toBe('pagi');
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);
    const highlighted = highlightBody.results.list.reduce((sum, op) => sum + op.jumlah_jadwal, 0);
    expect(highlighted).toBeLessThanOrEqual(listBody.results.total_jadwal);
    const listed = new Set(listBody.results.list.map((group) => group.operator_kode));
    for (const op of highlightBody.results.list) expect(listed.has(op.operator_kode)).toBe(true);
    if (listBody.results.total_jadwal === 0) {
      await page.getByRole('heading', { name: 'Jadwal tidak ditemukan' }).waitFor();
      expect(await page.getByRole('heading', { name: 'Operator unggulan' }).count()).toBe(0);
    } else {
      await page
        .getByRole('heading', { name: new RegExp(`${listBody.results.total_jadwal} jadwal`) })
        .waitFor();
    }
    await screenshot(page, 'results-phone-pagi');

    // Still the list view: the morning's schedules, one card each.
    if (listBody.results.total_jadwal > 0) {
      await page.getByRole('article').first().waitFor();
      const cards = await page.getByRole('article').count();
      expect(cards).toBeGreaterThan(0);
      expect(cards).toBeLessThanOrEqual(listBody.results.total_jadwal);
    }

    // The same address in a fresh browser (no storage, English locale): the same search.
    const shared = page.url();
    const fresh = await browser.newContext({
      ...DESKTOP_900,
      baseURL: baseUrl(),
      locale: 'en-US',
      timezoneId: 'Asia/Jakarta',
    });
    const other = await fresh.newPage();
    await other.goto(shared.replace(baseUrl(), ''));
    await summary(other).getByText('Bandung').waitFor();
    const otherSummary = (await summary(other).textContent()) ?? '';
    expect(otherSummary).toContain('Jakarta');
    expect(otherSummary).toContain(shortName(tomorrow));
    expect(
      await other.getByRole('button', { name: 'Pagi', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      await other.getByRole('button', { name: 'Semua jadwal' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(new URL(other.url()).search).toBe(new URL(shared).search);
    // Its "Ubah" form shows the date in Indonesian though the browser speaks English.
    await other.getByRole('button', { name: /^Ubah/ }).click();
    expect(await other.getByLabel('Tanggal berangkat').inputValue()).toBe(shortName(tomorrow));
    await other
      .getByRole('button', { name: /^Tutup/ })
      .first()
      .click();
    await screenshot(other, 'results-desktop-shared');
    await fresh.close();

    // Another day from the date bar is a new history entry: Back returns to tomorrow.
    const dayAfter = jakartaDate(2);
    await page
      .getByRole('navigation', { name: 'Pilih tanggal lain' })
      .getByRole('button', { name: new RegExp(shortName(dayAfter).slice(0, 11)) })
      .tap();
    await expect.poll(() => new URL(page.url()).searchParams.get('tanggal')).toBe(dayAfter);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('tanggal')).toBe(tomorrow);
    await expect
      .poll(async () => (await summary(page).textContent()) ?? '')
      .toContain(shortName(tomorrow));
    await context.close();
  });

  it('desktop 1366×900: the same page uses the width, with the summary, filters beside the list and the view toggle', async () => {
    const context = await newContext(browser, DESKTOP_900);
    const page = await context.newPage();
    const tomorrow = jakartaDate(1);
    await page.goto(
      `/jadwal?asal=Bandung&asal_id=1&asal_tipe=city&tujuan=Jakarta&tujuan_id=2&tujuan_tipe=city&tanggal=${tomorrow}`,
    );
    await page.getByRole('list', { name: 'Hasil pencarian', exact: true }).waitFor();
    await page.getByRole('complementary', { name: 'Filter' }).waitFor();
    const firstTime = page
      .getByRole('list', { name: 'Hasil pencarian', exact: true })
      .getByText(/^\d{2}\.\d{2}$/)
      .first();
    const box = await firstTime.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(900);
    await page.screenshot({ path: 'screenshots/results-desktop-first-screen.png' });
    await screenshot(page, 'results-desktop');
    await expectNoSeriousViolations(page);
    await context.close();
  });
});
