import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { ContentAdminRepository } from './content-admin.repository.js';
import { type ContentAuditPort, ContentAdminService } from './content-admin.service.js';
import { ContentRepository } from './content.repository.js';
import { ContentService, type ContentVouchersPort } from './content.service.js';

export interface ContentModuleDependencies {
  db: Kysely<DB>;
  clock: Clock;
  /** The vouchers module: an event's vouchers judged as detail-voucher judges them. */
  vouchers: ContentVouchersPort;
  /** The staff module's audit log (every staff edit writes an entry in its transaction). */
  audit: ContentAuditPort;
}

/** The content module (blogs, banners, FAQ, the donation page), wired once. */
export function createContentServices(deps: ContentModuleDependencies) {
  const content = new ContentService(new ContentRepository(deps.db), deps.vouchers, deps.clock);
  const admin = new ContentAdminService(
    deps.db,
    new ContentAdminRepository(deps.db),
    deps.audit,
    deps.clock,
  );
  return { content, admin };
}
