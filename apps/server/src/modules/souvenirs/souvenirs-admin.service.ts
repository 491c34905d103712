import type {
  StaffSouvenirBody,
  StaffSouvenirOverview,
  StaffSouvenirRow,
} from '@lintas/domain/souvenir-schemas';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { StaffPrincipal } from '../../http/authentication.js';
import type { Clock } from '../../lib/clock.js';
import type {
  SouvenirProductRecord,
  SouvenirsAdminRepository,
} from './souvenirs-admin.repository.js';

/** One entry of the staff module's audit log, written in the change's own transaction. */
interface SouvenirAuditEntry {
  staffId: number;
  action: string;
  entity: string;
  entityKey: string;
  before: unknown;
  after: unknown;
  at: Date;
}

/** The staff module's audit log as the souvenirs module writes to it (decision 0014). */
export interface SouvenirAuditPort {
  record(entry: SouvenirAuditEntry, trx: Executor): Promise<void>;
}

const NOT_FOUND = 'Oleh-oleh tidak ditemukan.';

function toRow(row: SouvenirProductRecord): StaffSouvenirRow {
  return {
    produk_id: Number(row.id),
    kategori_id: row.category_id,
    nama: row.name,
    toko: row.shop_name,
    kota: row.city,
    harga: Number(row.price),
    satuan: row.unit,
    deskripsi: row.description,
    gambar: row.image_url,
    whatsapp: row.whatsapp,
    tersedia: row.is_available,
    rekomendasi: row.is_recommended,
    aktif: row.is_active,
    urutan: row.sort_order,
  };
}

/** What the audit log keeps of a row: its fields as stored, dates as ISO text. */
function snapshot(row: SouvenirProductRecord): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString() : value,
    ]),
  );
}

function assertAdmin(staff: StaffPrincipal): void {
  // A petugas works for one operator; the souvenir catalogue is the site's own.
  if (staff.role !== 'admin')
    throw new AppError('FORBIDDEN', 'Katalog oleh-oleh hanya dapat diubah oleh admin.');
}

/**
 * Staff (admin) edits of souvenir products: create, replace, delete. Each change and its
 * audit entry are one transaction, so there is never a change nobody answers for.
 */
export class SouvenirsAdminService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repository: SouvenirsAdminRepository,
    private readonly audit: SouvenirAuditPort,
    private readonly clock: Clock,
  ) {}

  async overview(staff: StaffPrincipal): Promise<StaffSouvenirOverview> {
    assertAdmin(staff);
    const [categories, products] = await Promise.all([
      this.repository.categories(),
      this.repository.products(),
    ]);
    return {
      kategori: categories.map((row) => ({ kategori_id: row.id, nama: row.name })),
      produk: products.map(toRow),
    };
  }

  /** Creates a product (no id) or replaces every field of one. */
  async save(staff: StaffPrincipal, body: StaffSouvenirBody, id?: number) {
    assertAdmin(staff);
    const now = this.clock.now();
    const values = {
      category_id: body.kategori_id,
      name: body.nama,
      shop_name: body.toko,
      city: body.kota,
      price: body.harga,
      unit: body.satuan,
      description: body.deskripsi,
      image_url: body.gambar,
      whatsapp: body.whatsapp,
      is_available: body.tersedia,
      is_recommended: body.rekomendasi,
      is_active: body.aktif,
      sort_order: body.urutan,
      updated_at: now,
    };
    const after = await this.db.transaction().execute(async (trx) => {
      if (!(await this.repository.categoryExists(body.kategori_id, trx)))
        throw new AppError(
          'VALIDATION_ERROR',
          'Data tidak valid pada kategori_id: Kategori oleh-oleh tidak ditemukan.',
          { fields: [{ field: 'kategori_id', message: 'Kategori oleh-oleh tidak ditemukan.' }] },
        );
      const before = id === undefined ? undefined : await this.repository.productForUpdate(id, trx);
      if (id !== undefined && !before) throw new AppError('NOT_FOUND', NOT_FOUND);
      const row =
        id === undefined
          ? await this.repository.insertProduct({ ...values, created_at: now }, trx)
          : await this.repository.updateProduct(id, values, trx);
      await this.audit.record(
        {
          staffId: staff.id,
          action: id === undefined ? 'souvenir.create' : 'souvenir.update',
          entity: 'souvenir_product',
          entityKey: String(row.id),
          before: before ? snapshot(before) : undefined,
          after: snapshot(row),
          at: now,
        },
        trx,
      );
      return row;
    });
    return toRow(after);
  }

  async remove(staff: StaffPrincipal, id: number) {
    assertAdmin(staff);
    const now = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      const before = await this.repository.productForUpdate(id, trx);
      if (!before) throw new AppError('NOT_FOUND', NOT_FOUND);
      await this.repository.deleteProduct(id, trx);
      await this.audit.record(
        {
          staffId: staff.id,
          action: 'souvenir.delete',
          entity: 'souvenir_product',
          entityKey: String(id),
          before: snapshot(before),
          after: undefined,
          at: now,
        },
        trx,
      );
    });
    return { produk_id: id, dihapus: true as const };
  }
}
