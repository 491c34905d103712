import type {
  StaffFlashSaleCardBody,
  StaffFlashSaleOverview,
  StaffFlashSaleQuestionBody,
  StaffFlashSaleSessionBody,
} from '@lintas/domain/flashsale-schemas';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { StaffPrincipal } from '../../http/authentication.js';
import type { Clock } from '../../lib/clock.js';
import type { FlashSaleAdminRepository } from './flashsale-admin.repository.js';

/** The staff module's audit log, as the flash sale writes to it (decision 0014). */
export interface FlashSaleAuditPort {
  record(
    entry: {
      staffId: number;
      action: string;
      entity: string;
      entityKey: string;
      before: unknown;
      after: unknown;
      at: Date;
    },
    trx: Executor,
  ): Promise<void>;
}

type Jenis = 'sesi' | 'card' | 'soal';

function assertAdmin(staff: StaffPrincipal): void {
  // A petugas works for one operator; a flash sale speaks for the whole site.
  if (staff.role !== 'admin') {
    throw new AppError('FORBIDDEN', 'Hanya admin yang dapat mengubah flash sale.');
  }
}

function invalidField(field: string, message: string): AppError {
  return new AppError('VALIDATION_ERROR', `Data tidak valid pada ${field}: ${message}`, {
    fields: [{ field, message }],
  });
}

/** What the audit log keeps of a row: its fields as stored, dates as ISO text. */
function snapshot(row: object | undefined): Record<string, unknown> | null {
  if (!row) return null;
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString() : value,
    ]),
  );
}

/**
 * Staff (admin) edits of sessions, cards and quiz questions. Each change and its audit
 * entry are one transaction. A card's stock never goes below what is sold and held; a
 * session with cards or a card with purchases is deactivated, never deleted.
 */
export class FlashSaleAdminService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repository: FlashSaleAdminRepository,
    private readonly audit: FlashSaleAuditPort,
    private readonly clock: Clock,
  ) {}

  async overview(staff: StaffPrincipal): Promise<StaffFlashSaleOverview> {
    assertAdmin(staff);
    const { sessions, cards, questions } = await this.repository.overview();
    return {
      sesi: sessions.map((row) => ({
        id: Number(row.id),
        nama: row.name,
        mulai: row.starts_at.toISOString(),
        selesai: row.ends_at.toISOString(),
        aktif: row.is_active,
      })),
      card: cards.map((row) => ({
        id: Number(row.id),
        sesi_sub_id: Number(row.session_id),
        jenis: row.kind,
        nama: row.name,
        harga_normal: row.normal_price,
        harga: row.price,
        stok: row.stock,
        terjual: row.sold,
        dipesan: row.held,
        aktif: row.is_active,
        deskripsi: row.description,
        syarat: row.terms,
        gambar: row.image_url,
        tipe_diskon: row.discount_type,
        nilai_diskon: row.discount_value,
        maksimal_diskon: row.max_discount,
        minimal_transaksi: row.min_spend,
        berlaku_hari: row.valid_days,
        operator_kode: row.operator_codes,
        urutan: row.sort_order,
      })),
      soal: questions.map((row) => ({
        id: Number(row.id),
        card_id: Number(row.card_id),
        pertanyaan: row.question,
        pilihan: row.choices,
        jawaban: row.answer,
        aktif: row.is_active,
      })),
    };
  }

  saveSession(staff: StaffPrincipal, body: StaffFlashSaleSessionBody, id?: number) {
    const now = this.clock.now();
    const values = {
      name: body.nama,
      starts_at: body.mulai,
      ends_at: body.selesai,
      is_active: body.aktif,
      updated_at: now,
    };
    return this.write('sesi', staff, now, id, async (trx) => {
      if (id === undefined) {
        return {
          before: undefined,
          after: await this.repository.insertSession({ ...values, created_at: now }, trx),
        };
      }
      const before = await this.repository.forUpdate('flash_sale_sessions', id, trx);
      if (!before) throw new AppError('NOT_FOUND', 'Sesi flash sale tidak ditemukan.');
      return { before, after: await this.repository.updateSession(id, values, trx) };
    });
  }

  saveCard(staff: StaffPrincipal, body: StaffFlashSaleCardBody, id?: number) {
    const now = this.clock.now();
    const values = {
      session_id: body.sesi_sub_id,
      kind: body.jenis,
      name: body.nama,
      description: body.deskripsi,
      terms: JSON.stringify(body.syarat),
      image_url: body.gambar ?? null,
      normal_price: body.harga_normal,
      price: body.harga,
      stock: body.stok,
      discount_type: body.tipe_diskon,
      discount_value: body.nilai_diskon,
      max_discount: body.maksimal_diskon ?? null,
      min_spend: body.minimal_transaksi,
      valid_days: body.berlaku_hari,
      operator_codes:
        body.operator_kode && body.operator_kode.length > 0 ? body.operator_kode : null,
      sort_order: body.urutan,
      is_active: body.aktif,
      updated_at: now,
    };
    return this.write('card', staff, now, id, async (trx) => {
      if (!(await this.repository.forUpdate('flash_sale_sessions', body.sesi_sub_id, trx))) {
        throw invalidField('sesi_sub_id', 'Sesi flash sale tidak ditemukan.');
      }
      if (id === undefined) {
        return {
          before: undefined,
          after: await this.repository.insertCard({ ...values, created_at: now }, trx),
        };
      }
      // Locked: a purchase taking stock waits, so the check below sees the final counts.
      const before = await this.repository.forUpdate('flash_sale_cards', id, trx);
      if (!before) throw new AppError('NOT_FOUND', 'Card flash sale tidak ditemukan.');
      if (body.stok < before.sold + before.held) {
        throw invalidField(
          'stok',
          `Stok tidak boleh di bawah ${before.sold + before.held} (terjual ${before.sold}, menunggu pembayaran ${before.held}).`,
        );
      }
      return { before, after: await this.repository.updateCard(id, values, trx) };
    });
  }

  saveQuestion(staff: StaffPrincipal, body: StaffFlashSaleQuestionBody, id?: number) {
    const now = this.clock.now();
    const values = {
      card_id: body.card_id,
      question: body.pertanyaan,
      choices: JSON.stringify(body.pilihan),
      answer: body.jawaban as 'A' | 'B' | 'C' | 'D',
      is_active: body.aktif,
      updated_at: now,
    };
    return this.write('soal', staff, now, id, async (trx) => {
      if (!(await this.repository.forUpdate('flash_sale_cards', body.card_id, trx))) {
        throw invalidField('card_id', 'Card flash sale tidak ditemukan.');
      }
      if (id === undefined) {
        return {
          before: undefined,
          after: await this.repository.insertQuestion({ ...values, created_at: now }, trx),
        };
      }
      const before = await this.repository.forUpdate('flash_sale_questions', id, trx);
      if (!before) throw new AppError('NOT_FOUND', 'Pertanyaan tidak ditemukan.');
      return { before, after: await this.repository.updateQuestion(id, values, trx) };
    });
  }

  async remove(staff: StaffPrincipal, jenis: Jenis, id: number) {
    assertAdmin(staff);
    const table = TABLES[jenis];
    await this.db.transaction().execute(async (trx) => {
      const before = await this.repository.forUpdate(table, id, trx);
      if (!before) throw new AppError('NOT_FOUND', `${LABELS[jenis]} tidak ditemukan.`);
      if (jenis === 'sesi' && (await this.repository.sessionHasCards(id, trx))) {
        throw new AppError(
          'FLASH_SALE_IN_USE',
          'Sesi ini masih punya card. Nonaktifkan sesi, atau hapus card-nya dahulu.',
        );
      }
      if (jenis === 'card' && (await this.repository.cardHasPurchases(id, trx))) {
        throw new AppError(
          'FLASH_SALE_IN_USE',
          'Card ini sudah pernah dibeli. Nonaktifkan saja agar riwayat pembelian tetap utuh.',
        );
      }
      await this.repository.remove(table, id, trx);
      await this.audit.record(
        {
          staffId: staff.id,
          action: `flashsale.${jenis}.delete`,
          entity: table,
          entityKey: String(id),
          before: snapshot(before),
          after: null,
          at: this.clock.now(),
        },
        trx,
      );
    });
    return { id, jenis, dihapus: true as const };
  }

  private async write(
    jenis: Jenis,
    staff: StaffPrincipal,
    now: Date,
    id: number | undefined,
    change: (trx: Kysely<DB>) => Promise<{ before: object | undefined; after: { id: number } }>,
  ) {
    assertAdmin(staff);
    const after = await this.db.transaction().execute(async (trx) => {
      const result = await change(trx);
      await this.audit.record(
        {
          staffId: staff.id,
          action: `flashsale.${jenis}.${id === undefined ? 'create' : 'update'}`,
          entity: TABLES[jenis],
          entityKey: String(result.after.id),
          before: snapshot(result.before),
          after: snapshot(result.after),
          at: now,
        },
        trx,
      );
      return result.after;
    });
    return { id: Number(after.id), jenis };
  }
}

const TABLES = {
  sesi: 'flash_sale_sessions',
  card: 'flash_sale_cards',
  soal: 'flash_sale_questions',
} as const;

const LABELS = { sesi: 'Sesi flash sale', card: 'Card flash sale', soal: 'Pertanyaan' } as const;
