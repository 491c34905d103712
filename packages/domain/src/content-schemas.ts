import { z } from 'zod';
import { blankToUndefined, idSchema, optionalIdSchema, pageSchema } from './catalog-schemas';
import { voucherDetailSchema } from './pricing-schemas';
import { requestText } from './request-text';

/**
 * Wire schemas of the site's content (spec §7 "Content", issue 9): blogs, banners
 * (carousel, events with their vouchers, the popup), FAQ and the donation page.
 *
 * Public calls live under /api/travel (list-blog-home-v2, detail-blog, list-banner,
 * list-banner-kategori, list-banner-event, list-voucher-event, banner-popup, list-faq,
 * rekomendasi-faq, detail-faq) and /api/donasi (summary, list-komentar). Staff (admin)
 * write blogs, banners and FAQ under /api/staff/konten.
 *
 * Text is plain text, never HTML: a blog body is paragraphs separated by a blank line,
 * a line starting with "## " is a subheading and lines starting with "- " a list. The
 * client builds elements from it, so nothing stored can inject markup.
 */

/** Blogs per page of list-blog-home-v2 unless per_page says otherwise. */
const BLOG_PER_PAGE = 6;
const BLOG_PER_PAGE_MAX = 24;
/** Donation comments per page of donasi/list-komentar. */
export const DONATION_COMMENTS_PER_PAGE = 10;
/** How many questions rekomendasi-faq answers at most. */
export const FAQ_RECOMMENDED_MAX = 6;

// ---------------------------------------------------------------- shared pieces

/** A lower-case slug: blog codes, blog group codes, event codes, ads codes. */
const slugSchema = (label: string, max = 80) =>
  requestText({ error: `${label} wajib diisi` })
    .trim()
    .toLowerCase()
    .min(1, `${label} wajib diisi`)
    .max(max, `${label} maksimal ${max} karakter`)
    .regex(
      /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
      `${label} hanya huruf kecil, angka dan tanda hubung (contoh: tips-mudik-2026)`,
    );

const optionalSlugSchema = (label: string, max = 80) =>
  z.preprocess(blankToUndefined, slugSchema(label, max).optional());

/**
 * A link or image address content may carry: a path of this site (`/jadwal`, never
 * `//host` or `/\host`) or an https URL. Anything else (javascript:, data:, http:) is
 * refused, so a banner's link can never run script in a visitor's browser.
 */
function isSafeContentUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const contentUrlSchema = (label: string) =>
  requestText({ error: `${label} wajib diisi` })
    .trim()
    .min(1, `${label} wajib diisi`)
    .max(500, `${label} maksimal 500 karakter`)
    // eslint-disable-next-line no-control-regex -- control characters are what it refuses
    .refine((value) => !/[\s\u0000-\u001f\u007f]/.test(value), `${label} tidak boleh berisi spasi`)
    .refine(isSafeContentUrl, `${label} harus alamat di situs ini (/...) atau https://`);

const textField = (label: string, min: number, max: number) =>
  requestText({ error: `${label} wajib diisi` })
    .trim()
    .min(min, min <= 1 ? `${label} wajib diisi` : `${label} minimal ${min} karakter`)
    .max(max, `${label} maksimal ${max} karakter`);

const isoInstantSchema = (label: string) =>
  requestText({ error: `${label} harus berupa teks tanggal` })
    .trim()
    .max(40, `${label} tidak valid`)
    .refine(
      (value) =>
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/.test(
          value,
        ) && !Number.isNaN(Date.parse(value)),
      `${label} harus tanggal dan jam ISO 8601 dengan zona, misalnya 2026-12-01T00:00:00+07:00`,
    );

const pagedResult = <T extends z.ZodType>(item: T) =>
  z.object({
    page: z.number().int(),
    total_page: z.number().int(),
    total_data: z.number().int(),
    list: z.array(item),
  });

// ---------------------------------------------------------------- blogs

export const blogListQuerySchema = z.object({
  /** A group's code (tabs of the blog page); absent: every group, newest first. */
  blog_group_kode: optionalSlugSchema('Kode grup blog', 40),
  page: pageSchema,
  per_page: z.preprocess(
    blankToUndefined,
    z.coerce
      .number('Harus berupa angka')
      .int('Harus bilangan bulat')
      .min(1, 'Minimal 1')
      .max(BLOG_PER_PAGE_MAX, `Maksimal ${BLOG_PER_PAGE_MAX}`)
      .default(BLOG_PER_PAGE),
  ),
});

const blogGroupSchema = z.object({
  blog_group_kode: z.string(),
  nama: z.string(),
  /** Published blogs in the group. */
  jumlah: z.number().int(),
});

export const blogSummarySchema = z.object({
  blog_id: z.number().int(),
  kode: z.string(),
  blog_group_kode: z.string(),
  grup_nama: z.string(),
  judul: z.string(),
  ringkasan: z.string(),
  /** A path of this site (/content/...svg) or an https URL. */
  gambar: z.string(),
  penulis: z.string(),
  /** ISO 8601. */
  tanggal_terbit: z.string(),
  /** Minutes to read the body, at about 200 words a minute. */
  menit_baca: z.number().int(),
});
export type BlogSummary = z.infer<typeof blogSummarySchema>;

export const blogListResultSchema = pagedResult(blogSummarySchema).extend({
  blog_group_kode: z.string().nullable(),
  /** Every group that has a published blog, for tabs. */
  grup: z.array(blogGroupSchema),
});
export type BlogListResult = z.infer<typeof blogListResultSchema>;

export const blogDetailQuerySchema = z.object({ kode: slugSchema('Kode artikel') });

export const blogDetailSchema = blogSummarySchema.extend({
  /** Plain text: paragraphs split by a blank line, "## " subheadings, "- " list items. */
  isi: z.string(),
  /** Up to three other blogs of the same group, newest first. */
  terkait: z.array(blogSummarySchema),
});
export type BlogDetail = z.infer<typeof blogDetailSchema>;

// ---------------------------------------------------------------- banners

export const bannerListQuerySchema = z.object({ kategori_id: optionalIdSchema });

export const bannerSchema = z.object({
  banner_id: z.number().int(),
  judul: z.string(),
  subjudul: z.string(),
  gambar: z.string(),
  /** Where a tap goes: a path of this site or an https URL; null when it goes nowhere. */
  tautan: z.string().nullable(),
  kategori_id: z.number().int().nullable(),
  kategori_nama: z.string().nullable(),
  /** The event's code (list-voucher-event) or the popup's ads_kode; null for the carousel. */
  kode: z.string().nullable(),
  /** ISO 8601, or null when it does not end. */
  berlaku_sampai: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannerListResultSchema = z.array(bannerSchema);

export const bannerCategorySchema = z.object({
  kategori_id: z.number().int(),
  nama: z.string(),
  /** Banners of the category showing now. */
  jumlah: z.number().int(),
});
export type BannerCategory = z.infer<typeof bannerCategorySchema>;
export const bannerCategoriesResultSchema = z.array(bannerCategorySchema);

export const voucherEventQuerySchema = z.object({ kode: slugSchema('Kode event') });

export const voucherEventResultSchema = z.object({
  event: bannerSchema,
  /** The event's vouchers that exist, each judged as detail-voucher judges it. */
  list: z.array(voucherDetailSchema),
});
export type VoucherEventResult = z.infer<typeof voucherEventResultSchema>;

export const bannerPopupQuerySchema = z.object({
  /** The campaign the visitor came from (the ads_kode of the landing URL). */
  ads_kode: optionalSlugSchema('Kode iklan', 64),
});

export const bannerPopupResultSchema = z.object({
  /** The popup to show, or null: nothing to show now. The client shows one once per ads_kode. */
  popup: bannerSchema.nullable(),
});
export type BannerPopupResult = z.infer<typeof bannerPopupResultSchema>;

// ---------------------------------------------------------------- FAQ

export const faqListQuerySchema = z.object({
  /** Words to look for in questions and answers. */
  cari: z.preprocess(
    blankToUndefined,
    requestText().trim().max(64, 'Kata pencarian maksimal 64 karakter').optional(),
  ),
  kategori_id: optionalIdSchema,
});

export const faqItemSchema = z.object({
  faq_id: z.number().int(),
  kategori_id: z.number().int(),
  kategori_nama: z.string(),
  pertanyaan: z.string(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

export const faqCategoryGroupSchema = z.object({
  kategori_id: z.number().int(),
  nama: z.string(),
  list: z.array(faqItemSchema),
});
export type FaqCategoryGroup = z.infer<typeof faqCategoryGroupSchema>;
export const faqListResultSchema = z.array(faqCategoryGroupSchema);

export const faqRecommendedResultSchema = z.array(faqItemSchema);

export const faqDetailQuerySchema = z.object({ faq_id: idSchema });

export const faqDetailSchema = faqItemSchema.extend({
  /** Plain text, paragraphs split by a blank line. */
  jawaban: z.string(),
  /** Other questions of the same category. */
  terkait: z.array(faqItemSchema),
});
export type FaqDetail = z.infer<typeof faqDetailSchema>;

// ---------------------------------------------------------------- donations

export const donationSummarySchema = z.object({
  judul: z.string(),
  deskripsi: z.string(),
  /** Rupiah given in paid bookings. */
  total_donasi: z.number().int(),
  /** Paid bookings that carried a donation. */
  jumlah_donasi: z.number().int(),
  /** Distinct people (by the booker's e-mail) among them. */
  jumlah_donatur: z.number().int(),
});
export type DonationSummary = z.infer<typeof donationSummarySchema>;

export const donationCommentsQuerySchema = z.object({ page: pageSchema });

const donationCommentSchema = z.object({
  /** The booker's name shortened: first name and the initial of the last ("Budi S."). */
  nama: z.string(),
  komentar: z.string(),
  /** ISO 8601: when the booking was paid. */
  tanggal: z.string(),
});
export const donationCommentsResultSchema = pagedResult(donationCommentSchema);
export type DonationCommentsResult = z.infer<typeof donationCommentsResultSchema>;

// ---------------------------------------------------------------- staff (admin) writes

export const contentIdParamsSchema = z.object({ id: idSchema });

const flagSchema = z.boolean({ error: 'Harus true atau false' });

export const staffBlogBodySchema = z.object({
  kode: slugSchema('Kode artikel'),
  blog_group_kode: slugSchema('Kode grup blog', 40),
  judul: textField('Judul', 5, 160),
  ringkasan: textField('Ringkasan', 10, 400),
  isi: textField('Isi artikel', 50, 20_000),
  gambar: contentUrlSchema('Gambar'),
  penulis: textField('Penulis', 1, 80).default('Tim Lintas'),
  /** ISO 8601 with a zone; absent: now. A future date keeps it hidden until then. */
  tanggal_terbit: isoInstantSchema('Tanggal terbit').optional(),
  terbit: flagSchema.default(true),
});
export type StaffBlogBody = z.infer<typeof staffBlogBodySchema>;

const BANNER_PLACEMENTS = ['carousel', 'event', 'popup'] as const;

export const staffBannerBodySchema = z
  .object({
    /** carousel: home carousel (list-banner); event: list-banner-event; popup: banner-popup. */
    penempatan: z.enum(BANNER_PLACEMENTS, {
      error: 'Penempatan harus carousel, event atau popup',
    }),
    kategori_id: idSchema.nullable().default(null),
    /** The event's code or the popup's ads_kode (required for both, unused by the carousel). */
    kode: slugSchema('Kode', 64).nullable().default(null),
    judul: textField('Judul', 1, 120),
    subjudul: textField('Subjudul', 0, 200).default(''),
    gambar: contentUrlSchema('Gambar'),
    tautan: contentUrlSchema('Tautan').nullable().default(null),
    /** An event's vouchers (codes of list-voucher). */
    voucher_kode: z
      .array(
        requestText()
          .trim()
          .min(1, 'Kode voucher wajib diisi')
          .max(32, 'Kode voucher maksimal 32 karakter')
          .transform((value) => value.toUpperCase()),
      )
      .max(20, 'Maksimal 20 voucher')
      .default([]),
    /** A popup with untuk_semua shows to every visitor; others only to their ads_kode. */
    untuk_semua: flagSchema.default(false),
    urutan: z
      .number({ error: 'Urutan harus berupa angka' })
      .int('Urutan harus bilangan bulat')
      .min(0, 'Urutan minimal 0')
      .max(1000, 'Urutan maksimal 1000')
      .default(0),
    mulai: isoInstantSchema('Mulai').nullable().default(null),
    selesai: isoInstantSchema('Selesai').nullable().default(null),
    aktif: flagSchema.default(true),
  })
  .superRefine((body, ctx) => {
    if (body.penempatan !== 'carousel' && body.kode === null)
      ctx.addIssue({
        code: 'custom',
        path: ['kode'],
        message: 'Kode wajib diisi untuk banner event dan popup',
      });
    if (body.penempatan === 'carousel' && body.kode !== null)
      ctx.addIssue({
        code: 'custom',
        path: ['kode'],
        message: 'Banner carousel tidak memakai kode',
      });
    if (body.mulai && body.selesai && Date.parse(body.selesai) <= Date.parse(body.mulai))
      ctx.addIssue({
        code: 'custom',
        path: ['selesai'],
        message: 'Selesai harus sesudah mulai',
      });
  });
export type StaffBannerBody = z.infer<typeof staffBannerBodySchema>;

export const staffFaqBodySchema = z.object({
  kategori_id: idSchema,
  pertanyaan: textField('Pertanyaan', 5, 200),
  jawaban: textField('Jawaban', 10, 5_000),
  rekomendasi: flagSchema.default(false),
  urutan: z
    .number({ error: 'Urutan harus berupa angka' })
    .int('Urutan harus bilangan bulat')
    .min(0, 'Urutan minimal 0')
    .max(1000, 'Urutan maksimal 1000')
    .default(0),
  terbit: flagSchema.default(true),
});
export type StaffFaqBody = z.infer<typeof staffFaqBodySchema>;

/** What a staff write answers: the row as stored, and whether it shows publicly now. */
export const staffContentWriteResultSchema = z.object({
  id: z.number().int(),
  jenis: z.enum(['blog', 'banner', 'faq']),
  tampil: z.boolean(),
});
export type StaffContentWriteResult = z.infer<typeof staffContentWriteResultSchema>;

export const staffContentDeleteResultSchema = z.object({
  id: z.number().int(),
  jenis: z.enum(['blog', 'banner', 'faq']),
  dihapus: z.literal(true),
});

/**
 * GET /api/staff/konten: everything an editor works on, drafts and ended banners included,
 * each row in its write body's shape (with its id) so the console can send it back edited.
 */
export const staffContentOverviewSchema = z.object({
  grup_blog: z.array(z.object({ blog_group_kode: z.string(), nama: z.string() })),
  kategori_banner: z.array(z.object({ kategori_id: z.number().int(), nama: z.string() })),
  kategori_faq: z.array(z.object({ kategori_id: z.number().int(), nama: z.string() })),
  blog: z.array(
    z.object({
      id: z.number().int(),
      kode: z.string(),
      blog_group_kode: z.string(),
      judul: z.string(),
      ringkasan: z.string(),
      isi: z.string(),
      gambar: z.string(),
      penulis: z.string(),
      tanggal_terbit: z.string(),
      terbit: z.boolean(),
    }),
  ),
  banner: z.array(
    z.object({
      id: z.number().int(),
      penempatan: z.enum(BANNER_PLACEMENTS),
      kategori_id: z.number().int().nullable(),
      kode: z.string().nullable(),
      judul: z.string(),
      subjudul: z.string(),
      gambar: z.string(),
      tautan: z.string().nullable(),
      voucher_kode: z.array(z.string()),
      untuk_semua: z.boolean(),
      urutan: z.number().int(),
      mulai: z.string().nullable(),
      selesai: z.string().nullable(),
      aktif: z.boolean(),
    }),
  ),
  faq: z.array(
    z.object({
      id: z.number().int(),
      kategori_id: z.number().int(),
      pertanyaan: z.string(),
      jawaban: z.string(),
      rekomendasi: z.boolean(),
      urutan: z.number().int(),
      terbit: z.boolean(),
    }),
  ),
});
export type StaffContentOverview = z.infer<typeof staffContentOverviewSchema>;
