import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { SouvenirsRepository } from './souvenirs.repository.js';
import { SouvenirsService } from './souvenirs.service.js';

export interface SouvenirsModuleDependencies {
  db: Kysely<DB>;
  clock: Clock;
  /** The call centre's WhatsApp (config CALL_CENTER_WHATSAPP). */
  callCenterWhatsapp: string;
}

/** The souvenirs module (oleh-oleh catalogue and order messages), wired once. */
export function createSouvenirsServices(deps: SouvenirsModuleDependencies) {
  return new SouvenirsService(
    new SouvenirsRepository(deps.db),
    deps.clock,
    deps.callCenterWhatsapp,
  );
}
