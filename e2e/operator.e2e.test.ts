import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
// The QR generator the web app and the server use: a QR the test can show the console.
import qrcode from 'qrcode-generator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_DESKTOP, AUTH_PHONE } from './support/auth-steps';
import { baseUrl, launchBrowser, newContext, seriousAxeViolations } from './support/browser';

/**
 * The operator console in a real browser (issue 10): a petugas signs in on a phone, opens
 * the day's departure, checks a passenger in by typing the booking code (and is told
 * "sudah naik" on a second try), checks another in from a photo of the e-ticket's QR
 * (jsQR in Chromium on Linux, which has no BarcodeDetector), sees the boardings on the
 * manifest, prints it (the console's bar left out) and downloads it as CSV. Screenshots
 * of each screen on a phone and on a desktop land in screenshots/.
 */

const WEB_BASIC = `Basic ${Buffer.from('lintas-web:dev-web-secret').toString('base64')}`;
const PETUGAS = { email: 'petugas.xtr@lintas.test', password: 'petugas-lintas-demo' };
const ADMIN = { email: 'admin@lintas.test', password: 'admin-lintas-demo' };
// Departures other journeys book or sell out: this one stays out of their way.
const TAKEN_BY_OTHER_JOURNEYS = new Set([
  'XTR-01-1000',
  'XTR-01-1400',
  'XTR-01-1500',
  'XTR-01-1600',
  'XTR-01-2000',
  'XTR-02-1500',
]);

const jakartaDate = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- varied answers

async function api(path: string, init: { method?: string; body?: unknown; headers?: object } = {}) {
  const res = await fetch(`${baseUrl()}/api/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      Authorization: WEB_BASIC,
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      ...init.headers,
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as Json };
}

async function staffToken(account: { email: string; password: string }): Promise<string> {
  const res = await api('staff/login', { method: 'POST', body: account });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.results.token as string;
}

interface Departure {
  operator_kode: string;
  jadwal_kode: string;
  tanggal: string;
  berangkat_pada: string;
  kursi: { kosong: number };
}

/**
 * Today's departure of the petugas's operator that leaves at least 40 minutes from now.
 * Late in the evening in Jakarta none is left to sell: then tomorrow's, and the console
 * is moved there with its "next day" button (`today` says which).
 */
async function chooseDeparture(token: string): Promise<{ departure: Departure; today: boolean }> {
  for (const [offset, today] of [
    [0, true],
    [1, false],
  ] as const) {
    const res = await api(`staff/keberangkatan?tanggal=${jakartaDate(offset)}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const found = (res.json.results.list as Departure[]).find(
      (d) =>
        !TAKEN_BY_OTHER_JOURNEYS.has(d.jadwal_kode) &&
        d.kursi.kosong >= 3 &&
        Date.parse(d.berangkat_pada) > Date.now() + 40 * 60_000,
    );
    if (found) return { departure: found, today };
  }
  throw new Error('no departure of XTR to book today or tomorrow');
}

/** Books passengers on the departure and pays through the simulator: code and guest token. */
async function paidBooking(departure: Departure, names: string[], phone: string) {
  const key = {
    operator_kode: departure.operator_kode,
    jadwal_kode: departure.jadwal_kode,
    tanggal_berangkat: departure.tanggal,
  };
  const map = await api(`travel/kursi?${new URLSearchParams(key).toString()}`);
  expect(map.status).toBe(200);
  const free = (map.json.results.kursi as Array<{ no: string; tersedia: boolean }>)
    .filter((seat) => seat.tersedia)
    .map((seat) => seat.no);
  const body = {
    ...key,
    kursi: names.map((nama, i) => ({ no: free[i], nama })),
    pemesan_nama: names[0],
    pemesan_email: 'penumpang.operator@example.com',
    pemesan_telp: phone,
    jenis_pembayaran_kode: 'BCA_VA',
    total_bayar: 0,
  };
  const priced = await api('travel/reservasi', { method: 'POST', body });
  expect(priced.json.error_code).toBe('PRICE_CHANGED');
  const made = await api('travel/reservasi', {
    method: 'POST',
    body: { ...body, total_bayar: priced.json.details.total_bayar },
  });
  expect(made.status, JSON.stringify(made.json)).toBe(200);
  const code = made.json.results.reservasi_kode as string;
  const guestToken = made.json.results.guest_token as string;
  expect((await api(`dev/payments/${code}/settle`, { method: 'POST' })).status).toBe(200);
  return { code, guestToken, seats: free.slice(0, names.length) };
}

async function qrContentOf(code: string, guestToken: string): Promise<string> {
  const res = await api(`travel/detail-reservasi?reservasi_kode=${code}`, {
    headers: { 'X-Guest-Token': guestToken },
  });
  expect(res.status).toBe(200);
  const qr = res.json.results.qr_content as string | null;
  expect(qr).toMatch(/^LINTAS1\./);
  return qr!;
}

/** A picture of a QR code holding `text`, as a phone would photograph an e-ticket. */
function qrImage(text: string) {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const dataUrl = qr.createDataURL(8, 4);
  return {
    name: 'e-tiket.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'),
  };
}

/**
 * What the person sees (the viewport): a full-page picture of a console with a sticky bar
 * and a long list is neither what a phone shows nor readable.
 */
async function screenshot(page: Page, name: string) {
  fs.mkdirSync('screenshots', { recursive: true });
  await page.screenshot({ path: `screenshots/${name}.png` });
}

/**
 * A video for Chromium's fake camera (--use-file-for-fake-video-capture): Y4M frames of
 * the e-ticket's QR, black on white, as a phone held up to the ticket would film it.
 */
function qrVideo(text: string): string {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const [width, height, cell] = [640, 480, 8];
  const count = qr.getModuleCount();
  const left = Math.floor((width - count * cell) / 2);
  const top = Math.floor((height - count * cell) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let row = 0; row < count; row++)
    for (let col = 0; col < count; col++)
      if (qr.isDark(row, col))
        for (let y = 0; y < cell; y++)
          luma.fill(
            16,
            (top + row * cell + y) * width + left + col * cell,
            (top + row * cell + y) * width + left + (col + 1) * cell,
          );
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const file = path.join(os.tmpdir(), `lintas-qr-${process.pid}.y4m`);
  fs.writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`),
      ...Array.from({ length: 10 }, () => frame),
    ]),
  );
  return file;
}

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Kata sandi/).fill(account.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
}

function departureCard(page: Page, departure: Departure) {
  return page.getByRole('article').filter({ hasText: departure.jadwal_kode });
}

async function typeCode(page: Page, code: string) {
  await page.getByLabel('Kode booking', { exact: true }).fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Naikkan' }).click();
}

/** The result panel (the list of earlier checks carries data-outcome too, on its items). */
/** A passenger's row of the manifest, by the passenger's name (the booker's is in other rows). */
const passengerRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

const result = (page: Page) => page.locator('section[data-outcome]');
const outcome = (page: Page, kind: 'boarded' | 'already' | 'refused', text: string) =>
  page.locator(`section[data-outcome="${kind}"]`).filter({ hasText: text }).waitFor();

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('operator console', () => {
  it('a petugas boards passengers on a phone by code and by a QR photo, then prints the manifest', async () => {
    const { departure, today } = await chooseDeparture(await staffToken(PETUGAS));
    const family = await paidBooking(
      departure,
      ['Sari Wulandari', 'Dimas Pratama'],
      '081298765432',
    );
    const solo = await paidBooking(departure, ['Rina Kusuma'], '081377788899');
    const soloQr = await qrContentOf(solo.code, solo.guestToken);

    const context = await newContext(browser, AUTH_PHONE);
    contexts.push(context);
    const page = await context.newPage();

    // The console's door: a console address asks for the staff sign-in, then comes back.
    await page.goto('/operator/naik');
    await page.waitForURL('**/operator/masuk?red=%2Foperator%2Fnaik');
    await page.getByRole('heading', { name: 'Masuk Petugas' }).waitFor();
    await page.getByRole('button', { name: 'Masuk' }).click();
    await page.getByText('Email wajib diisi').waitFor();
    await signIn(page, { email: PETUGAS.email, password: 'bukan-kata-sandinya' });
    await page.getByRole('alert').filter({ hasText: 'Email atau kata sandi salah.' }).waitFor();
    await screenshot(page, 'operator-login-error-phone');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await signIn(page, PETUGAS);
    await page.waitForURL('**/operator/naik');
    await page.getByRole('heading', { name: 'Naik Penumpang' }).waitFor();
    // The staff token sits in its own sessionStorage key; no customer cookie appears.
    expect(await page.evaluate(() => sessionStorage.getItem('staff-session'))).toContain('token');
    expect((await context.cookies()).some((cookie) => cookie.name === '_atx')).toBe(false);

    // The day's departures: the bar names the petugas; the departure shows its bookings.
    await page.getByRole('navigation', { name: 'Menu konsol' }).getByText('Keberangkatan').click();
    await page.getByRole('heading', { name: 'Keberangkatan', level: 1 }).waitFor();
    await page.getByText('Petugas · Xpress Trans Priangan').waitFor();
    expect(
      await page
        .getByRole('navigation', { name: 'Menu konsol' })
        .getByRole('link', { name: 'Audit' })
        .count(),
    ).toBe(0);
    if (!today) {
      await page.getByRole('button', { name: 'Hari berikutnya' }).click();
      await page.waitForURL(`**/operator?tanggal=${departure.tanggal}`);
    }
    // A day without departures says so.
    await page.goto('/operator?tanggal=2020-01-01');
    await page.getByRole('heading', { name: 'Tidak ada keberangkatan' }).waitFor();
    await screenshot(page, 'operator-departures-empty-phone');
    await page.goBack();
    const card = departureCard(page, departure);
    await card.getByText('0 dari 3 penumpang sudah naik').waitFor();
    await screenshot(page, 'operator-departures-phone');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Its manifest lists the three paid passengers, none on board yet.
    // (The card's own link; "Pindahkan jam" is the card's other link.)
    await card.locator('a[href*="/operator/manifes/"]').click();
    await page.waitForURL(`**/operator/manifes/XTR/${departure.jadwal_kode}/${departure.tanggal}`);
    for (const name of ['Sari Wulandari', 'Dimas Pratama', 'Rina Kusuma'])
      await passengerRow(page, name).getByText('Belum naik').waitFor();
    await page.getByText('081298765432').first().waitFor();
    await screenshot(page, 'operator-manifest-phone');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // At the door: the code typed from the ticket boards both of its passengers...
    await page.getByRole('link', { name: 'Pindai penumpang naik' }).click();
    await page.waitForURL('**/operator/naik?*');
    await typeCode(page, family.code);
    await outcome(page, 'boarded', family.code);
    const boarded = await result(page).innerText();
    expect(boarded).toContain('Boleh naik');
    expect(boarded).toContain(family.code);
    expect(boarded).toContain('Sari Wulandari');
    expect(boarded).toContain('Dimas Pratama');
    for (const seat of family.seats) expect(boarded).toContain(seat);
    await screenshot(page, 'operator-boarding-ok-phone');
    // ...and a second try is told "sudah naik", with when.
    await typeCode(page, family.code);
    await outcome(page, 'already', family.code);
    expect(await result(page).innerText()).toMatch(/Sudah naik[\s\S]*sudah naik pada .* pukul/);
    await screenshot(page, 'operator-boarding-already-phone');

    // A photo of the e-ticket's QR boards the other booking (jsQR reads it here)...
    await page.locator('input[type="file"]').setInputFiles(qrImage(soloQr));
    await outcome(page, 'boarded', 'Rina Kusuma');
    expect(await result(page).innerText()).toContain('pindai QR');
    // ...while a QR made from the code without the server's key is refused, in red.
    await page
      .locator('input[type="file"]')
      .setInputFiles(qrImage(`LINTAS1.${solo.code}.AAAAAAAAAAAAAAAAAAAAAA`));
    await outcome(page, 'refused', 'QR tidak sah');
    await screenshot(page, 'operator-boarding-refused-phone');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The manifest shows all three on board.
    await page.getByRole('link', { name: 'Manifes' }).click();
    for (const name of ['Sari Wulandari', 'Dimas Pratama', 'Rina Kusuma'])
      await passengerRow(page, name)
        .getByText(/^Sudah naik \d{2}\.\d{2}$/)
        .waitFor();

    // CSV: fetched with the staff bearer, saved as a file.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Unduh CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain(family.code);
    expect(csv).toContain('Rina Kusuma');

    // Printed: the console's bar, the buttons and the search are left out; the table and
    // its sign-off column stay.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Menu konsol' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Cetak manifes' }).isVisible()).toBe(false);
    expect(await page.getByRole('columnheader', { name: 'Paraf' }).isVisible()).toBe(true);
    expect(await passengerRow(page, 'Rina Kusuma').isVisible()).toBe(true);
    await screenshot(page, 'operator-manifest-print');
    await page.emulateMedia({ media: 'screen' });

    // Signing out ends the staff session; the console asks for a sign-in again.
    await page.getByRole('button', { name: 'Keluar' }).click();
    await page.waitForURL('**/operator/masuk');
    expect(await page.evaluate(() => sessionStorage.getItem('staff-session'))).toBeNull();
    await page.goto('/operator');
    await page.waitForURL('**/operator/masuk?red=%2Foperator');

    // The same screens on an office desktop, as the admin (every operator).
    const desk = await newContext(browser, AUTH_DESKTOP);
    contexts.push(desk);
    const office = await desk.newPage();
    await office.goto(`/operator?tanggal=${departure.tanggal}`);
    await office.getByRole('heading', { name: 'Masuk Petugas' }).waitFor();
    await screenshot(office, 'operator-login-desktop');
    await signIn(office, ADMIN);
    await office.getByText('Admin · semua operator').waitFor();
    await office.getByLabel('Operator').selectOption('XTR');
    await departureCard(office, departure).getByText('3 dari 3 penumpang sudah naik').waitFor();
    await screenshot(office, 'operator-departures-desktop');
    expect(await seriousAxeViolations(office)).toEqual([]);
    await departureCard(office, departure).locator('a[href*="/operator/manifes/"]').click();
    await passengerRow(office, 'Rina Kusuma').waitFor();
    await screenshot(office, 'operator-manifest-desktop');
    expect(await seriousAxeViolations(office)).toEqual([]);
    // On A4 paper: the print stylesheet's table, and the PDF Chromium prints from it.
    await office.setViewportSize({ width: 794, height: 1123 });
    await office.emulateMedia({ media: 'print' });
    await screenshot(office, 'operator-manifest-print-a4');
    const pdf = await office.pdf({ format: 'A4', path: 'screenshots/operator-manifest.pdf' });
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    await office.emulateMedia({ media: 'screen' });
    await office.setViewportSize(AUTH_DESKTOP.viewport);
    await office.getByRole('link', { name: 'Pindai penumpang naik' }).click();
    await typeCode(office, solo.code);
    await outcome(office, 'already', solo.code);
    await screenshot(office, 'operator-boarding-desktop');
    expect(await seriousAxeViolations(office)).toEqual([]);

    // The admin reads who boarded whom in the audit log (a petugas has no such menu entry).
    await office
      .getByRole('navigation', { name: 'Menu konsol' })
      .getByRole('link', { name: 'Audit' })
      .click();
    await office
      .getByRole('row')
      .filter({ hasText: `reservation ${family.code}` })
      .filter({ hasText: 'Petugas XTR' })
      .filter({ hasText: 'Naik penumpang' })
      .waitFor();
    await screenshot(office, 'operator-audit-desktop');
    expect(await seriousAxeViolations(office)).toEqual([]);
  });
  it("boards a ticket the phone's camera films (Chromium's fake camera showing its QR)", async () => {
    const { departure } = await chooseDeparture(await staffToken(PETUGAS));
    const traveller = await paidBooking(departure, ['Agus Salim'], '081355566677');
    const video = qrVideo(await qrContentOf(traveller.code, traveller.guestToken));
    const filming = await launchBrowser([
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ]);
    try {
      const context = await newContext(filming, AUTH_PHONE);
      await context.grantPermissions(['camera']);
      const page = await context.newPage();
      await page.goto(
        `/operator/naik?${new URLSearchParams({
          operator_kode: departure.operator_kode,
          jadwal_kode: departure.jadwal_kode,
          tanggal: departure.tanggal,
        }).toString()}`,
      );
      await signIn(page, PETUGAS);
      await page.getByRole('button', { name: 'Nyalakan kamera' }).click();
      await outcome(page, 'boarded', 'Agus Salim');
      expect(await result(page).innerText()).toContain('pindai QR');
      await screenshot(page, 'operator-boarding-camera-phone');
      // The ticket still in front of the camera is not checked again and again.
      await page.waitForTimeout(1500);
      expect(await page.locator('li[data-outcome]').count()).toBe(0);
      expect(await page.locator('section[data-outcome="boarded"]').count()).toBe(1);
      await page.getByRole('button', { name: 'Matikan kamera' }).click();
      await page.getByRole('button', { name: 'Nyalakan kamera' }).waitFor();
    } finally {
      await filming.close();
      fs.rmSync(video, { force: true });
    }
  });
});
