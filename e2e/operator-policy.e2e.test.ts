import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP_1366, PHONE, screenshot, seriousAxeViolations } from './support/browser';
import { ADMIN, browserForFile, signIn } from './support/console-steps';

/**
 * An operator's cancellation policy in the console, in a real browser (issue 21, decision
 * 0037): KJT's own petugas, on a phone, finds the operator on the default policy, is told
 * at the field why a refund deadline closer to departure than the cancellation deadline
 * cannot stand, saves a policy of their own, and finds it again after a reload; the
 * customer's terms of KJT (operator-snk) say it at once. An admin, at a desktop, chooses
 * KJT, reads the same policy and puts it back on the default. KJT's policy is no other
 * journey's. Both screens are pictured (screenshots/, and docs/screens by hand).
 */

const PETUGAS_KJT = { email: 'petugas.kjt@lintas.test', password: 'petugas-lintas-demo' };
const WEB_BASIC = `Basic ${Buffer.from('lintas-web:dev-web-secret').toString('base64')}`;
const SAVED = 'Kebijakan Kencana Jaya Transport disimpan. Berlaku untuk pembatalan berikutnya.';
const NEW_LINE =
  'Tanpa Asuransi Refund: 30% harga tiket dikembalikan bila dibatalkan paling lambat 2 hari sebelum keberangkatan.';

const open = browserForFile();

/** The whole page (screenshots/) and the first screen a person sees (for docs/screens). */
async function picture(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
  await page.screenshot({ path: `screenshots/${name}-viewport.png` });
}

/** KJT's policy in sentences, as the seat and booker pages read it. */
async function customerTerms(): Promise<string[]> {
  const res = await fetch(`${baseUrl()}/api/travel/operator-snk?operator_kode=KJT`, {
    headers: { Authorization: WEB_BASIC },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { results: { list_kebijakan: string[] } }).results.list_kebijakan;
}

describe('operator console cancellation policy', () => {
  it("an operator's petugas saves a policy of their own on a phone; the customer's terms follow; an admin puts it back", async () => {
    const page = await open(PHONE);
    await page.goto('/operator/kebijakan');
    await page.waitForURL('**/operator/masuk?red=%2Foperator%2Fkebijakan');
    await signIn(page, PETUGAS_KJT);
    await page.waitForURL('**/operator/kebijakan');
    const form = page.getByRole('form', { name: 'Kebijakan pembatalan Kencana Jaya Transport' });
    await form.waitFor({ timeout: 30_000 });
    await form.getByText('Kebijakan bawaan', { exact: true }).waitFor();
    const preview = form.getByRole('list', { name: 'Pratinjau kebijakan' });
    await preview.getByText(/dapat dibatalkan paling lambat 6 jam/).waitFor();
    await picture(page, 'operator-policy-phone');
    expect(await seriousAxeViolations(page)).toEqual([]);

    const withAssurance = form.getByRole('group', { name: 'Dengan Asuransi Refund' });
    const withoutAssurance = form.getByRole('group', { name: 'Tanpa Asuransi Refund' });
    // A refund with assurance ending 4 hours before, while cancelling is allowed until 8:
    // the server's words show under that field, and nothing is saved.
    await form.getByLabel(/^Batas pembatalan/).fill('8');
    await withAssurance.getByLabel(/^Berlaku sampai/).fill('4');
    await withoutAssurance.getByLabel(/^Refund/).fill('30');
    await withoutAssurance.getByLabel(/^Berlaku sampai/).fill('48');
    await form.getByRole('button', { name: 'Simpan kebijakan' }).click();
    await withAssurance
      .getByText(
        'Batas refund dengan Asuransi Refund tidak boleh lebih dekat ke keberangkatan daripada batas pembatalan.',
      )
      .waitFor();
    expect(await withAssurance.getByLabel(/^Berlaku sampai/).getAttribute('aria-invalid')).toBe(
      'true',
    );
    await picture(page, 'operator-policy-refused-phone');
    expect(await customerTerms()).not.toContain(NEW_LINE);

    await withAssurance.getByLabel(/^Berlaku sampai/).fill('8');
    await preview.getByText(NEW_LINE).waitFor();
    await form.getByRole('button', { name: 'Simpan kebijakan' }).click();
    await page.getByRole('status').filter({ hasText: SAVED }).waitFor();
    expect(await customerTerms()).toEqual(
      expect.arrayContaining([
        'Tiket yang sudah dibayar dapat dibatalkan paling lambat 8 jam sebelum keberangkatan.',
        NEW_LINE,
      ]),
    );

    // Read back after a reload: the operator's own policy now.
    await page.reload();
    await form.getByText('Kebijakan sendiri', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await form.getByLabel(/^Batas pembatalan/).inputValue()).toBe('8');
    expect(await withoutAssurance.getByLabel(/^Refund/).inputValue()).toBe('30');

    // An admin at a desktop chooses KJT, sees the same, and puts it back on the default.
    const desk = await open(DESKTOP_1366);
    await desk.goto('/operator/kebijakan');
    await signIn(desk, ADMIN);
    await desk.waitForURL('**/operator/kebijakan');
    await desk
      .getByRole('combobox', { name: 'Operator', exact: true })
      .selectOption('KJT', { timeout: 30_000 });
    const adminForm = desk.getByRole('form', {
      name: 'Kebijakan pembatalan Kencana Jaya Transport',
    });
    await adminForm
      .getByRole('list', { name: 'Pratinjau kebijakan' })
      .getByText(NEW_LINE)
      .waitFor();
    await picture(desk, 'operator-policy-desktop');
    expect(await seriousAxeViolations(desk)).toEqual([]);
    await adminForm.getByRole('button', { name: 'Kembalikan ke bawaan' }).click();
    await desk
      .getByRole('status')
      .filter({ hasText: 'Kencana Jaya Transport kembali memakai kebijakan bawaan.' })
      .waitFor();
    await adminForm.getByText('Kebijakan bawaan', { exact: true }).waitFor();
    expect(await adminForm.getByLabel(/^Batas pembatalan/).inputValue()).toBe('6');
    expect(await customerTerms()).not.toContain(NEW_LINE);
  });
});
