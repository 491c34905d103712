import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, PHONE, screenshot } from './support/browser';
import { bookAndPay, type Booker } from './support/journey-steps';

/**
 * Issue 9, "the e-ticket works offline" (decision 0020): the site is an installable web
 * app whose service worker keeps the app shell and each ticket a person opened, so a bus
 * passenger with no signal at the terminal can still show the code and its QR.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const booker: Booker = {
  name: 'Rina Offline',
  email: 'rina.tanpa-sinyal@example.com',
  phone: '081377788899',
};

describe('the e-ticket with no network', () => {
  it('installs, keeps a paid ticket, and shows its code and QR after an offline reload', async () => {
    const context = await newContext(browser, PHONE, { serviceWorker: true });
    const page = await context.newPage();

    await page.goto('/');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await page.request.get(manifestHref ?? '')).json()) as {
      short_name: string;
      display: string;
      icons: Array<{ sizes: string; type: string }>;
    };
    expect(manifest).toMatchObject({ short_name: 'Lintas', display: 'standalone' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    // The worker is active and controls the page before the journey starts.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    const code = await bookAndPay(context, page, booker, '10.00');

    // Opened once more with the network, as a person checking the ticket would...
    await page.reload();
    const ticket = page.getByRole('region', { name: 'E-Tiket' });
    await ticket.getByTestId('booking-code').waitFor();

    // ...then the signal goes.
    await context.setOffline(true);
    expect(
      await page.evaluate(() =>
        fetch('/api/health').then(
          () => 'online',
          () => 'offline',
        ),
      ),
    ).toBe('offline');
    await page.reload();
    await page.getByRole('heading', { name: /Pembayaran Berhasil/ }).waitFor();
    expect(await ticket.getByTestId('booking-code').textContent()).toBe(code);
    const qr = ticket.getByRole('img', { name: `QR kode booking ${code}` });
    expect(await qr.getAttribute('data-qr-value')).toMatch(new RegExp(`^LINTAS1\\.${code}\\.`));
    expect(((await qr.locator('path').getAttribute('d')) ?? '').length).toBeGreaterThan(100);
    await screenshot(page, 'ticket-phone-offline');

    // Back online, sign-out style cleanup: the kept tickets can be forgotten.
    await context.setOffline(false);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      registration.active?.postMessage('lintas:forget-tickets');
    });
    await expect
      .poll(() => page.evaluate(() => caches.has('lintas-tiket')), { timeout: 5_000 })
      .toBe(false);
    await context.close();
  });
});
