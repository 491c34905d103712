import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.js';
import { type GoldenAnswer, goldenAnswers, sellGoldenSeats } from '../api/search-golden.js';
import {
  cancellationShowsAtOnce,
  fareChangeShowsAtOnce,
  placeRenameShowsAtOnce,
  scheduleWithdrawnShowsAtOnce,
  seatsTakenAndFreedShowAtOnce,
  timetableChangeShowsAtOnce,
} from '../api/search-freshness.js';
import { useTwoServers } from './two-servers.js';

/**
 * The search index on PostgreSQL: the answers recorded before it (search-golden.json, the
 * same fixtures and sold seats as the PGlite test), then every change made through a
 * second server instance with its own pool, read by the first in its next search.
 */
describe('search index on PostgreSQL, two server instances', () => {
  let reader: TestApp;
  let writer: TestApp;
  useTwoServers(
    (servers) => {
      reader = servers.first;
      writer = servers.second;
    },
    { poolSize: 5 },
  );

  it('answers every schedules read as recorded before the index', async () => {
    await sellGoldenSeats(writer);
    const answers = await goldenAnswers(reader);
    const recorded = JSON.parse(
      fs.readFileSync(path.join(import.meta.dirname, '../api/search-golden.json'), 'utf8'),
    ) as Record<string, GoldenAnswer>;
    expect(Object.keys(answers)).toEqual(Object.keys(recorded));
    for (const [call, answer] of Object.entries(answers)) {
      expect({ call, ...answer }).toEqual({ call, ...recorded[call] });
    }
  });

  it('a timetable change made through the other instance', () =>
    timetableChangeShowsAtOnce(reader, writer));
  it('fare changes', () => fareChangeShowsAtOnce(reader, writer));
  it('a cancellation and its withdrawal', () => cancellationShowsAtOnce(reader, writer));
  it('a schedule taken out of service', () => scheduleWithdrawnShowsAtOnce(reader, writer));
  it('a city and a point renamed', () => placeRenameShowsAtOnce(reader, writer));
  it('a seat taken and freed', () => seatsTakenAndFreedShowAtOnce(reader, writer));
});
