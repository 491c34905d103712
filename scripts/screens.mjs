#!/usr/bin/env node
/**
 * Regenerates docs/screens/: the results, seats, payment, reservation (waiting for
 * payment) and ticket pages, the ticket's cancel sheet and the cancelled ticket, a
 * departure's live status (the console's buttons, its question, the ticket's chips), the
 * reschedule screen with its price preview (Ubah Jadwal), and the operator console's
 * editors, at a phone's 390x844 and a desktop's 1366x900, so the next person sees what
 * the product looks like (issue 12).
 * Run by hand against a running server with the demo data (not in CI):
 *
 *   npm start                                  # or any server on a fresh demo database
 *   node scripts/screens.mjs http://127.0.0.1:3000
 *   node scripts/screens.mjs http://127.0.0.1:3000 konsol   # only the console's editors
 *   node scripts/screens.mjs http://127.0.0.1:3000 status   # only the live status
 *   node scripts/screens.mjs http://127.0.0.1:3000 reschedule   # only Ubah Jadwal
 *   node scripts/screens.mjs http://127.0.0.1:3000 cancel   # only cancelling one of two passengers
 *
 * It books one seat as a guest per size (paying it in the local simulator for the ticket),
 * and for the live status one more on today's next departure, which it moves 20 minutes
 * later and marks boarding and berangkat as its petugas would: run it on a development
 * database. Map tiles are blocked, so the pictures do not
 * depend on a tile server (the map shows its plain-ground fallback). Each picture is the
 * first screen a person sees (not the whole page), saved as PNG.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const baseURL = (process.argv[2] ?? process.env.LINTAS_URL ?? 'http://127.0.0.1:3000').replace(
  /\/$/,
  '',
);
const outDir = path.resolve(import.meta.dirname, '../docs/screens');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const SIZES = {
  phone: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  },
  desktop: {
    viewport: { width: 1366, height: 900 },
    deviceScaleFactor: 1,
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  },
};

function jakartaDate(offsetDays) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );
}

const tomorrow = () => jakartaDate(1);

/** The first screen, or with `focus` (a locator) the screen that shows it. */
async function shoot(page, name, focus) {
  // Let fades and lazy images settle before the picture.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => globalThis.scrollTo(0, 0));
  if (focus) await focus.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.waitForTimeout(400);
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file });
  console.log(`${path.relative(process.cwd(), file)}  ${fs.statSync(file).size} bytes`);
}

/**
 * Books one seat (or `seats`) as a guest on the first free departure (or the `nth`) Bandung -> Jakarta of `tanggal`
 * and pays it in the local simulator; `step(page, name)` is told at each screen on the
 * way (results, seats, payment, reservation, ticket). Answers the paid ticket's page and
 * its first leg.
 */
async function bookAndPay(
  context,
  page,
  tanggal,
  step = async () => undefined,
  nth = 0,
  seats = 1,
) {
  // Results: Bandung -> Jakarta on `tanggal`, the first screen.
  await page.goto(
    `/jadwal?asal=Bandung&asal_id=1&asal_tipe=city&tujuan=Jakarta&tujuan_id=2&tujuan_tipe=city&tanggal=${tanggal}`,
  );
  const toggle = page.getByRole('button', { name: /^Lihat \d+ jadwal/ }).first();
  await toggle.waitFor();
  await step(page, 'results');

  // Seats: the first free departure of the first group (or its `nth`).
  await toggle.click();
  await page
    .getByRole('button', { name: /^Pilih jadwal / })
    .nth(nth)
    .click();
  await page.waitForURL('**/kursi**');
  for (let chosen = 0; chosen < seats; chosen += 1) {
    const seat = page.locator('button[data-seat][aria-pressed="false"]:not([disabled])').first();
    await seat.waitFor();
    const no = await seat.getAttribute('data-seat');
    await seat.click();
    await page.locator(`button[data-seat="${no}"][aria-pressed="true"]`).first().waitFor();
  }
  await step(page, 'seats');

  // Booker, then payment with a virtual account chosen.
  await page
    .getByRole('button', { name: /^Lanjut/ })
    .first()
    .click();
  await page.getByLabel('Nama Lengkap').waitFor();
  await page.getByLabel('Nama Lengkap').fill('Budi Santoso');
  await page.getByLabel('Email').fill('budi.layar@example.com');
  await page.getByLabel('Nomor Telepon').fill('081234567890');
  await page.getByLabel('Sama dengan pemesan').first().check();
  if (seats > 1) await page.getByLabel(/^Penumpang 2 - Kursi /).fill('Siti Rahayu');
  await page.getByRole('button', { name: 'Lanjutkan ke Pembayaran' }).click();
  await page.waitForURL('**/pembayaran');
  const method = page.getByRole('radio', { name: /BCA Virtual Account/ });
  await method.waitFor();
  await method.check();
  const pay = page.getByRole('button', { name: /^Bayar Sekarang · Rp/ });
  await pay.waitFor();
  await step(page, 'payment');

  // Reservation: waiting for payment.
  await pay.click();
  await page.waitForURL('**/reservasi/**');
  await page.getByRole('heading', { name: 'Menunggu Pembayaran' }).waitFor();
  await step(page, 'reservation');

  // Ticket: paid in the local simulator.
  const href = await page
    .getByRole('link', { name: /^(Buka Halaman Pembayaran|Bayar dengan )/ })
    .getAttribute('href');
  const simulator = await context.newPage();
  await simulator.goto(href);
  // The ticket's first read names the departure (operator, schedule, date).
  const ticketRead = simulator.waitForResponse(
    (response) => response.url().includes('/travel/detail-reservasi') && response.ok(),
  );
  await simulator.getByRole('button', { name: 'Bayar' }).click();
  await simulator.waitForURL('**/reservasi/**');
  await simulator.getByRole('heading', { name: /Pembayaran Berhasil/ }).waitFor();
  const detail = (await (await ticketRead).json()).results;
  await step(simulator, 'ticket');
  return { simulator, leg: detail.perjalanan[0] };
}

/** A customer's browser of `size`. */
async function customerContext(browser, size) {
  const context = await browser.newContext({
    ...SIZES[size],
    baseURL,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  context.setDefaultTimeout(20_000);
  // The welcome card belongs to home, which these pictures do not show (docs/screens'
  // home pictures come from e2e/content); the tiles would need the internet.
  await context.addInitScript(() => {
    localStorage.setItem('seen-popups', JSON.stringify(['selamat-datang']));
  });
  await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  return context;
}

async function journey(browser, size) {
  const context = await customerContext(browser, size);
  const page = await context.newPage();

  const { simulator } = await bookAndPay(context, page, tomorrow(), (at, name) =>
    shoot(at, `${name}-${size}`),
  );

  // Cancelling the paid ticket (issue 21): the quote in its sheet, then the cancelled
  // ticket. Without refund assurance: the refund waits for an admin's review.
  await simulator.getByRole('button', { name: 'Batalkan Tiket' }).click();
  const sheet = simulator.getByRole('dialog', { name: 'Batalkan Tiket' });
  await sheet.getByRole('button', { name: 'Ya, Batalkan Tiket' }).waitFor();
  await simulator.waitForTimeout(400);
  const cancelFile = path.join(outDir, `cancel-${size}.png`);
  await simulator.screenshot({ path: cancelFile });
  console.log(`${path.relative(process.cwd(), cancelFile)}  ${fs.statSync(cancelFile).size} bytes`);
  await sheet.getByRole('button', { name: 'Ya, Batalkan Tiket' }).click();
  await simulator.getByRole('heading', { name: /Dibatalkan/ }).waitFor();
  await shoot(simulator, `cancelled-${size}`);

  await context.close();
}

/**
 * Cancelling one passenger of two (decision 0046): a paid two-seat booking two days ahead,
 * its cancel sheet with the second passenger unticked and the refund priced for the first
 * alone, then the ticket still paid for the one who travels, its refund and who remains.
 * `node scripts/screens.mjs URL cancel` takes only these.
 */
async function partialCancelScreens(browser, size) {
  const context = await customerContext(browser, size);
  const { simulator: ticket } = await bookAndPay(
    context,
    await context.newPage(),
    jakartaDate(2),
    undefined,
    0,
    2,
  );
  await ticket.getByRole('button', { name: 'Batalkan Tiket' }).click();
  const sheet = ticket.getByRole('dialog', { name: 'Batalkan Tiket' });
  await sheet.getByRole('button', { name: 'Ya, Batalkan Tiket' }).waitFor();
  await sheet.getByRole('checkbox', { name: /^Siti Rahayu · Kursi / }).uncheck();
  const confirm = sheet.getByRole('button', { name: 'Ya, Batalkan 1 Penumpang' });
  await confirm.waitFor();
  // Priced again for the one passenger before it can be pressed.
  await sheet.getByText('Menghitung ulang pengembalian dana…').waitFor({ state: 'detached' });
  await sheet.getByRole('button', { name: 'Ya, Batalkan 1 Penumpang', disabled: false }).waitFor();
  // The choice in sight again (unticking may have scrolled the sheet's body).
  await sheet
    .getByText('Penumpang yang dibatalkan')
    .evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await ticket.waitForTimeout(400);
  const sheetFile = path.join(outDir, `cancel-some-${size}.png`);
  await ticket.screenshot({ path: sheetFile });
  console.log(`${path.relative(process.cwd(), sheetFile)}  ${fs.statSync(sheetFile).size} bytes`);
  const reread = ticket.waitForResponse(
    (response) => response.url().includes('/travel/detail-reservasi') && response.ok(),
  );
  await confirm.click();
  await sheet.waitFor({ state: 'detached' });
  await reread;
  // The toast gone: the ticket as it stays.
  await ticket
    .getByRole('status')
    .filter({ hasText: 'penumpang dibatalkan.' })
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
  await shoot(ticket, `cancelled-some-${size}`);
  await context.close();
}

/** The console's API as the signed-in staff member of `page` calls it. */
function staffApi(page, method, apiPath, body) {
  return page.evaluate(
    async ([method, apiPath, body]) => {
      const session = JSON.parse(sessionStorage.getItem('staff-session') ?? 'null');
      const response = await fetch(`/api/${apiPath}`, {
        method,
        headers: {
          Authorization: `Bearer ${session?.token}`,
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      const answer = await response.json();
      if (answer.status !== 'OK') throw new Error(`${apiPath}: ${answer.message}`);
      return answer.results;
    },
    [method, apiPath, body],
  );
}

/**
 * A departure's live status (issue 21, decision 0039): a paid seat on today's next
 * departure, which its petugas moves 20 minutes later, starts boarding (the manifest's
 * chip and next button), confirms as left (the question), and the booker's ticket then
 * shows "Sudah Berangkat" and "Terlambat 20 menit".
 */
async function statusScreens(browser, size) {
  const context = await customerContext(browser, size);
  // Each size its own departure: the phone's has left by the time the desktop books.
  const { simulator, leg } = await bookAndPay(
    context,
    await context.newPage(),
    jakartaDate(0),
    undefined,
    Object.keys(SIZES).indexOf(size),
  );

  const desk = await context.newPage();
  const manifest = `/operator/manifes/${leg.operator_kode}/${leg.jadwal_kode}/${leg.tanggal_berangkat}`;
  await desk.goto(manifest);
  await desk.getByLabel('Email').fill(`petugas.${leg.operator_kode.toLowerCase()}@lintas.test`);
  await desk.getByLabel(/^Kata sandi/).fill('petugas-lintas-demo');
  await desk.getByRole('button', { name: 'Masuk' }).click();
  const live = desk.getByRole('region', { name: 'Status perjalanan' });
  await live.waitFor();

  // Moved 20 minutes later (decision 0022), as the office's move page would.
  const key = {
    operator_kode: leg.operator_kode,
    jadwal_kode: leg.jadwal_kode,
    tanggal: leg.tanggal_berangkat,
  };
  const { keberangkatan } = await staffApi(
    desk,
    'GET',
    `staff/manifest?${new URLSearchParams(key)}`,
  );
  const [hour, minute] = keberangkatan.jam_berangkat.split(':').map(Number);
  const later = hour * 60 + minute + 20;
  if (later < 24 * 60)
    await staffApi(desk, 'POST', 'staff/keberangkatan/pindah', {
      ...key,
      jam_baru: `${String(Math.floor(later / 60)).padStart(2, '0')}:${String(later % 60).padStart(2, '0')}`,
      alasan: 'Bus pengganti menunggu di pool',
    });
  await desk.reload();

  await live.getByRole('button', { name: 'Mulai Boarding' }).click();
  await live.getByText(/^Boarding · /).waitFor();
  await shoot(desk, `operator-status-${size}`, live);
  await live.getByRole('button', { name: 'Tandai Berangkat' }).click();
  const question = desk.getByRole('dialog', { name: 'Tandai bus berangkat?' });
  await question.waitFor();
  await shoot(desk, `operator-status-confirm-${size}`);
  await question.getByRole('button', { name: 'Ya, berangkat' }).click();
  await live.getByText(/^Sudah Berangkat · /).waitFor();

  await simulator.reload();
  const chips = simulator.getByRole('list', { name: /^Status Pergi/ });
  await chips.getByText(/^Sudah Berangkat/).waitFor();
  await shoot(simulator, `ticket-status-${size}`, chips);
  await context.close();
}

/**
 * "Ubah Jadwal" (issue 21, decision 0040): a paid seat on the first departure in two days,
 * opened from its ticket, moved to a later departure of the same day (17.00 when the
 * operator runs one, else the day's last) on the first free seat: the screen with its
 * price preview. `node scripts/screens.mjs URL reschedule` takes only these. Nothing is
 * confirmed, so the booking stays as it was.
 */
async function rescheduleScreens(browser, size) {
  const context = await customerContext(browser, size);
  // Two days ahead: every demo policy still allows the move.
  const { simulator: ticket } = await bookAndPay(context, await context.newPage(), jakartaDate(2));
  await ticket.getByRole('button', { name: 'Ubah Jadwal' }).click();
  await ticket.waitForURL('**/ubah-jadwal/**');
  const choosable = ticket.getByRole('button', { name: /^Jadwal \d\d\.\d\d .*Rp/ });
  await choosable.first().waitFor();
  const seventeen = ticket.getByRole('button', { name: /^Jadwal 17\.00 .*Rp/ });
  await ((await seventeen.count()) > 0 ? seventeen : choosable.last()).click();
  const seat = ticket.locator('button[data-seat][aria-pressed="false"]:not([disabled])').first();
  await seat.waitFor();
  await seat.click();
  await ticket.getByRole('button', { name: /^Ubah Jadwal · Bayar Rp/ }).waitFor();
  // No hover left on a seat by the last press.
  await ticket.mouse.move(0, 0);
  // The phone's screen at the price and its button (the seat map just above); the
  // desktop's first screen (the chosen departure, the seat map, the price beside them).
  await shoot(
    ticket,
    `reschedule-${size}`,
    size === 'phone' ? ticket.getByRole('heading', { name: '3. Rincian biaya' }) : undefined,
  );
  await context.close();
}

/**
 * The operator console's editors (issue 10): an admin's content, flash-sale and oleh-oleh
 * screens. `node scripts/screens.mjs URL konsol` takes only these.
 */
async function consoleScreens(browser, size) {
  const context = await browser.newContext({
    ...SIZES[size],
    baseURL,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  await page.goto('/operator/konten');
  await page.getByLabel('Email').fill('admin@lintas.test');
  await page.getByLabel(/^Kata sandi/).fill('admin-lintas-demo');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.getByRole('list', { name: 'Daftar FAQ' }).waitFor();
  await shoot(page, `operator-content-${size}`);
  await page.goto('/operator/flashsale');
  await page.getByRole('list', { name: 'Sesi flash sale', exact: true }).waitFor();
  await shoot(page, `operator-flashsale-${size}`);
  await page.goto('/operator/oleh-oleh');
  await page.getByRole('list', { name: 'Produk oleh-oleh' }).waitFor();
  await shoot(page, `operator-souvenirs-${size}`);
  await context.close();
}

const only = process.argv[3];
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
try {
  for (const size of Object.keys(SIZES)) {
    if (!only) await journey(browser, size);
    if (!only || only === 'status') await statusScreens(browser, size);
    if (!only || only === 'reschedule') await rescheduleScreens(browser, size);
    if (!only || only === 'cancel') await partialCancelScreens(browser, size);
    if (!only || only === 'konsol') await consoleScreens(browser, size);
  }
} finally {
  await browser.close();
}
