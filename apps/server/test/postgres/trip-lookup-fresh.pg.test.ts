import { describe, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.js';
import {
  cancellationRefusedAtOnce,
  withdrawalRefusedAtOnce,
} from '../api/trip-lookup-freshness.js';
import { useTwoServers } from './two-servers.js';

/**
 * The booking's trip lookup (decision 0024) on PostgreSQL: every change made through a
 * second server instance with its own pool, seen by the first in its next booking.
 */
describe('the trip lookup of a booking on PostgreSQL, two server instances', () => {
  let reader: TestApp;
  let writer: TestApp;
  useTwoServers(
    (servers) => {
      reader = servers.first;
      writer = servers.second;
    },
    { poolSize: 5 },
  );

  it('a departure cancelled through the other instance', () =>
    cancellationRefusedAtOnce(reader, writer));

  it('a schedule withdrawn through the other instance', () =>
    withdrawalRefusedAtOnce(reader, writer));
});
