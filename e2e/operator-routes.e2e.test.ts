import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_DESKTOP, AUTH_PHONE } from './support/auth-steps';
import { launchBrowser, seriousAxeViolations } from './support/browser';
import { startOwnServer, type OwnServer } from './support/own-server';

/**
 * Timetable editing in a real browser (issue 10, decision 0021): an admin builds a new
 * Bandung - Jakarta route stop by stop and gives it a schedule, and the next search sells
 * it; a petugas looks at a layout on a phone. On a server of its own: a new Bandung -
 * Jakarta departure would change what the shared server's search journeys expect.
 */

const WEB_BASIC = `Basic ${Buffer.from('lintas-web:dev-web-secret').toString('base64')}`;
const ADMIN = { email: 'admin@lintas.test', password: 'admin-lintas-demo' };
const PETUGAS = { email: 'petugas.xtr@lintas.test', password: 'petugas-lintas-demo' };

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- varied answers

const TOMORROW = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(
  new Date(Date.now() + 86_400_000),
);

let server: OwnServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

async function api(path: string) {
  const res = await fetch(`${server.baseUrl}/api/${path}`, {
    headers: { Authorization: WEB_BASIC },
  });
  return { status: res.status, json: (await res.json()) as Json };
}

/** Tomorrow's Bandung -> Jakarta search, every group opened: the trip with this code. */
async function searchTrip(jadwal: string): Promise<Json | undefined> {
  const search = `asal_id=1&asal_tipe=city&tujuan_id=2&tujuan_tipe=city&tanggal_berangkat=${TOMORROW}`;
  const res = await api(`travel/search-jadwal?${search}`);
  expect(res.status).toBe(200);
  for (const group of res.json.results.list as Json[]) {
    const opened = await api(
      `travel/list-jadwal?${search}&operator_kode=${group.operator_kode}&jurusan_id=${group.jurusan_id}&group_kode=${encodeURIComponent(group.group_kode)}`,
    );
    expect(opened.status).toBe(200);
    const found = (opened.json.results.list as Json[]).find((item) => item.jadwal_kode === jadwal);
    if (found) return found;
  }
  return undefined;
}

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel(/^Kata sandi/).fill(who.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
}

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
}

beforeAll(async () => {
  server = await startOwnServer({});
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

describe('timetable editing', () => {
  it('an admin creates a route and a schedule on a desktop, and the next search finds it', async () => {
    const context = await browser.newContext({
      ...AUTH_DESKTOP,
      baseURL: server.baseUrl,
      serviceWorkers: 'block',
      locale: 'id-ID',
      timezoneId: 'Asia/Jakarta',
    });
    contexts.push(context);
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await page.goto('/operator/rute');
    await page.waitForURL('**/operator/masuk?red=%2Foperator%2Frute');
    await signIn(page, ADMIN);
    await page.waitForURL('**/operator/rute');
    // By role: the wrapping label's own name includes the chosen operator's text once the
    // list has loaded ("Operator Xpress Trans Priangan"), so an exact label never matches.
    await page
      .getByRole('combobox', { name: 'Operator', exact: true })
      .selectOption('XTR', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Ubah XTR-01' }).waitFor();
    await page.getByRole('button', { name: 'Rute baru' }).click();

    await page.getByLabel('Nama rute').fill('Bandung Pasteur - Jakarta Blok M Ekspres');
    await page.getByLabel('Titik pemberhentian 1').selectOption('BDG-PST');
    await page.getByLabel('Titik pemberhentian 2').selectOption('JKT-BLM');
    await page.getByLabel('Menit dari awal pemberhentian 2').fill('150');
    // Too cheap a hop is refused before anything is sent.
    await page.getByLabel('Tarif dari awal pemberhentian 2').fill('500');
    await page.getByRole('button', { name: 'Buat rute' }).click();
    await page
      .getByText('Tarif pemberhentian 2 minimal Rp 1.000 di atas pemberhentian 1')
      .waitFor();
    await page.getByLabel('Tarif dari awal pemberhentian 2').fill('155000');
    await page.getByRole('button', { name: 'Buat rute' }).click();
    const saved = page.getByRole('status').filter({ hasText: /Rute XTR-\d+ disimpan/ });
    await saved.waitFor();
    const routeCode = /Rute (XTR-\d+) disimpan/.exec((await saved.textContent()) ?? '')![1]!;

    const form = page
      .locator('form')
      .filter({ has: page.getByRole('heading', { name: 'Jadwal baru' }) });
    await form.getByLabel('Denah kursi').selectOption('SHT12');
    await form.getByLabel('Jam berangkat').fill('13:37');
    await form.getByRole('button', { name: 'Buat jadwal' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Jadwal ${routeCode}-1337 dibuat` })
      .waitFor();
    await screenshot(page, 'operator-routes-created-desktop');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The very next search sells it, end to end, at its fare.
    const trip = await searchTrip(`${routeCode}-1337`);
    expect(trip, 'the new schedule in search').toBeDefined();
    expect(trip).toMatchObject({ jam_berangkat: '13:37', jam_tiba: '16:07', harga: 155000 });
  });

  it('a petugas opens a shared layout on a phone: shown, not editable', async () => {
    const context = await browser.newContext({
      ...AUTH_PHONE,
      baseURL: server.baseUrl,
      serviceWorkers: 'block',
      locale: 'id-ID',
      timezoneId: 'Asia/Jakarta',
    });
    contexts.push(context);
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await page.goto('/operator/denah');
    await signIn(page, PETUGAS);
    await page.waitForURL('**/operator/denah');
    await page.getByRole('button', { name: 'Buka SHT12' }).click();
    await page.getByText('Denah bersama dipakai banyak operator').waitFor();
    await page.getByRole('figure', { name: 'Pratinjau denah kursi' }).waitFor();
    expect(await page.getByRole('button', { name: 'Simpan denah' }).count()).toBe(0);
    await screenshot(page, 'operator-layout-shared-phone');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
