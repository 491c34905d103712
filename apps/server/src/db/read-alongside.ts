import type { Expression } from 'kysely';

/**
 * One module's read, not run, to be read inside another module's statement as a scalar
 * subquery: `query` answers one value (one row, one column; a JSON aggregate when there
 * are many), `decode` turns that value (null when the subquery found no row) into what
 * the module's own method would have returned. Search reads the catalogue's version, the
 * free seats and the operators' ratings this way in one round trip (decision 0029).
 */
export interface ReadAlongside<T> {
  query: Expression<unknown>;
  decode(value: unknown): T;
}
