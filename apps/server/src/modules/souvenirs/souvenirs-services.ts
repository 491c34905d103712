import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { SouvenirsAdminRepository } from './souvenirs-admin.repository.js';
import { type SouvenirAuditPort, SouvenirsAdminService } from './souvenirs-admin.service.js';
import { SouvenirsRepository } from './souvenirs.repository.js';
import { SouvenirsService } from './souvenirs.service.js';

export interface SouvenirsModuleDependencies {
  db: Kysely<DB>;
  clock: Clock;
  /** The call centre's WhatsApp (config CALL_CENTER_WHATSAPP). */
  callCenterWhatsapp: string;
  /** The staff module's audit log (every staff edit writes an entry in its transaction). */
  audit: SouvenirAuditPort;
}

/** The souvenirs module (oleh-oleh catalogue, order messages, admin edits), wired once. */
export function createSouvenirsServices(deps: SouvenirsModuleDependencies) {
  const souvenirs = new SouvenirsService(
    new SouvenirsRepository(deps.db),
    deps.clock,
    deps.callCenterWhatsapp,
  );
  const admin = new SouvenirsAdminService(
    deps.db,
    new SouvenirsAdminRepository(deps.db),
    deps.audit,
    deps.clock,
  );
  return { souvenirs, admin };
}
