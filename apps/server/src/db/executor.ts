import type { Kysely } from 'kysely';
import type { DB } from './schema.js';

/**
 * What a repository method runs on: the database handle or a transaction (Kysely gives
 * both the same type). Repositories are built with the handle and take an optional
 * executor as their last argument, so a service decides the transaction boundaries.
 */
export type Executor = Kysely<DB>;
