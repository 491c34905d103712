import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, PHONE } from './support/browser';
import { bookAndPay, type Booker } from './support/journey-steps';

/**
 * Issue 21, the e-ticket as a file (decision 0041), at phone size: book, pay in the
 * simulator, press "Unduh E-Tiket", and the saved PDF's text holds the code and the name.
 */
let browser: Browser;
let work: string;
beforeAll(async () => {
  browser = await launchBrowser();
  work = mkdtempSync(join(tmpdir(), 'lintas-e2e-ticket-file-'));
});
afterAll(async () => {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
});

const booker: Booker = {
  name: 'Rina Berkas',
  email: 'rina.berkas@example.com',
  phone: '081377788812',
};

describe('the e-ticket as a file', () => {
  it('downloads the paid ticket as a PDF whose text is the ticket; offline it says why not', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const code = await bookAndPay(context, page, booker, '11.00');

    const ticket = page.getByRole('region', { name: 'E-Tiket' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      ticket.getByRole('button', { name: 'Unduh E-Tiket' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`e-tiket-${code}.pdf`);
    const file = join(work, download.suggestedFilename());
    await download.saveAs(file);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(code);
    expect(text).toContain('LUNAS');
    expect(text).toContain(booker.name);

    await context.setOffline(true);
    await ticket.getByRole('button', { name: 'Tambah ke Kalender' }).click();
    expect(await ticket.getByRole('alert').textContent()).toMatch(/^Anda sedang offline/);
    await context.close();
  });
});
