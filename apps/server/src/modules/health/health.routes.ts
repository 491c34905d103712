import { sql } from 'kysely';
import { z } from 'zod';
import type { ApiInstance } from '../../http/api-instance.js';
import { AppError } from '../../http/app-error.js';
import { ok, okSchema } from '../../http/envelope.js';
import type { Database } from '../../db/database.js';

export function registerHealthRoutes(api: ApiInstance, database: Database): void {
  api.get(
    '/health',
    {
      config: { access: 'none' },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
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
}
