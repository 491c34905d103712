import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext, PHONE, screenshot } from './support/browser';
import {
  bookAndPay,
  type Booker,
  payOnSimulator,
  pickFreeSeat,
  screenshotViewport,
} from './support/journey-steps';

/**
 * Issue 21, "Proof": a guest on another device reschedules from the look-up, pays the
 * difference in the simulator and gets the new ticket. Xpress Trans Priangan's demo policy
 * moves a ticket for Rp 15.000 a passenger, and its 17.00 departure is dearer (110 %), so
 * moving there from 08.00 costs the fee plus the fare difference (decision 0040).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const booker: Booker = {
  name: 'Wulan Pratiwi',
  email: 'wulan.ubah-jadwal@example.com',
  phone: '081355566677',
};

describe('a guest moves a paid ticket to a later departure', () => {
  it('from a second phone through Cek Pesanan: picks 17.00 and a seat, pays the difference and gets the new ticket', async () => {
    const first = await newContext(browser, PHONE);
    const bookingPage = await first.newPage();
    const code = await bookAndPay(first, bookingPage, booker, '08.00');
    await first.close();

    // Another phone: the look-up proves the booker and gives it the booking's guest token.
    const second = await newContext(browser, PHONE);
    const page = await second.newPage();
    await page.goto(`/cek-pesanan?kode=${code}`);
    await page.getByLabel(/Email atau nomor telepon/).fill(booker.email);
    await page.getByRole('button', { name: 'Cek Pesanan' }).click();
    await page.getByRole('link', { name: /^Kelola Pesanan/ }).click();
    await page.waitForURL(`**/reservasi/${code}`);
    await page.getByRole('heading', { name: /Pembayaran Berhasil/ }).waitFor();
    await page.getByRole('button', { name: 'Ubah Jadwal' }).click();
    await page.waitForURL(`**/ubah-jadwal/${code}`);

    // The day of the ticket, its own 08.00 marked and not choosable.
    const current = page.getByRole('button', { name: /^Jadwal 08\.00 .*Jadwal Anda saat ini$/ });
    await current.waitFor();
    expect(await current.isDisabled()).toBe(true);
    await page.getByRole('button', { name: /^Jadwal 17\.00 .*Rp/ }).click();
    const seat = await pickFreeSeat(page);
    const confirm = page.getByRole('button', { name: /^Ubah Jadwal · Bayar Rp/ });
    await confirm.waitFor();
    // The fee and the dearer fare: more than the fee alone to pay.
    const owed = Number((await confirm.innerText()).replace(/\D/g, ''));
    expect(owed).toBeGreaterThan(15_000);
    await page
      .getByTestId('reschedule-price')
      .getByText(/Biaya ubah jadwal/i)
      .waitFor();
    await page.getByText(new RegExp(`Kursi \\d+ → ${seat}`)).waitFor();
    await screenshot(page, 'reschedule-phone-quote');
    await expectAccessible(page);

    await confirm.click();
    await page.waitForURL(
      (url) => url.pathname.startsWith('/reservasi/') && !url.pathname.endsWith(code),
    );
    const newCode = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    expect(newCode).not.toBe(code);
    await page.getByRole('heading', { name: 'Menunggu Pembayaran' }).waitFor();
    await screenshotViewport(page, 'reschedule-phone-pay');

    const simulator = await payOnSimulator(second, page);
    expect(new URL(simulator.url()).pathname).toBe(`/reservasi/${newCode}`);
    await simulator
      .getByRole('heading', { name: /Pembayaran Berhasil/ })
      .waitFor({ timeout: 20_000 });
    await simulator.getByText(`Tiket pengganti ${code} (jadwal lama)`).waitFor();
    await simulator.getByText(`Kode booking ${newCode}`).first().waitFor();
    await screenshot(simulator, 'reschedule-phone-new-ticket');

    // The old ticket says where it went and no longer offers anything to do.
    await simulator.goto(`/reservasi/${code}`);
    await simulator.getByRole('heading', { name: 'Jadwal Dipindahkan' }).waitFor();
    expect(
      await simulator.getByRole('link', { name: 'Lihat Tiket Baru' }).getAttribute('href'),
    ).toBe(`/reservasi/${newCode}`);
    expect(await simulator.getByRole('button', { name: 'Ubah Jadwal' }).count()).toBe(0);
    await screenshot(simulator, 'reschedule-phone-old-ticket');
    await second.close();
  });
});
