import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './database.js';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable (503, not 500)', () => {
  it('recognises a database that went away', () => {
    for (const error of [
      pgError('57P01', 'terminating connection due to administrator command'),
      pgError('08006', 'connection failure'),
      pgError('53300', 'too many connections'),
      pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      new DatabaseUnavailableError(new Error('timeout exceeded when trying to connect')),
      new Error('rollback failed', { cause: pgError('57P01') }),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
    }
  });

  it('leaves faults of the query, and clients that hung up, to their own answers', () => {
    for (const error of [
      pgError('23505', 'duplicate key value violates unique constraint'),
      pgError('42601', 'syntax error'),
      pgError('57014', 'canceling statement due to statement timeout'),
      pgError('ECONNRESET', 'aborted'),
      new TypeError('Cannot read properties of undefined'),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(false);
    }
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
  });
});
