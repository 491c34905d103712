import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
  seriousAxeViolations,
} from './support/browser';

/** 'YYYY-MM-DD' in Jakarta, `days` from today. */
function jakartaDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function expectNoSeriousViolations(page: Page) {
  const violations = await seriousAxeViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

/** Waits until `target` is where it was 200 ms before (its list has stopped moving). */
async function stillFor(target: Locator) {
  let last = '';
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await target.boundingBox());
        const same = box === last && box !== 'null';
        last = box;
        return same;
      },
      { interval: 200, timeout: 10_000 },
    )
    .toBe(true);
}

async function pick(page: Page, field: 'Dari' | 'Ke', group: string, option: RegExp) {
  await page.getByLabel(field, { exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('region', { name: group }).getByRole('button', { name: option }).click();
  await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(0);
}

/** Opens a path and fails clearly when the server refuses the app's own files (JS, CSS). */
async function open(page: Page, path: string) {
  const refused: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/assets/') && response.status() >= 400)
      refused.push(`${response.status()} ${url.pathname}`);
  });
  await page.goto(path);
  expect(refused, 'the server must serve the built web app without client credentials').toEqual([]);
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('search and results', () => {
  it('phone: picks points, searches, changes date, filters and sorts, and lands on the seat map', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await open(page, '/');
    await page.getByRole('heading', { level: 1, name: /Pesan tiket bus/ }).waitFor();
    await page.getByRole('heading', { name: 'Kota populer' }).waitFor();
    await page.getByRole('heading', { name: 'Xpress Trans Priangan' }).waitFor();
    expect(await page.locator('[data-view="m"]').count()).toBe(1);
    await screenshot(page, 'search-phone-home');
    await expectNoSeriousViolations(page);

    await pick(page, 'Dari', 'Bandung', /^Pasteur/);
    await pick(page, 'Ke', 'Jakarta', /^Blok M/);
    expect(await page.getByLabel('Dari', { exact: true }).inputValue()).toBe('Bandung - Pasteur');
    expect(await page.getByLabel('Ke', { exact: true }).inputValue()).toBe('Jakarta - Blok M');
    await page.getByLabel(/Tanggal berangkat/).fill(jakartaDate(1));
    await page.getByRole('button', { name: 'Cari Tiket' }).click();

    await page.waitForURL(/\/jadwal(\?|$)/);
    // One operator-route serves Pasteur → Blok M: its group opens by itself.
    await page
      .getByRole('button', { name: /^Pilih jadwal 05\.00 Xpress Trans Priangan/ })
      .waitFor();
    await screenshot(page, 'search-phone-results');
    await expectNoSeriousViolations(page);

    // Change the date from the date bar: the list is searched again for that day.
    const dayAfter = jakartaDate(2);
    const dates = page.getByRole('navigation', { name: 'Pilih tanggal lain' });
    const nextDay = dates
      .getByRole('button')
      .nth(
        await dates
          .getByRole('button')
          .evaluateAll(
            (buttons) => buttons.findIndex((b) => b.getAttribute('aria-current') === 'date') + 1,
          ),
      );
    await nextDay.click();
    await expect
      .poll(
        () =>
          page
            .getByText(new RegExp(`${dayAfter.slice(8)} \\w+ ${dayAfter.slice(0, 4)}`))
            .first()
            .isVisible(),
        { timeout: 10_000 },
      )
      .toBe(true);

    // Filters (a disclosure on the phone), sort and a quick filter. The new date's answers
    // first: while they arrive the panel's options and the list under the sticky toolbar
    // still move, and a click aimed at the checkbox can land on what moved over it.
    await expect
      .poll(() => page.locator('section[aria-labelledby="results-title"][aria-busy]').count())
      .toBe(0);
    await page.getByRole('button', { name: 'Filter' }).click();
    const ac = page.getByRole('checkbox', { name: /^AC/ });
    await stillFor(ac);
    await ac.check();
    await page.getByLabel('Urutkan').selectOption('harga-termurah');
    await page.getByRole('button', { name: 'Sore', exact: true }).click();
    const choose = page.getByRole('button', { name: /^Pilih jadwal 1[5-7]\.00/ }).first();
    await choose.waitFor();
    await screenshot(page, 'search-phone-filtered');
    await choose.click();

    await page.waitForURL('**/kursi');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('app') ?? '{}'));
    expect(stored.state.schedule.selectedGo).toMatchObject({ operatorCode: 'XTR', date: dayAfter });
    expect(stored.state.schedule.quickFilterGo).toBe('sore');
    await context.close();
  });

  it('desktop: round trip, go then return with separate filters, map and detail, then the seat map', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await open(page, '/');
    await page.getByRole('heading', { name: 'Xpress Trans Priangan' }).waitFor();
    expect(await page.locator('[data-view="d"]').count()).toBe(1);
    await screenshot(page, 'search-desktop-home');
    await expectNoSeriousViolations(page);

    await page.getByRole('radio', { name: 'Pulang Pergi' }).check();
    await page.getByLabel(/Tanggal berangkat/).fill(jakartaDate(1));
    await page.getByLabel(/Tanggal pulang/).fill(jakartaDate(3));
    await page.getByRole('button', { name: 'Cari Tiket' }).click();
    await page.waitForURL(/\/jadwal(\?|$)/);

    // Filters in the side column; the operator filter applies to the go list only.
    const aside = page.getByRole('complementary', { name: 'Filter' });
    await aside.getByRole('checkbox', { name: /^Xpress Trans Priangan/ }).check();
    const groups = page.getByRole('button', { name: /^Lihat \d+ jadwal/ });
    await expect
      .poll(() => page.getByRole('heading', { name: /Bayu Raya Shuttle/ }).count(), {
        timeout: 10_000,
      })
      .toBe(0);
    await groups.first().click();

    // The points map and the detail of a schedule, on demand.
    await page.getByRole('button', { name: 'Lihat peta titik' }).first().click();
    await page.getByRole('region', { name: /Titik naik Bandung Pasteur/ }).waitFor();
    await page.getByRole('button', { name: 'Detail' }).first().click();
    await page.getByRole('heading', { name: /Syarat & ketentuan Xpress Trans Priangan/ }).waitFor();
    await screenshot(page, 'search-desktop-results');
    await expectNoSeriousViolations(page);

    await page
      .getByRole('button', { name: /^Pilih pergi jadwal/ })
      .first()
      .click();
    await page.getByRole('heading', { name: /Pilih jadwal pulang/ }).waitFor();
    // The return list has its own filters: nothing checked.
    expect(await aside.getByRole('checkbox', { checked: true }).count()).toBe(0);
    await page.getByText(/Jadwal pergi:/).waitFor();
    await page
      .getByRole('button', { name: /^Lihat \d+ jadwal/ })
      .first()
      .click();
    await screenshot(page, 'search-desktop-return');
    await page
      .getByRole('button', { name: /^Pilih pulang jadwal/ })
      .first()
      .click();

    await page.waitForURL('**/kursi');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('app') ?? '{}'));
    expect(stored.state.schedule.selectedGo).toMatchObject({
      operatorCode: 'XTR',
      date: jakartaDate(1),
    });
    expect(stored.state.schedule.selectedReturn).toMatchObject({ date: jakartaDate(3) });
    expect(stored.state.schedule.filtersGo.operator).toEqual(['XTR']);
    expect(stored.state.schedule.filtersReturn).toEqual({});
    await context.close();
  });

  it('shows a connecting journey with its legs and transfer point', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await open(page, '/');
    await pick(page, 'Ke', 'Semarang', /Semarang \(semua titik\)/);
    await page.getByLabel(/Tanggal berangkat/).fill(jakartaDate(1));
    await page.getByRole('button', { name: 'Cari Tiket' }).click();
    await page.waitForURL(/\/jadwal(\?|$)/);
    const group = page
      .getByRole('listitem')
      .filter({ has: page.getByText('Bersambung') })
      .first();
    await group
      .getByRole('button', { name: /^Lihat \d+ jadwal|^Tutup jadwal/ })
      .first()
      .waitFor();
    if ((await group.getByRole('button', { name: /^Lihat/ }).count()) > 0)
      await group.getByRole('button', { name: /^Lihat/ }).click();
    await group.getByRole('list', { name: 'Perjalanan bersambung' }).first().waitFor();
    expect(
      await group
        .getByText(/Cirebon Hub/)
        .first()
        .isVisible(),
    ).toBe(true);
    await screenshot(page, 'search-desktop-connecting');
    await context.close();
  });

  it('desktop layout in a window as narrow as a phone: no sideways scroll, every field whole', async () => {
    const context = await newContext(browser, {
      ...DESKTOP,
      viewport: { width: 360, height: 740 },
    });
    const page = await context.newPage();
    await open(page, '/');
    // The app has rendered (a section from the API is shown) and is the desktop one.
    await page.getByRole('heading', { name: 'Xpress Trans Priangan' }).waitFor();
    expect(await page.locator('[data-view="d"]').count()).toBe(1);
    await page.getByRole('radio', { name: 'Pulang Pergi' }).check();
    await page.getByLabel(/Tanggal pulang/).waitFor();
    const layout = await page.evaluate(() => {
      const form = document.querySelector('form')!.getBoundingClientRect();
      const fields = [...document.querySelectorAll('form input:not([type=radio])')];
      return {
        pageWidth: document.documentElement.scrollWidth,
        screenWidth: document.documentElement.clientWidth,
        outsideTheCard: [...document.querySelectorAll('form *')]
          .filter((el) => {
            const box = el.getBoundingClientRect();
            return box.width > 0 && box.right > form.right + 0.5;
          })
          .map((el) => el.outerHTML.slice(0, 80)),
        narrowestField: Math.min(...fields.map((el) => el.getBoundingClientRect().width)),
      };
    });
    expect(layout.pageWidth).toBe(layout.screenWidth);
    expect(layout.outsideTheCard).toEqual([]);
    // Wide enough for "Sel, 08 Des 2026" and a city's name, not cut to a few letters.
    expect(layout.narrowestField).toBeGreaterThan(170);
    await screenshot(page, 'search-desktop-narrow');
    await context.close();
  });
});
