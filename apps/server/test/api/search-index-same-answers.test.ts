import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { type GoldenAnswer, goldenAnswers, sellGoldenSeats } from './search-golden.js';

const GOLDEN = path.join(import.meta.dirname, 'search-golden.json');

describe('search answers the same as before the search index (PGlite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await sellGoldenSeats(t);
  });
  afterAll(() => t.close());

  it('every schedules read answers the recorded trips, fares, seat counts and digest', async () => {
    const answers = await goldenAnswers(t);
    if (process.env.UPDATE_SEARCH_GOLDEN === '1')
      fs.writeFileSync(GOLDEN, `${JSON.stringify(answers, null, 1)}\n`);
    const recorded = JSON.parse(fs.readFileSync(GOLDEN, 'utf8')) as Record<string, GoldenAnswer>;
    expect(Object.keys(answers)).toEqual(Object.keys(recorded));
    for (const [call, answer] of Object.entries(answers)) {
      expect({ call, ...answer }).toEqual({ call, ...recorded[call] });
    }
  });
});
