import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
  seriousAxeViolations,
} from './support/browser';
import {
  bookAsSomeoneElse,
  budi,
  choosePaymentMethod,
  chooseSchedule,
  fillBooker,
  payNow,
  payOnSimulator,
  pickFreeSeat,
  screenshotViewport,
  search,
  storedApp,
} from './support/journey-steps';

/**
 * The whole booking journey in a real browser, through the UI from the home page: search,
 * results, seats, booker, payment, the reservation page, the payment simulator's "Bayar",
 * the status turning paid by itself, the e-ticket, and the guest lookup. Every page
 * visited gets an axe scan (no serious or critical violations).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const scanned = new Set<string>();
/** Serious/critical axe findings per page, asserted at the end of each journey so one page's finding does not hide the rest of the journey. */
let findings: string[] = [];

async function expectAccessible(page: Page, name: string) {
  // Pages fade in: scan once the finite animations are done (mid-fade text has low contrast).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  // Scan from the bottom of the page: a sticky bottom bar then covers the footer, not the
  // content, so axe's target-size check does not depend on where the page happened to be scrolled.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const violations = await seriousAxeViolations(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  scanned.add(name);
  for (const v of violations)
    findings.push(
      `${name} (${new URL(page.url()).pathname}): ${v.id} [${v.impact}] ${v.help}\n    ${v.nodes.map((n) => n.html).join('\n    ')}`,
    );
}

beforeEach(() => {
  findings = [];
});

function expectNoFindings() {
  const all = findings;
  findings = [];
  expect(all, all.join('\n')).toEqual([]);
}

describe('booking journeys', () => {
  it('(a, e, f, g) a guest books one-way on a phone, pays on the simulator, the ticket appears by itself; lookup finds it', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await search(page);
    await expectAccessible(page, 'results-phone');
    // The results page opens the operator's group (its trips from list-jadwal) and books from it.
    expect((await chooseSchedule(page, 'Xpress Trans Priangan', '08.00')).opened).toBe(true);
    await page.waitForURL('**/kursi');
    const seat = await pickFreeSeat(page);
    await expectAccessible(page, 'seats-phone');
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await page.waitForURL('**/data-pemesan');
    await expectAccessible(page, 'booker-phone');
    await fillBooker(page, budi);

    // Payment: the trip, the methods with their fees, the price lines.
    await page.getByRole('heading', { level: 1, name: 'Pembayaran' }).waitFor();
    await page.getByRole('radio', { name: /BCA Virtual Account/ }).waitFor();
    await page.locator('[data-type="total"]').first().waitFor();
    await screenshot(page, 'payment-phone');
    await expectAccessible(page, 'payment-phone');

    // (e) bad input on the payment form: no method, an empty and an unknown voucher, too big a donation.
    await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
    await page.getByText('Pilih metode pembayaran terlebih dahulu.').waitFor();
    await page.getByRole('button', { name: 'Pakai', exact: true }).click();
    await page.getByText('Harap isi kode voucher').waitFor();
    await page.getByLabel('Kode voucher').fill('TIDAKADA');
    await page.getByRole('button', { name: 'Pakai', exact: true }).click();
    await page.getByText('Kode voucher TIDAKADA tidak ditemukan.').waitFor();
    await page.getByLabel('Saya ingin berdonasi').check();
    await page.getByLabel('Nominal lain', { exact: true }).check();
    await page.getByLabel('Nominal lain (Rp)').fill('2000000');
    await page.getByText('Donasi maksimal Rp').waitFor();
    await page.getByLabel('Nominal lain (Rp)').fill('7500');
    await page.locator('[data-type="add"]', { hasText: 'Donasi' }).waitFor();
    await screenshot(page, 'payment-phone-errors');
    await expectAccessible(page, 'payment-phone-errors');

    // A voucher from the list, the method, the assurance: each re-quotes.
    await page.getByRole('button', { name: 'Lihat voucher yang tersedia' }).click();
    await page.getByRole('button', { name: 'Pakai voucher XTRHEMAT' }).click();
    await page.getByText(/Anda hemat Rp/).waitFor();
    await page.locator('[data-type="less"]', { hasText: 'Voucher XTRHEMAT' }).waitFor();
    await choosePaymentMethod(page, /BCA Virtual Account/);
    await page.getByLabel(/Tambah Asuransi Refund/).check();
    await page.locator('[data-type="add"]', { hasText: 'Asuransi Refund' }).waitFor();
    await page.locator('[data-type="add"]', { hasText: 'Biaya Admin' }).waitFor();

    // (f) a reload keeps every choice.
    await page.reload();
    await page.getByRole('radio', { name: /BCA Virtual Account/ }).waitFor();
    expect(await page.getByRole('radio', { name: /BCA Virtual Account/ }).isChecked()).toBe(true);
    await page
      .getByText(/XTRHEMAT/)
      .first()
      .waitFor();
    expect(await page.getByLabel(/Tambah Asuransi Refund/).isChecked()).toBe(true);
    await page.locator('[data-type="add"]', { hasText: 'Donasi' }).waitFor();
    await page.locator('[data-type="total"]').first().waitFor();
    await screenshot(page, 'payment-phone-ready');
    await screenshotViewport(page, 'payment-phone-ready');
    const totalText = (await page.locator('[data-type="total"] dd').first().textContent()) ?? '';

    const code = await payNow(page);
    expect(code).toMatch(/^[A-Z0-9-]+$/);
    // What to pay, how much, until when.
    expect(await page.getByTestId('pay-amount').textContent()).toBe(
      totalText.replace(/^.*?(Rp)/, 'Rp').trim(),
    );
    await page.getByRole('button', { name: 'Salin Nomor Virtual Account' }).waitFor();
    await page.getByRole('timer').waitFor();
    await screenshot(page, 'reservation-phone-pending');
    await screenshotViewport(page, 'reservation-phone-pending');
    await expectAccessible(page, 'reservation-phone-pending');

    // (f) a reload of the reservation page keeps it (guest token in this browser).
    await page.reload();
    await page.getByRole('heading', { name: 'Menunggu Pembayaran' }).waitFor();
    const app = await storedApp(page);
    expect(app.state?.reservation?.reservationCode).toBe(code);

    // Pay on the simulator in another tab; this tab turns paid by itself (polling).
    const simulator = await payOnSimulator(context, page);
    await simulator.getByRole('heading', { name: /Pembayaran Berhasil/ }).waitFor();
    await simulator.close();
    await page.getByRole('heading', { name: /Pembayaran Berhasil/ }).waitFor({ timeout: 20_000 });
    const ticket = page.getByRole('region', { name: 'E-Tiket' });
    expect(await ticket.getByTestId('booking-code').textContent()).toBe(code);
    expect(
      await ticket
        .getByRole('img', { name: `QR kode booking ${code}` })
        .getAttribute('data-qr-value'),
    ).toMatch(new RegExp(`^LINTAS1\\.${code}\\.[\\w-]{22}$`));
    await ticket.getByText(`Kursi ${seat}`).first().waitFor();
    await ticket.getByText('Xpress Trans Priangan').first().waitFor();
    await ticket.getByRole('button', { name: 'Unduh E-Tiket' }).waitFor();
    await screenshot(page, 'reservation-phone-paid');
    await screenshotViewport(page, 'reservation-phone-paid');
    await expectAccessible(page, 'reservation-phone-paid');
    await context.close();

    // (g) another browser, no token: the booking opens only after the booker's contact
    // (here through the lookup; e2e/guest-second-device.e2e.test.ts proves the page's own form).
    const guest = await newContext(browser, DESKTOP);
    const other = await guest.newPage();
    await other.goto(`/reservasi/${code}`);
    await other.getByRole('heading', { name: `Buka pesanan ${code}` }).waitFor();
    await expectAccessible(other, 'reservation-desktop-not-found');
    await other.getByRole('main').getByRole('link', { name: 'Cek Pesanan' }).click();
    await other.waitForURL('**/cek-pesanan**');
    expect(await other.getByLabel(/Kode booking/).inputValue()).toBe(code);
    // (e) bad input on the lookup form.
    await other.getByLabel(/Kode booking/).fill('');
    await other.getByRole('button', { name: 'Cek Pesanan' }).click();
    await other.getByText('Harap isi kode booking').waitFor();
    await other.getByText('Harap isi email atau nomor telepon pemesan').waitFor();
    await expectAccessible(other, 'lookup-desktop-errors');
    await other.getByLabel(/Kode booking/).fill(code);
    await other.getByLabel(/Email atau nomor telepon/).fill('bukan-email@');
    await other.getByRole('button', { name: 'Cek Pesanan' }).click();
    await other.getByText(/Masukkan email yang valid/).waitFor();
    await other.getByLabel(/Email atau nomor telepon/).fill('salah@example.com');
    await other.getByRole('button', { name: 'Cek Pesanan' }).click();
    await other
      .getByText(
        'Pesanan tidak ditemukan. Periksa kembali kode booking dan email atau nomor telepon Anda.',
      )
      .waitFor();
    await screenshot(other, 'lookup-desktop-not-found');
    await other.getByLabel(/Email atau nomor telepon/).fill(budi.email.toUpperCase());
    await other.getByRole('button', { name: 'Cek Pesanan' }).click();
    await other.getByRole('img', { name: `QR kode booking ${code}` }).waitFor();
    await screenshot(other, 'lookup-desktop-ticket');
    await expectAccessible(other, 'lookup-desktop-ticket');
    await guest.close();
    expectNoFindings();
  });

  it('(b) a round trip in the desktop view', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await search(page, { roundTrip: true });
    await chooseSchedule(page, 'Xpress Trans Priangan', '12.00', 'Pilih pergi');
    await expectAccessible(page, 'results-desktop-return');
    await chooseSchedule(page, 'Xpress Trans Priangan', '15.00', 'Pilih pulang');
    await page.waitForURL('**/kursi');
    await pickFreeSeat(page);
    await page.getByRole('tab', { name: /Pulang/ }).click();
    await pickFreeSeat(page);
    await expectAccessible(page, 'seats-desktop');
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await page.waitForURL('**/data-pemesan');
    await fillBooker(page, {
      name: 'Dewi Lestari',
      email: 'dewi.e2e@example.com',
      phone: '081298765432',
    });
    await page.getByText('Harga Tiket Pergi (1 kursi)').waitFor();
    await page.getByText('Harga Tiket Pulang (1 kursi)').waitFor();
    await choosePaymentMethod(page, /^GoPay/);
    await screenshot(page, 'payment-desktop');
    await screenshotViewport(page, 'payment-desktop');
    await expectAccessible(page, 'payment-desktop');
    const code = await payNow(page);
    await page.getByText('Pulang').first().waitFor();
    await screenshot(page, 'reservation-desktop-pending');
    await expectAccessible(page, 'reservation-desktop-pending');

    const simulator = await payOnSimulator(context, page);
    await simulator.close();
    await page.getByRole('heading', { name: /Pembayaran Berhasil/ }).waitFor({ timeout: 20_000 });
    const ticket = page.getByRole('region', { name: 'E-Tiket' });
    await ticket.getByText('Pergi', { exact: true }).waitFor();
    await ticket.getByText('Pulang', { exact: true }).waitFor();
    expect(await ticket.getByTestId('booking-code').textContent()).toBe(code);
    await screenshot(page, 'reservation-desktop-paid');
    await expectAccessible(page, 'reservation-desktop-paid');
    await context.close();
    expectNoFindings();
  });

  it('(c) a connecting trip Bandung -> Semarang via the Cirebon hub', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await search(page, { destination: 'Semarang' });
    await chooseSchedule(page, 'Caruban Shuttle', '08.00');
    await page.waitForURL('**/kursi');
    await pickFreeSeat(page);
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await expect
      .poll(() =>
        page.getByRole('tab', { name: /Pergi · Rute 2 dari 2/ }).getAttribute('aria-selected'),
      )
      .toBe('true');
    await pickFreeSeat(page);
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await page.waitForURL('**/data-pemesan');
    await fillBooker(page, {
      name: 'Agus Salim',
      email: 'agus.e2e@example.com',
      phone: '081377788899',
    });
    await choosePaymentMethod(page, /BCA Virtual Account/);
    await screenshot(page, 'payment-phone-connecting');
    const code = await payNow(page);
    const trip = page.getByRole('region', { name: 'Detail Perjalanan' });
    await trip.getByText('Pergi · Rute 1 dari 2').waitFor();
    await trip.getByText('Pergi · Rute 2 dari 2').waitFor();
    await trip.getByText('Jawa Tengah Nusantara').waitFor();
    await screenshot(page, 'reservation-phone-connecting');
    await expectAccessible(page, 'reservation-phone-connecting');

    // Cancel, after the confirmation: the seats are released and a new search is offered.
    await page.getByRole('button', { name: 'Batalkan Pesanan' }).click();
    await page.getByRole('dialog', { name: 'Batalkan pesanan?' }).waitFor();
    await expectAccessible(page, 'reservation-phone-cancel-dialog');
    await page.getByRole('button', { name: 'Ya, Batalkan' }).click();
    await page.getByRole('heading', { name: 'Pesanan Dibatalkan' }).waitFor();
    await page.getByRole('link', { name: 'Cari Jadwal Lagi' }).waitFor();
    await screenshot(page, 'reservation-phone-cancelled');
    await expectAccessible(page, 'reservation-phone-cancelled');
    expect(code).toMatch(/^[A-Z0-9-]+$/);
    await context.close();
    expectNoFindings();
  });

  it('(d) a seat lost to another booking sends the person back to the seat map with the reason', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await search(page);
    await chooseSchedule(page, 'Xpress Trans Priangan', '10.00');
    await page.waitForURL('**/kursi');
    const seat = await pickFreeSeat(page);
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await page.waitForURL('**/data-pemesan');
    await fillBooker(page, {
      name: 'Rina Wati',
      email: 'rina.e2e@example.com',
      phone: '081355566677',
    });
    await choosePaymentMethod(page, /BCA Virtual Account/);

    const app = await storedApp(page);
    const go = app.state?.schedule?.selectedGo;
    if (!go) throw new Error('no selected schedule in the stored state');
    await bookAsSomeoneElse({
      operator: go.operatorCode,
      schedule: go.scheduleCode,
      date: go.date,
      seats: [seat],
    });

    await page.getByRole('button', { name: /^Bayar Sekarang · Rp/ }).click();
    await page.waitForURL('**/kursi');
    await page
      .getByText(new RegExp(`Kursi ${seat}`))
      .first()
      .waitFor();
    await page.getByRole('button', { name: new RegExp(`^Kursi ${seat}, `) }).waitFor();
    expect(
      await page
        .getByRole('button', { name: new RegExp(`^Kursi ${seat}, `) })
        .getAttribute('aria-pressed'),
    ).not.toBe('true');
    await screenshot(page, 'seats-phone-seat-taken');
    await expectAccessible(page, 'seats-phone-seat-taken');

    // Choosing another seat, the journey goes on.
    await pickFreeSeat(page);
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await page.waitForURL('**/data-pemesan');
    // The booker is kept; the passenger of the new seat is named again.
    expect(await page.getByLabel('Nama Lengkap').inputValue()).toBe('Rina Wati');
    // FINDING (booker screen): after the lost seat, "Sama dengan pemesan" stays checked while
    // passenger 1 is blank and read-only; switching it off and on fills the name again.
    const passenger = page.getByLabel(/^Penumpang 1 - Kursi/);
    if (!(await passenger.inputValue())) {
      const same = page.getByLabel('Sama dengan pemesan').first();
      if (await same.isChecked()) await same.uncheck();
      await same.check();
    }
    expect(await passenger.inputValue()).toBe('Rina Wati');
    await page.getByRole('button', { name: 'Lanjutkan ke Pembayaran' }).click();
    await page.waitForURL('**/pembayaran');
    // The choices made before stay: the method is still selected.
    expect(await page.getByRole('radio', { name: /BCA Virtual Account/ }).isChecked()).toBe(true);
    await choosePaymentMethod(page, /BCA Virtual Account/);
    await payNow(page);
    await context.close();
    expectNoFindings();
  });

  it('looks right on the pages of steps 5-7 at both sizes', async () => {
    for (const [device, name] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const context = await newContext(browser, device);
      const page = await context.newPage();
      await page.goto('/cek-pesanan');
      await page.getByRole('button', { name: 'Cek Pesanan' }).waitFor();
      await screenshot(page, `lookup-${name}`);
      await expectAccessible(page, `lookup-${name}`);
      await page.goto('/pembayaran');
      await page.getByText('Belum ada perjalanan yang dipilih').waitFor();
      await expectAccessible(page, `payment-${name}-empty`);
      await context.close();
    }
    expectNoFindings();
  });
});
