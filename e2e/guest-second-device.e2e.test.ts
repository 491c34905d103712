import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  DESKTOP,
  expectAccessible,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
} from './support/browser';
import {
  bookAsSomeoneElse,
  type Booker,
  bookThroughUi,
  payOnSimulator,
} from './support/journey-steps';

/**
 * Issue 12, "a guest on another device can act": a booking made in one browser is found
 * in another through /cek-pesanan and cancelled there; /reservasi/<kode> in a fresh
 * browser asks for the booker's e-mail or phone and then shows the booking; and a person
 * on another loopback origin than PUBLIC_BASE_URL comes back to it after paying.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const NOT_FOUND =
  'Pesanan tidak ditemukan. Periksa kembali kode booking dan email atau nomor telepon Anda.';

function tomorrow(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(
    new Date(Date.now() + 86_400_000),
  );
}

describe('a guest on another device', () => {
  it('finds the unpaid booking from a second browser through Cek Pesanan and cancels it there', async () => {
    const booker: Booker = {
      name: 'Sari Wulandari',
      email: 'sari.dua-perangkat@example.com',
      phone: '081298765432',
    };
    const phone = await newContext(browser, PHONE);
    const bookingPage = await phone.newPage();
    const code = await bookThroughUi(bookingPage, booker, '09.00');

    const desktop = await newContext(browser, DESKTOP);
    const other = await desktop.newPage();
    await other.goto(`/cek-pesanan?kode=${code}`);
    // A wrong contact opens nothing.
    await other.getByLabel(/Email atau nomor telepon/).fill('orang.lain@example.com');
    await other.getByRole('button', { name: 'Cek Pesanan' }).click();
    await other.getByText(NOT_FOUND).waitFor();
    expect(await other.getByRole('button', { name: 'Batalkan Pesanan' }).count()).toBe(0);

    // The phone, written another way, proves it: the booking's own actions appear.
    await other.getByLabel(/Email atau nomor telepon/).fill('+62 812-9876-5432');
    await other.getByRole('button', { name: 'Cek Pesanan' }).click();
    await other
      .getByRole('heading', { name: new RegExp(`${code} · Menunggu Pembayaran`) })
      .waitFor();
    expect(
      await other.getByRole('link', { name: 'Lanjutkan Pembayaran' }).getAttribute('href'),
    ).toBe(`/reservasi/${code}`);
    await other.getByRole('button', { name: 'Ganti Metode Pembayaran' }).waitFor();
    await screenshot(other, 'lookup-desktop-pending-actions');
    await expectAccessible(other);

    await other.getByRole('button', { name: 'Batalkan Pesanan' }).click();
    const dialog = other.getByRole('dialog', { name: 'Batalkan pesanan?' });
    await dialog.getByRole('button', { name: 'Ya, Batalkan' }).click();
    await other.getByRole('heading', { name: `${code} · Dibatalkan` }).waitFor();
    await screenshot(other, 'lookup-desktop-cancelled');

    // The booking browser sees it cancelled too.
    await bookingPage.reload();
    await bookingPage.getByRole('heading', { name: 'Pesanan Dibatalkan' }).waitFor();
    await phone.close();
    await desktop.close();
  });

  it('asks a fresh browser opening /reservasi/<kode> for the contact, then shows the booking', async () => {
    // Booked elsewhere (through the API, as another device would): this browser has no token.
    const code = await bookAsSomeoneElse({
      operator: 'XTR',
      schedule: 'XTR-01-1400',
      date: tomorrow(),
      seats: ['5'],
    });
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto(`/reservasi/${code}`);
    await page.getByRole('heading', { name: `Buka pesanan ${code}` }).waitFor();
    expect(await page.getByText('Pesanan tidak ditemukan', { exact: true }).count()).toBe(0);
    await screenshot(page, 'reservation-phone-contact-gate');
    await expectAccessible(page);

    const field = page.getByLabel(/Email atau nomor telepon pemesan/);
    await page.getByRole('button', { name: 'Buka Pesanan' }).click();
    await page.getByText('Harap isi email atau nomor telepon pemesan').waitFor();
    await field.fill('salah@example.com');
    await page.getByRole('button', { name: 'Buka Pesanan' }).click();
    await page.getByText(NOT_FOUND).waitFor();

    // bookAsSomeoneElse books as 'lain@example.com', 081111111111.
    await field.fill('0811-1111-1111');
    await page.getByRole('button', { name: 'Buka Pesanan' }).click();
    await page.getByRole('heading', { name: 'Menunggu Pembayaran' }).waitFor();
    await page.getByRole('button', { name: 'Batalkan Pesanan' }).waitFor();
    await page
      .getByText('Kode booking ' + code)
      .first()
      .waitFor();

    // The token is kept: a reload opens the booking straight away.
    await page.reload();
    await page.getByRole('heading', { name: 'Menunggu Pembayaran' }).waitFor();
    await context.close();
  });

  it('reads the same at the other sizes: the look-up actions on a phone, the contact form on a desktop', async () => {
    const code = await bookAsSomeoneElse({
      operator: 'XTR',
      schedule: 'XTR-01-1500',
      date: tomorrow(),
      seats: ['6'],
    });
    const phone = await newContext(browser, PHONE);
    const lookup = await phone.newPage();
    await lookup.goto(`/cek-pesanan?kode=${code}`);
    await lookup.getByLabel(/Email atau nomor telepon/).fill('lain@example.com');
    await lookup.getByRole('button', { name: 'Cek Pesanan' }).click();
    await lookup.getByRole('link', { name: 'Lanjutkan Pembayaran' }).waitFor();
    await lookup.getByRole('button', { name: 'Ganti Metode Pembayaran' }).waitFor();
    await lookup.getByRole('button', { name: 'Batalkan Pesanan' }).waitFor();
    await screenshot(lookup, 'lookup-phone-pending-actions');
    await expectAccessible(lookup);
    // The link opens the booking's own page on this phone (the token is kept).
    await lookup.getByRole('link', { name: 'Lanjutkan Pembayaran' }).click();
    await lookup.getByRole('heading', { name: 'Menunggu Pembayaran' }).waitFor();
    await lookup.getByRole('link', { name: 'Buka Halaman Pembayaran' }).waitFor();
    await phone.close();

    const desktop = await newContext(browser, DESKTOP);
    const page = await desktop.newPage();
    await page.goto(`/reservasi/${code}`);
    await page.getByRole('heading', { name: `Buka pesanan ${code}` }).waitFor();
    await screenshot(page, 'reservation-desktop-contact-gate');
    await expectAccessible(page);
    await page.getByLabel(/Email atau nomor telepon pemesan/).fill('LAIN@example.com');
    await page.getByRole('button', { name: 'Buka Pesanan' }).click();
    await page.getByRole('heading', { name: 'Menunggu Pembayaran' }).waitFor();
    await desktop.close();
  });

  it('sends a person on another loopback origin back to that origin after paying on the simulator', async () => {
    // PUBLIC_BASE_URL is http://127.0.0.1:<port>; this person uses http://localhost:<port>,
    // whose storage is the only one holding their guest token.
    const origin = baseUrl().replace('127.0.0.1', 'localhost');
    // As every journey's visitor, one who has seen the welcome popup (it would cover home).
    const context = await newContext(browser, DESKTOP, { origin });
    const page = await context.newPage();
    const code = await bookThroughUi(
      page,
      { name: 'Rudi Hartono', email: 'rudi.localhost@example.com', phone: '081377788899' },
      '11.00',
    );
    const href = await page
      .getByRole('link', { name: 'Buka Halaman Pembayaran' })
      .getAttribute('href');
    expect(new URL(href ?? '').origin).toBe(origin);

    const simulator = await payOnSimulator(context, page);
    expect(new URL(simulator.url()).origin).toBe(origin);
    expect(new URL(simulator.url()).pathname).toBe(`/reservasi/${code}`);
    await simulator.getByRole('heading', { name: /Pembayaran Berhasil/ }).waitFor();
    await context.close();
  });
});
