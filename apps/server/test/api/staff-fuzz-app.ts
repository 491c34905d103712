import type { InjectOptions } from 'fastify';
import type { App } from '../../src/app.js';
import { type TestApp, WEB_BASIC } from '../helpers/test-app.js';
import {
  createStaffTestApp,
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_PASSWORD,
  DEMO_PETUGAS_PASSWORD,
  demoPetugasEmail,
  paidBooking,
} from './staff.fixtures.js';

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Array<{ name: string }> }>>;
}

/**
 * The app as the API fuzzer (helpers/fuzz.ts) sees it behind a signed-in staff member:
 * its OpenAPI document cut to `routes` (and without the GET query parameters
 * `leaveOut` names per path), and the platform's Basic credentials the fuzzer sends
 * swapped for the staff `bearer`, so generated input gets past the staff door.
 */
export function behindStaff(
  t: TestApp,
  bearer: string,
  routes: string[],
  leaveOut: Record<string, string> = {},
): App {
  const swagger = () => {
    const document = structuredClone(t.app.swagger()) as OpenApiDocument;
    for (const path of Object.keys(document.paths)) {
      if (!routes.includes(path)) delete document.paths[path];
    }
    for (const [path, name] of Object.entries(leaveOut)) {
      const operation = document.paths[path]?.get;
      if (operation?.parameters)
        operation.parameters = operation.parameters.filter((parameter) => parameter.name !== name);
    }
    return document;
  };
  // fuzzApp calls inject with an options object only.
  const inject = (options: InjectOptions) => {
    const headers = { ...(options.headers as Record<string, string> | undefined) };
    if (headers.authorization === WEB_BASIC) headers.authorization = bearer;
    return t.app.inject({ ...options, headers });
  };
  return { swagger, inject } as unknown as App;
}

/** The staff the walks sign in as: who, e-mail, password. */
export const STAFF_WALKERS: Array<[string, string, string]> = [
  ['an admin', DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD],
  ['a petugas', demoPetugasEmail('XTR'), DEMO_PETUGAS_PASSWORD],
];

/**
 * The staff test app a walk runs on, with one paid booking: a real ticket for the codes
 * the walk tries, and sold seats for its changes to meet.
 */
export async function openWalkedStaffApp(): Promise<TestApp> {
  const t = await createStaffTestApp();
  await paidBooking(t);
  return t;
}
