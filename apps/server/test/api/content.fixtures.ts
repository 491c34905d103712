import { seedDemoContent } from '../../src/db/seed/seed-content.js';
import type { TestApp, TestAppOptions } from '../helpers/test-app.js';
import { WEB_BASIC } from '../helpers/test-app.js';
import { createStaffTestApp } from './staff.fixtures.js';

/** The test app with the demo catalogue, the demo staff accounts and the demo content. */
export async function createContentTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const t = await createStaffTestApp(options);
  await seedDemoContent(t.db, t.clock.now());
  return t;
}

/** A GET as the web client (the platform's Basic credentials). */
export function clientGet(t: TestApp, url: string, query: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, query, headers: { authorization: WEB_BASIC } });
}
