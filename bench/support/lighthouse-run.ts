/**
 * One Lighthouse 12 run (performance and accessibility) of `url` in a fresh Debian
 * Chromium (CHROMIUM_PATH, default /usr/bin/chromium) with Lighthouse's own throttling
 * for the form factor: what bench/web.ts and bench/web-floor.ts measure with.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export interface Measured {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's own CPU benchmark of the machine (higher is faster). */
  benchmarkIndex: number;
  scriptKb: number;
  report: unknown;
}

export async function lighthouseRun(
  url: string,
  formFactor: 'mobile' | 'desktop',
): Promise<Measured> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        maxWaitForLoad: 60_000,
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const scriptBytes = (
      (
        lhr.audits['resource-summary']?.details as {
          items?: { resourceType: string; transferSize: number }[];
        }
      )?.items ?? []
    ).find((item) => item.resourceType === 'script')?.transferSize;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      scriptKb: (scriptBytes ?? Number.NaN) / 1000,
      report: lhr,
    };
  } finally {
    chrome.kill();
  }
}
