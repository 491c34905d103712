import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerCall, pageToken, signUpByEmail, uniqueEmail } from './support/auth-steps';
import { expectAccessible, launchBrowser, newContext, PHONE, screenshot } from './support/browser';
import {
  choosePaymentMethod,
  chooseSchedule,
  payNow,
  payOnSimulator,
  pickFreeSeat,
  search,
} from './support/journey-steps';

/**
 * Cancelling some passengers of a paid booking (decision 0046), on a phone: a signed-in
 * customer pays two seats with refund assurance, unticks the one who still travels in the cancel sheet, and sees
 * the refund of the other and who remains on the same e-ticket; the server agrees.
 */

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('cancelling one passenger of two', () => {
  it('a signed-in customer on a phone cancels one passenger and sees the refund and who still travels', async () => {
    const context = await newContext(browser, PHONE);
    contexts.push(context);
    const page = await context.newPage();
    await signUpByEmail(page, uniqueEmail('rina.sebagian'), 'Rina', 'Wulandari');
    await search(page);
    await chooseSchedule(page, 'Xpress Trans Priangan', '13.00');
    await page.waitForURL('**/kursi');
    const stays = await pickFreeSeat(page);
    const leaves = await pickFreeSeat(page);
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await page.waitForURL('**/data-pemesan');
    await expect.poll(() => page.getByLabel('Nama Lengkap').inputValue()).toBe('Rina Wulandari');
    await page.getByLabel('Nomor Telepon').fill('081298765434');
    await page.getByLabel('Sama dengan pemesan').first().check();
    await page.getByLabel(`Penumpang 2 - Kursi ${leaves}`).fill('Sari Wulandari');
    await page.getByRole('button', { name: 'Lanjutkan ke Pembayaran' }).click();
    await page.waitForURL('**/pembayaran');
    await choosePaymentMethod(page, /BCA Virtual Account/);
    // With refund assurance: a refund whatever the hour tomorrow's departure leaves at.
    await page.getByLabel(/Tambah Asuransi Refund/).check();
    await page.locator('[data-type="add"]', { hasText: 'Asuransi Refund' }).waitFor();
    const code = await payNow(page);
    const simulator = await payOnSimulator(context, page);
    await simulator.close();
    await page.getByRole('heading', { name: /Pembayaran Berhasil/ }).waitFor({ timeout: 20_000 });

    // Both ticked at first (the whole booking); Rina unticked: only Sari is priced.
    await page.getByRole('button', { name: 'Batalkan Tiket' }).click();
    const sheet = page.getByRole('dialog', { name: 'Batalkan Tiket' });
    const whole = ((await sheet.getByTestId('cancel-refund').textContent()) ?? '').trim();
    await sheet.getByRole('checkbox', { name: `Rina Wulandari · Kursi ${stays}` }).uncheck();
    const confirm = sheet.getByRole('button', { name: 'Ya, Batalkan 1 Penumpang' });
    await expect.poll(() => confirm.isEnabled(), { timeout: 10_000 }).toBe(true);
    await sheet.getByText(`Kursi Sari Wulandari (kursi ${leaves}) akan dilepas`).waitFor();
    const refundText = ((await sheet.getByTestId('cancel-refund').textContent()) ?? '').trim();
    expect(refundText).toMatch(/^Rp\s[\d.]+$/);
    const refund = Number(refundText.replace(/\D/g, ''));
    expect(refund).toBeGreaterThan(0);
    expect(refund).toBeLessThan(Number(whole.replace(/\D/g, '')));
    await expectAccessible(page);

    await confirm.click();
    await sheet.waitFor({ state: 'detached' });
    // Still paid for Rina, on the same e-ticket; Sari's refund said, and who remains.
    const note = page.getByRole('region', { name: 'Pengembalian Dana' });
    await note.getByText(refundText.replace(/\s/, '\u00a0'), { exact: true }).waitFor();
    const partial = note.getByTestId('partial-cancellation');
    await partial.getByText(/^1 penumpang dibatalkan\./).waitFor();
    expect(await partial.textContent()).toContain(`Rina Wulandari (kursi ${stays})`);
    expect(await partial.textContent()).not.toContain('Sari Wulandari');
    await page.getByRole('heading', { name: /Pembayaran Berhasil/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Batalkan Tiket' }).count()).toBe(1);
    await screenshot(page, 'partial-cancel-phone');
    await expectAccessible(page);

    // The server agrees: paid, one passenger cancelled, one refund of that amount.
    const token = (await pageToken(context)) as string;
    const after = await customerCall(
      `detail-reservasi?reservasi_kode=${encodeURIComponent(code)}`,
      token,
    );
    const results = after.json.results as {
      status: string;
      penumpang_aktif: number;
      penumpang_dibatalkan: number;
      refund: Array<{ alasan_kode: string; jumlah: number }>;
    };
    expect(results.status).toBe('paid');
    expect(results.penumpang_aktif).toBe(1);
    expect(results.penumpang_dibatalkan).toBe(1);
    const refunds = results.refund.filter((r) => r.alasan_kode === 'dibatalkan_pelanggan');
    expect(refunds.map((r) => r.jumlah)).toEqual([refund]);
  });
});
