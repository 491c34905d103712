import type {
  StaffBannerBody,
  StaffBlogBody,
  StaffContentOverview,
  StaffContentWriteResult,
  StaffFaqBody,
} from '@lintas/domain/content-schemas';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { StaffPrincipal } from '../../http/authentication.js';
import type { Clock } from '../../lib/clock.js';
import type {
  BannerRecord,
  BlogRecord,
  ContentAdminRepository,
  FaqRecord,
} from './content-admin.repository.js';
import { isUniqueViolation } from '../../db/sql-state.js';

/** One entry of the staff module's audit log, written in the change's own transaction. */
export interface ContentAuditEntry {
  staffId: number;
  action: string;
  entity: string;
  entityKey: string;
  before: unknown;
  after: unknown;
  at: Date;
}

/** The staff module's audit log as the content module writes to it (decision 0014). */
export interface ContentAuditPort {
  record(entry: ContentAuditEntry, trx: Executor): Promise<void>;
}

type ContentKind = StaffContentWriteResult['jenis'];

/** What the audit log keeps of a row: its fields as stored, dates as ISO text. */
function snapshot(row: BlogRecord | BannerRecord | FaqRecord): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString() : value,
    ]),
  );
}

function codeTaken(kind: 'artikel' | 'banner'): AppError {
  return new AppError(
    'CONTENT_CODE_TAKEN',
    kind === 'artikel'
      ? 'Kode artikel sudah dipakai artikel lain. Pilih kode lain.'
      : 'Kode sudah dipakai banner lain. Pilih kode lain.',
  );
}

function invalidField(field: string, message: string): AppError {
  return new AppError('VALIDATION_ERROR', `Data tidak valid pada ${field}: ${message}`, {
    fields: [{ field, message }],
  });
}

/**
 * Staff edits of blogs, banners and FAQ. Admins only: a petugas works for one operator,
 * and the site's content speaks for every operator. Each change and its audit entry are
 * one transaction, so there is never a change nobody answers for.
 */
export class ContentAdminService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repository: ContentAdminRepository,
    private readonly audit: ContentAuditPort,
    private readonly clock: Clock,
  ) {}

  /** Everything an editor works on, drafts and inactive banners included (admins only). */
  async overview(staff: StaffPrincipal): Promise<StaffContentOverview> {
    assertAdmin(staff);
    const rows = await this.repository.overview();
    return {
      grup_blog: rows.groups.map((row) => ({ blog_group_kode: row.code, nama: row.name })),
      kategori_banner: rows.bannerCategories.map((row) => ({
        kategori_id: row.id,
        nama: row.name,
      })),
      kategori_faq: rows.faqCategories.map((row) => ({ kategori_id: row.id, nama: row.name })),
      blog: rows.blogs.map((row) => ({
        id: Number(row.id),
        kode: row.code,
        blog_group_kode: row.group_code,
        judul: row.title,
        ringkasan: row.summary,
        isi: row.body,
        gambar: row.image_url,
        penulis: row.author,
        tanggal_terbit: row.published_at.toISOString(),
        terbit: row.is_published,
      })),
      banner: rows.banners.map((row) => ({
        id: Number(row.id),
        penempatan: row.placement,
        kategori_id: row.category_id,
        kode: row.code,
        judul: row.title,
        subjudul: row.subtitle,
        gambar: row.image_url,
        tautan: row.link_url,
        voucher_kode: row.voucher_codes,
        untuk_semua: row.shown_to_all,
        urutan: row.sort_order,
        mulai: row.starts_at?.toISOString() ?? null,
        selesai: row.ends_at?.toISOString() ?? null,
        aktif: row.is_active,
      })),
      faq: rows.faqs.map((row) => ({
        id: Number(row.id),
        kategori_id: row.category_id,
        pertanyaan: row.question,
        jawaban: row.answer,
        rekomendasi: row.is_recommended,
        urutan: row.sort_order,
        terbit: row.is_published,
      })),
    };
  }

  // ------------------------------------------------------------ blogs

  async saveBlog(
    staff: StaffPrincipal,
    body: StaffBlogBody,
    id?: number,
  ): Promise<StaffContentWriteResult> {
    assertAdmin(staff);
    const now = this.clock.now();
    const values = {
      code: body.kode,
      group_code: body.blog_group_kode,
      title: body.judul,
      summary: body.ringkasan,
      body: body.isi,
      image_url: body.gambar,
      author: body.penulis,
      is_published: body.terbit,
      updated_at: now,
    };
    return this.write('blog', staff, now, id, async (trx) => {
      if (!(await this.repository.groupExists(body.blog_group_kode, trx)))
        throw invalidField('blog_group_kode', 'Grup blog tidak ditemukan.');
      const holder = await this.repository.blogIdByCode(body.kode, trx);
      if (holder !== undefined && holder !== id) throw codeTaken('artikel');
      if (id === undefined) {
        const after = await this.repository.insertBlog(
          {
            ...values,
            published_at: body.tanggal_terbit ?? now,
            created_at: now,
          },
          trx,
        );
        return { before: undefined, after };
      }
      const before = await this.repository.blogForUpdate(id, trx);
      if (!before) throw new AppError('NOT_FOUND', 'Artikel tidak ditemukan.');
      const after = await this.repository.updateBlog(
        id,
        // Without a new date an edit keeps the original publication time.
        { ...values, published_at: body.tanggal_terbit ?? before.published_at },
        trx,
      );
      return { before, after };
    }).then((row) => ({
      id: Number(row.id),
      jenis: 'blog' as const,
      tampil: row.is_published && row.published_at <= now,
    }));
  }

  deleteBlog(staff: StaffPrincipal, id: number) {
    return this.remove('blog', staff, id, async (trx) => {
      const before = await this.repository.blogForUpdate(id, trx);
      if (!before) throw new AppError('NOT_FOUND', 'Artikel tidak ditemukan.');
      await this.repository.deleteBlog(id, trx);
      return before;
    });
  }

  // ------------------------------------------------------------ banners

  async saveBanner(
    staff: StaffPrincipal,
    body: StaffBannerBody,
    id?: number,
  ): Promise<StaffContentWriteResult> {
    assertAdmin(staff);
    const now = this.clock.now();
    const values = {
      placement: body.penempatan,
      category_id: body.kategori_id,
      code: body.kode,
      title: body.judul,
      subtitle: body.subjudul,
      image_url: body.gambar,
      link_url: body.tautan,
      voucher_codes: [...new Set(body.voucher_kode)],
      shown_to_all: body.untuk_semua,
      sort_order: body.urutan,
      starts_at: body.mulai,
      ends_at: body.selesai,
      is_active: body.aktif,
      updated_at: now,
    };
    return this.write('banner', staff, now, id, async (trx) => {
      if (
        body.kategori_id !== null &&
        !(await this.repository.bannerCategoryExists(body.kategori_id, trx))
      )
        throw invalidField('kategori_id', 'Kategori banner tidak ditemukan.');
      if (body.kode !== null) {
        const holder = await this.repository.bannerIdByCode(body.kode, trx);
        if (holder !== undefined && holder !== id) throw codeTaken('banner');
      }
      if (id === undefined) {
        const after = await this.repository.insertBanner({ ...values, created_at: now }, trx);
        return { before: undefined, after };
      }
      const before = await this.repository.bannerForUpdate(id, trx);
      if (!before) throw new AppError('NOT_FOUND', 'Banner tidak ditemukan.');
      const after = await this.repository.updateBanner(id, values, trx);
      return { before, after };
    }).then((row) => ({
      id: Number(row.id),
      jenis: 'banner' as const,
      tampil:
        row.is_active &&
        (row.starts_at === null || row.starts_at <= now) &&
        (row.ends_at === null || row.ends_at > now),
    }));
  }

  deleteBanner(staff: StaffPrincipal, id: number) {
    return this.remove('banner', staff, id, async (trx) => {
      const before = await this.repository.bannerForUpdate(id, trx);
      if (!before) throw new AppError('NOT_FOUND', 'Banner tidak ditemukan.');
      await this.repository.deleteBanner(id, trx);
      return before;
    });
  }

  // ------------------------------------------------------------ FAQ

  async saveFaq(
    staff: StaffPrincipal,
    body: StaffFaqBody,
    id?: number,
  ): Promise<StaffContentWriteResult> {
    assertAdmin(staff);
    const now = this.clock.now();
    const values = {
      category_id: body.kategori_id,
      question: body.pertanyaan,
      answer: body.jawaban,
      is_recommended: body.rekomendasi,
      sort_order: body.urutan,
      is_published: body.terbit,
      updated_at: now,
    };
    return this.write('faq', staff, now, id, async (trx) => {
      if (!(await this.repository.faqCategoryExists(body.kategori_id, trx)))
        throw invalidField('kategori_id', 'Kategori FAQ tidak ditemukan.');
      if (id === undefined) {
        const after = await this.repository.insertFaq({ ...values, created_at: now }, trx);
        return { before: undefined, after };
      }
      const before = await this.repository.faqForUpdate(id, trx);
      if (!before) throw new AppError('NOT_FOUND', 'Pertanyaan tidak ditemukan.');
      const after = await this.repository.updateFaq(id, values, trx);
      return { before, after };
    }).then((row) => ({ id: Number(row.id), jenis: 'faq' as const, tampil: row.is_published }));
  }

  deleteFaq(staff: StaffPrincipal, id: number) {
    return this.remove('faq', staff, id, async (trx) => {
      const before = await this.repository.faqForUpdate(id, trx);
      if (!before) throw new AppError('NOT_FOUND', 'Pertanyaan tidak ditemukan.');
      await this.repository.deleteFaq(id, trx);
      return before;
    });
  }

  // ------------------------------------------------------------ shared

  /** Runs a create (no id) or an update and its audit entry in one transaction. */
  private async write<Row extends BlogRecord | BannerRecord | FaqRecord>(
    kind: ContentKind,
    staff: StaffPrincipal,
    now: Date,
    id: number | undefined,
    change: (trx: Executor) => Promise<{ before: Row | undefined; after: Row }>,
  ): Promise<Row> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const { before, after } = await change(trx);
        await this.audit.record(
          {
            staffId: staff.id,
            action: id === undefined ? 'content.create' : 'content.update',
            entity: kind,
            entityKey: String(after.id),
            before: before === undefined ? undefined : snapshot(before),
            after: snapshot(after),
            at: now,
          },
          trx,
        );
        return after;
      });
    } catch (error) {
      // Two admins saving one code at once: the loser's insert hits the UNIQUE index.
      if (isUniqueViolation(error)) throw codeTaken(kind === 'blog' ? 'artikel' : 'banner');
      throw error;
    }
  }

  private async remove(
    kind: ContentKind,
    staff: StaffPrincipal,
    id: number,
    change: (trx: Executor) => Promise<BlogRecord | BannerRecord | FaqRecord>,
  ) {
    assertAdmin(staff);
    const now = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      const before = await change(trx);
      await this.audit.record(
        {
          staffId: staff.id,
          action: 'content.delete',
          entity: kind,
          entityKey: String(id),
          before: snapshot(before),
          after: undefined,
          at: now,
        },
        trx,
      );
    });
    return { id, jenis: kind, dihapus: true as const };
  }
}

function assertAdmin(staff: StaffPrincipal): void {
  if (staff.role !== 'admin')
    throw new AppError('FORBIDDEN', 'Konten situs hanya dapat diubah oleh admin.');
}
