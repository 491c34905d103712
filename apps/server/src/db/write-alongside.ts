import type { RawBuilder } from 'kysely';

/**
 * One module's write, not run, to be written inside another module's statement that
 * inserts a parent row (a booking's reservation): `statement(parentId)` is the
 * data-modifying statement for a CTE, given the new parent's id as an SQL expression;
 * what it RETURNs comes back as JSON rows (none: an empty array), and `decode` turns them
 * into what the module's own method would have answered. The payments module writes a
 * booking's pending charge this way (decision 0034), as ReadAlongside reads alongside
 * (decision 0029).
 */
export interface WriteAlongside<T> {
  statement(parentId: RawBuilder<number>): RawBuilder<unknown>;
  decode(rows: unknown[]): T;
}
