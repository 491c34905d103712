import fs from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium, headless, with the flags this closed network needs; `extraArgs` for
 * a journey that needs more (a fake camera).
 */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      ...extraArgs,
    ],
  });
}

export const PHONE = {
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 12; SM-A125F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
};

export const DESKTOP = {
  viewport: { width: 1366, height: 860 },
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
};

/** The two sizes every new screen is looked at (and photographed) in. */
export const PHONE_390 = { ...PHONE, viewport: { width: 390, height: 844 } };
export const DESKTOP_1366 = { ...DESKTOP, viewport: { width: 1366, height: 900 } };

/**
 * Waits until the page's finite animations and transitions are done: pages fade in, and
 * text mid-fade has too little contrast for axe and looks half-drawn in a screenshot.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/** Fails the test on any serious or critical axe violation of the settled page. */
export async function expectAccessible(page: Page): Promise<void> {
  await settled(page);
  const violations = await seriousAxeViolations(page);
  expect(
    violations,
    violations.map((v) => `${v.id}: ${v.help} ${v.nodes[0]?.html}`).join('\n'),
  ).toEqual([]);
}

export function baseUrl(): string {
  return inject('baseUrl');
}

export async function newContext(
  browser: Browser,
  device: typeof PHONE | typeof DESKTOP,
  options: { serviceWorker?: boolean; origin?: string } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...device,
    // The offline ticket's worker (decision 0020) keeps files across a journey; journeys
    // see the network as it is unless a test is about the worker.
    serviceWorkers: options.serviceWorker ? 'allow' : 'block',
    // Another origin of the same server (localhost for 127.0.0.1) when a test needs one.
    baseURL: options.origin ?? baseUrl(),
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  context.setDefaultTimeout(15_000);
  // Every journey arrives as a new visitor: the demo's welcome popup (banner-popup
  // 'selamat-datang') shows on home, a card beside the search form that no journey needs
  // to close (decision 0036).
  return context;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; html: string }>;
}

/**
 * Runs axe-core in the page (WCAG 2.x A/AA rules) and returns the serious and critical
 * violations. Evaluated through the DevTools protocol, so the site's CSP does not apply.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, html: n.html.slice(0, 200) })),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Saves a screenshot under screenshots/ (git-ignored) for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync('screenshots', { recursive: true });
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
}
