import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, launchBrowser, newContext, PHONE } from './support/browser';

/**
 * The site's content in a real browser against the demo content of a fresh server: the
 * welcome popup once per visitor, the home carousel, a blog visit and an FAQ visit, each
 * page scanned by axe (no serious or critical violations).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('content', () => {
  it('shows the welcome popup once per visitor, then the carousel moves through banners', async () => {
    const context = await newContext(browser, DESKTOP, { welcomePopup: true });
    const page = await context.newPage();
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: 'Selamat datang di Lintas!' });
    await popup.waitFor();
    await expect
      .poll(() =>
        popup
          .getByRole('button', { name: 'Tutup' })
          .evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    await expectAccessible(page);
    await popup.getByRole('button', { name: 'Tutup' }).click();
    await popup.waitFor({ state: 'detached' });

    const carousel = page.getByRole('region', { name: 'Promo dan info' });
    await carousel.getByRole('link', { name: /Hemat 10% Semua Rute/ }).waitFor();
    await carousel.getByRole('button', { name: 'Banner berikutnya' }).click();
    await carousel.getByRole('link', { name: /Bandung - Jakarta Tiap Jam/ }).waitFor();
    // Its picture ships with the site and fades in once loaded.
    await expect
      .poll(() =>
        carousel
          .locator('img[src="/content/banner-bandung-jakarta.svg"]')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    await expectAccessible(page);

    // Back again (a reload, another visit): the popup is not shown a second time.
    await page.reload();
    await carousel.getByRole('link', { name: /Hemat 10% Semua Rute/ }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog').count()).toBe(0);

    // A visitor from a campaign without its own popup gets nothing new either.
    await page.goto('/?ads_kode=iklan-lain');
    await carousel.getByRole('link', { name: /Hemat 10% Semua Rute/ }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('a visitor reads a blog article by group and a FAQ answer found by words', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Informasi' })
      .getByRole('link', { name: 'Blog' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Blog Lintas' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Rute Populer', exact: true }).click();
    await page.waitForURL(/\/blog\?grup=rute-populer$/);
    await page.getByRole('link', { name: /Bandung - Jakarta: Memilih Jam Berangkat/ }).click();
    await page
      .getByRole('heading', {
        level: 1,
        name: 'Bandung - Jakarta: Memilih Jam Berangkat agar Terhindar Macet',
      })
      .waitFor();
    await page.getByRole('heading', { level: 2, name: 'Jam paling lengang' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/blog/bandung-jakarta-pilihan-jam-terbaik');
    await expectAccessible(page);

    await page
      .getByRole('navigation', { name: 'Informasi' })
      .getByRole('link', { name: 'FAQ' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Pertanyaan Umum (FAQ)' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('Cari pertanyaan').fill('qris');
    await page.getByRole('heading', { level: 2, name: 'Pembayaran' }).waitFor();
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: 'Pemesanan' }).count())
      .toBe(0);
    await page.getByRole('link', { name: 'Metode pembayaran apa saja yang tersedia?' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Metode pembayaran apa saja yang tersedia?' })
      .waitFor();
    await page.getByText(/Virtual account berbagai bank, QRIS/).waitFor();
    await expectAccessible(page);

    await page
      .getByRole('navigation', { name: 'Informasi' })
      .getByRole('link', { name: 'Donasi' })
      .click();
    await page.getByRole('heading', { level: 2, name: 'Berbagi Lewat Perjalanan' }).waitFor();
    await page.getByRole('heading', { name: 'Belum ada pesan donatur' }).waitFor();
    await expectAccessible(page);
    await context.close();
  });
});
