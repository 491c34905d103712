import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { AUTH_DESKTOP, AUTH_PHONE } from './auth-steps';
import { launchBrowser, newContext } from './browser';

/** The demo's admin of the operator console (seeded; the password is the demo's). */
export const ADMIN = { email: 'admin@lintas.test', password: 'admin-lintas-demo' };

/**
 * One browser for a test file's journeys, launched before them; each page opens in a
 * context of its own (a person of its own), and every context and the browser close after
 * the file. Called once at the top of the file; returns the page opener.
 */
export function browserForFile() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  return async function open(device: typeof AUTH_PHONE | typeof AUTH_DESKTOP): Promise<Page> {
    const context = await newContext(browser, device);
    contexts.push(context);
    return context.newPage();
  };
}

/** The console's sign-in form, which a console page not yet signed in shows. */
export async function signIn(page: Page, who: typeof ADMIN) {
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel(/^Kata sandi/).fill(who.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
}
