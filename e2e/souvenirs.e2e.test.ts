import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP_1366,
  expectAccessible,
  launchBrowser,
  newContext,
  PHONE_390,
  screenshot,
  settled,
} from './support/browser';

/**
 * Oleh-oleh in a real browser against the demo souvenirs of a fresh server: the catalogue
 * (banners, category chips, search, its empty state), a product page with
 * recommendations, a cart of two products with one removed, and the order opened as a
 * WhatsApp message (the wa.me window is caught and its text read: the remaining product
 * with its price and total). The cart survives a reload, the first-time hint shows once,
 * the floating button stays where it was dragged, and clearing the cart hides it.
 * Screens at 390x844 and 1366x900 (screenshots/, git-ignored), scanned by axe.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A whole page from its top; `viewport` for what floats (the cart sheet, the hint). */
async function shot(page: Page, name: string, options: { viewport?: boolean } = {}) {
  await settled(page);
  // Lazy images below the fold load as the page is photographed whole.
  await page.evaluate(async () => {
    for (const img of Array.from(document.images)) img.loading = 'eager';
    await Promise.all(
      Array.from(document.images).map((img) =>
        img.complete ? null : new Promise((done) => img.addEventListener('load', done)),
      ),
    );
  });
  await settled(page);
  if (options.viewport) {
    await page.screenshot({ path: `screenshots/${name}.png` });
    return;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** Catches every wa.me window the page opens (no network here) and answers a stand-in. */
async function catchWhatsapp(context: BrowserContext): Promise<string[]> {
  const opened: string[] = [];
  await context.route('https://wa.me/**', async (route) => {
    opened.push(route.request().url());
    await route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>WhatsApp' });
  });
  return opened;
}

function cartButton(page: Page) {
  return page.getByRole('button', { name: /^Keranjang oleh-oleh, \d+ barang$/ });
}

describe('oleh-oleh', () => {
  it('phone: browse, two products in the cart, one removed, the WhatsApp order of the other', async () => {
    const context = await newContext(browser, PHONE_390);
    const opened = await catchWhatsapp(context);
    const page = await context.newPage();
    try {
      // From home, through the footer's link.
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Oleh-oleh' }).click();
      await page.waitForURL('**/oleh-oleh');
      await page.getByRole('heading', { level: 1, name: 'Oleh-oleh Khas' }).waitFor();
      await page.getByRole('heading', { level: 3, name: 'Bolu Kukus Ketan Hitam' }).waitFor();
      expect(await page.getByRole('img', { name: /^Oleh-oleh Khas Kota Tujuan/ }).count()).toBe(1);
      await expectAccessible(page);
      await shot(page, 'souvenirs-catalogue-390');

      // A category chip narrows the list.
      const chips = page.getByRole('navigation', { name: 'Kategori oleh-oleh' });
      await chips.getByRole('link', { name: 'Kue & Bolu' }).click();
      await page.waitForURL(/kategori=\d+/);
      await chips
        .getByRole('link', { name: 'Kue & Bolu', exact: true })
        .and(page.locator('[aria-current="page"]'))
        .waitFor();
      await page.getByText('Menampilkan 3 dari 3 oleh-oleh').waitFor();

      // The first product into the cart: the floating button and the first-time hint.
      await page
        .getByRole('button', { name: 'Tambah Bolu Kukus Ketan Hitam ke keranjang' })
        .click();
      await page.getByRole('button', { name: 'Keranjang oleh-oleh, 1 barang' }).waitFor();
      const hint = page.getByRole('note', { name: 'Keranjang oleh-oleh' });
      await hint.waitFor();
      await shot(page, 'souvenirs-cart-hint-390', { viewport: true });
      await hint.getByRole('button', { name: 'Mengerti' }).click();
      await hint.waitFor({ state: 'detached' });

      // Search, then the product page and its recommendations.
      await page.getByRole('link', { name: 'Semua', exact: true }).click();
      await page.getByRole('searchbox', { name: 'Cari oleh-oleh' }).fill('tidak ada di mana pun');
      await page.getByRole('button', { name: 'Cari', exact: true }).click();
      await page.getByRole('heading', { name: 'Oleh-oleh tidak ditemukan' }).waitFor();
      await shot(page, 'souvenirs-empty-390');
      await page.getByRole('searchbox', { name: 'Cari oleh-oleh' }).fill('bakpia');
      await page.getByRole('button', { name: 'Cari', exact: true }).click();
      await page.getByRole('link', { name: 'Bakpia Kacang Hijau' }).click();
      await page.getByRole('heading', { level: 1, name: 'Bakpia Kacang Hijau' }).waitFor();
      await page.getByRole('heading', { name: 'Rekomendasi oleh-oleh lain' }).waitFor();
      await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
      await page.getByRole('button', { name: 'Keranjang oleh-oleh, 2 barang' }).waitFor();
      await expectAccessible(page);
      await shot(page, 'souvenirs-product-390');

      // The cart: two products; remove one by its button, then order the other.
      await cartButton(page).click();
      const sheet = page.getByRole('dialog', { name: 'Keranjang Oleh-oleh' });
      await sheet.waitFor();
      expect(await sheet.getByRole('listitem').count()).toBe(2);
      await expectAccessible(page);
      await shot(page, 'souvenirs-cart-390', { viewport: true });
      await sheet.getByRole('button', { name: 'Hapus Bolu Kukus Ketan Hitam' }).click();
      expect(await sheet.getByRole('listitem').count()).toBe(1);
      await sheet.getByText('Rp 45.000', { exact: true }).waitFor();

      await sheet.getByRole('button', { name: 'Pesan lewat WhatsApp' }).click();
      const preview = sheet.getByTestId('souvenir-message');
      await preview.waitFor();
      await expect.poll(() => opened.length).toBe(1);
      const link = new URL(opened[0] ?? '');
      // One seller (Bakpia Mbok Sri): the order goes to that seller's number.
      expect(link.hostname + link.pathname).toBe('wa.me/6281227001575');
      const text = link.searchParams.get('text') ?? '';
      expect(text).toContain('1. Bakpia Kacang Hijau (Bakpia Mbok Sri, Yogyakarta)');
      expect(text).toContain('1 x Rp 45.000 / kotak isi 20 = Rp 45.000');
      expect(text).toContain('*Total: Rp 45.000*');
      expect(text).not.toContain('Bolu');
      expect(await preview.textContent()).toBe(text);
      await shot(page, 'souvenirs-message-390', { viewport: true });

      // The cart is kept across a reload; the hint does not come back.
      await page.reload();
      await page.getByRole('button', { name: 'Keranjang oleh-oleh, 1 barang' }).waitFor();
      expect(await page.getByRole('note', { name: 'Keranjang oleh-oleh' }).count()).toBe(0);

      // Clear all: the cart is empty and isCart off, so the button goes.
      await cartButton(page).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Kosongkan' }).click();
      await cartButton(page).waitFor({ state: 'detached' });
      const stored = await page.evaluate(() =>
        JSON.parse(localStorage.getItem('souvenir') ?? '{}'),
      );
      expect(stored.state).toMatchObject({ cart: [], isCart: false, isShowTutorial: false });
    } finally {
      await context.close();
    }
  });

  it('desktop: catalogue, product and cart; the cart button stays where it was dragged', async () => {
    const context = await newContext(browser, DESKTOP_1366);
    await catchWhatsapp(context);
    const page = await context.newPage();
    try {
      await page.goto('/oleh-oleh');
      await page.getByRole('heading', { level: 3, name: 'Bolu Kukus Ketan Hitam' }).waitFor();
      // Paging: eight at first, the rest after "Muat lebih banyak".
      await page.getByText('Menampilkan 8 dari 11 oleh-oleh').waitFor();
      await page.getByRole('button', { name: 'Muat lebih banyak' }).click();
      await page.getByText('Menampilkan 11 dari 11 oleh-oleh').waitFor();
      expect(await page.getByRole('button', { name: 'Muat lebih banyak' }).count()).toBe(0);
      // A sold-out product shows, without Tambah.
      await page.getByText('Stok habis').first().waitFor();
      await page.getByRole('button', { name: 'Tambah Dodol Betawi ke keranjang' }).click();
      await page.getByRole('note', { name: 'Keranjang oleh-oleh' }).getByRole('button').click();
      await expectAccessible(page);
      await shot(page, 'souvenirs-catalogue-1366');

      await page.getByRole('link', { name: 'Kain Batik Cap Kawung' }).click();
      await page.getByRole('heading', { level: 1, name: 'Kain Batik Cap Kawung' }).waitFor();
      await page.getByRole('heading', { name: 'Rekomendasi oleh-oleh lain' }).waitFor();
      await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
      await expectAccessible(page);
      await shot(page, 'souvenirs-product-1366');

      // Drag the floating button to the top left; it stays there after a reload.
      const button = cartButton(page);
      const box = await button.boundingBox();
      expect(box).not.toBeNull();
      if (!box) return;
      await page.mouse.move(box.x + 28, box.y + 28);
      await page.mouse.down();
      await page.mouse.move(200, 300, { steps: 8 });
      await page.mouse.up();
      expect(await page.getByRole('dialog').count()).toBe(0);
      // Where the drag left it (the button keeps inside the page, so not exactly under the
      // pointer), well away from where it started, and the same after a reload.
      const dropped = await cartButton(page).boundingBox();
      expect(Math.abs((dropped?.x ?? 0) - box.x)).toBeGreaterThan(200);
      await page.reload();
      await cartButton(page).waitFor();
      const moved = await cartButton(page).boundingBox();
      // Exactly where it was left, from the first frame (the page's fade-in moves no fixed
      // element: it animates opacity only).
      expect(Math.abs((moved?.x ?? 0) - (dropped?.x ?? 0))).toBeLessThan(2);
      expect(Math.abs((moved?.y ?? 0) - (dropped?.y ?? 0))).toBeLessThan(2);

      await cartButton(page).click();
      const sheet = page.getByRole('dialog', { name: 'Keranjang Oleh-oleh' });
      await sheet.waitFor();
      // Two sellers: the total of both, and the order goes to the call centre.
      await sheet.getByText('Rp 200.000', { exact: true }).waitFor();
      await shot(page, 'souvenirs-cart-1366', { viewport: true });
    } finally {
      await context.close();
    }
  });
});
