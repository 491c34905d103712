import { sql } from 'kysely';
import { z } from 'zod';
import type { ApiInstance } from '../../http/api-instance.js';
import { AppError } from '../../http/app-error.js';
import { ok, okSchema } from '../../http/envelope.js';
import type { Database } from '../../db/database.js';
import { pendingMigrations } from '../../db/migrate.js';

export function registerHealthRoutes(api: ApiInstance, database: Database): void {
  api.get(
    '/health',
    {
      config: { access: 'none' },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        description:
          'Kept as it was for monitors that already call it; a load balancer asks /api/ready.',
        response: { 200: okSchema(z.object({ database: z.enum(['pglite', 'postgres']) })) },
      },
    },
    async () => {
      try {
        await sql`SELECT 1`.execute(database.db);
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE', 'Database tidak dapat dihubungi.');
      }
      return ok({ database: database.kind });
    },
  );

  // Readiness: send this process traffic? Only when the database answers and its schema
  // is the one this code expects (a process started before its migrations ran is not).
  api.get(
    '/ready',
    {
      config: { access: 'none' },
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers and its migrations are current',
        response: {
          200: okSchema(
            z.object({
              database: z.enum(['pglite', 'postgres']),
              migrations: z.literal('current'),
            }),
          ),
        },
      },
    },
    async (request) => {
      let pending: string[];
      try {
        await sql`SELECT 1`.execute(database.db);
        pending = await pendingMigrations(database.db);
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE', 'Database tidak dapat dihubungi.');
      }
      if (pending.length > 0) {
        request.log.warn({ pending }, 'not ready: migrations pending');
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          `Migrasi database belum dijalankan: ${pending.join(', ')}.`,
        );
      }
      return ok({ database: database.kind, migrations: 'current' as const });
    },
  );
}
