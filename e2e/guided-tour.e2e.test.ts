import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_DESKTOP, AUTH_PHONE } from './support/auth-steps';
import { launchBrowser, newContext, screenshot, seriousAxeViolations } from './support/browser';
import { chooseSchedule, pickFreeSeat, search } from './support/journey-steps';

/**
 * Issue 9, "the guided tour with its steps for the reservation form and trip search (on/off
 * and current step, remembered)": started from "Panduan", one part of the form lit at a
 * time, resumed after a reload at the step the person was on.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const tourDialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** The lit part's box and the part's own box overlap: the spotlight is on it. */
async function litPart(page: Page, target: string) {
  await page.waitForFunction(
    (name) => {
      const part = document.querySelector(`[data-tour="${name}"]`)?.getBoundingClientRect();
      const spot = document.querySelector('[data-tour-spotlight]')?.getBoundingClientRect();
      return (
        part !== undefined &&
        spot !== undefined &&
        Math.abs(spot.top + 6 - part.top) < 2 &&
        Math.abs(spot.left + 6 - part.left) < 2
      );
    },
    target,
    { timeout: 5_000 },
  );
}

describe('the guided tour', () => {
  it('walks a phone through the search form and resumes after a reload', async () => {
    const context = await newContext(browser, AUTH_PHONE);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Panduan pencarian jadwal' }).click();
    const tour = tourDialog(page, 'Panduan pencarian jadwal');
    await tour.getByText('Langkah 1 dari 4').waitFor();
    await tour.getByRole('heading', { name: 'Sekali jalan atau pulang pergi' }).waitFor();
    await tour.getByRole('button', { name: 'Lanjut' }).click();
    await tour.getByRole('heading', { name: 'Dari mana ke mana' }).waitFor();
    await screenshot(page, 'tour-search-phone-step-2');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The step is remembered (the persisted store): a reload resumes it.
    await page.reload();
    await tourDialog(page, 'Panduan pencarian jadwal').getByText('Langkah 2 dari 4').waitFor();
    await page.keyboard.press('Enter'); // "Lanjut" has the focus
    await tour.getByRole('heading', { name: 'Tanggal perjalanan' }).waitFor();
    await tour.getByRole('button', { name: 'Lanjut' }).click();
    await tour.getByRole('heading', { name: 'Cari jadwal' }).waitFor();
    await tour.getByRole('button', { name: 'Selesai' }).click();
    expect(await tour.count()).toBe(0);

    // Finished: a reload does not bring it back, and the form works as before.
    await page.reload();
    await page.getByRole('button', { name: 'Cari Tiket' }).waitFor();
    expect(await tourDialog(page, 'Panduan pencarian jadwal').count()).toBe(0);
    await context.close();
  });

  it('walks a desktop through the reservation form, lighting each part', async () => {
    const context = await newContext(browser, AUTH_DESKTOP);
    const page = await context.newPage();
    await search(page);
    await chooseSchedule(page, 'Xpress Trans Priangan', '10.00');
    await page.waitForURL('**/kursi');
    await pickFreeSeat(page);
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await page.waitForURL('**/data-pemesan');

    await page.getByRole('button', { name: 'Panduan mengisi data pemesan' }).click();
    const tour = tourDialog(page, 'Panduan mengisi data pemesan');
    await tour.getByRole('heading', { name: 'Data pemesan' }).waitFor();
    await litPart(page, 'booker');
    await tour.getByRole('button', { name: 'Lanjut' }).click();
    await tour.getByRole('heading', { name: 'Nama penumpang' }).waitFor();
    await litPart(page, 'passengers');
    await tour.getByRole('button', { name: 'Lanjut' }).click();
    await tour.getByRole('heading', { name: 'Periksa perjalanan' }).waitFor();
    await litPart(page, 'summary');
    await screenshot(page, 'tour-booker-desktop-summary');
    await tour.getByRole('button', { name: 'Lewati' }).click();
    expect(await tour.count()).toBe(0);
    // The form under it is untouched and usable.
    await page.getByLabel('Nama Lengkap').fill('Dewi Lestari');
    expect(await page.getByLabel('Nama Lengkap').inputValue()).toBe('Dewi Lestari');
    await context.close();
  });
});
