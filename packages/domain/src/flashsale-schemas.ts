import { z } from 'zod';
import { blankToUndefined, idSchema, pageSchema } from './catalog-schemas';
import { paymentViewSchema } from './payment-schemas';
import { requestText } from './request-text';
import { isoDateSchema } from './trip-selection-schemas';
import { zodRules } from './validator-schemas';
import { bookerFieldRules } from './validators';

/**
 * Wire schemas of the flash sale (spec §7 "Flash sale", issue 9): sessions on a date, the
 * cards (discount vouchers) of a session with their stock, a quiz question per card whose
 * right answer earns a one-time `key_auth`, and the purchase paid through the booking's
 * payment gateway. Calls live under /api/flashsale; staff edit under /api/staff/flashsale.
 */

/** How many wrong answers one visitor may give on one card before the quiz locks. */
export const QUIZ_WRONG_LIMIT = 3;
/** How long a locked quiz stays locked. */
export const QUIZ_LOCK_MINUTES = 15;
/** How long a key_auth earned by a right answer stays usable. */
export const KEY_AUTH_MINUTES = 10;
/** Purchases per page of list-transaksi. */
export const FLASH_SALE_PURCHASES_PER_PAGE = 10;

const requiredText = requestText({ error: 'Harap isi' });

const SESSION_STATES = ['berlangsung', 'akan_datang', 'berakhir'] as const;
const CARD_STATES = ['tersedia', 'habis', 'belum_mulai', 'berakhir'] as const;
const PURCHASE_STATES = ['pending', 'paid', 'expired', 'cancelled'] as const;
const CARD_KINDS = ['voucher', 'tiket'] as const;

// ---------------------------------------------------------------- queries

export const flashSaleSessionsQuerySchema = z.object({ tanggal: isoDateSchema });
export const flashSaleCardsQuerySchema = z.object({ sesi_sub_id: idSchema });
export const flashSaleCardQuerySchema = z.object({ card_id: idSchema });

/** A quiz answer: the letter of one choice (A to D), any case. */
const answerSchema = requiredText
  .trim()
  .toUpperCase()
  .min(1, 'Pilih salah satu jawaban')
  .max(1, 'Jawaban berupa satu huruf pilihan (A sampai D)')
  .regex(/^[A-D]$/, 'Jawaban berupa satu huruf pilihan (A sampai D)');

export const quizAnswerQuerySchema = z.object({ card_id: idSchema, jawaban: answerSchema });

/** The key a right answer earns: 43 base64url characters (32 random bytes). */
const keyAuthSchema = requiredText
  .trim()
  .min(1, 'Harap jawab pertanyaan terlebih dahulu')
  .max(100, 'key_auth tidak valid')
  .regex(/^[A-Za-z0-9_-]+$/, 'key_auth tidak valid');

export const flashSaleMethodsQuerySchema = z.object({ card_id: idSchema, key_auth: keyAuthSchema });

const purchaseCodeSchema = requiredText
  .trim()
  .min(1, 'Harap isi')
  .max(40, 'Kode transaksi tidak valid')
  .regex(/^[A-Za-z0-9-]+$/, 'Kode transaksi tidak valid')
  .transform((value) => value.toUpperCase());

export const flashSalePurchaseQuerySchema = z.object({
  transaksi_kode: purchaseCodeSchema,
  guest_token: z.preprocess(blankToUndefined, requestText().trim().min(1).max(200).optional()),
});

export const flashSalePurchasesQuerySchema = z.object({ page: pageSchema });

/** `POST flashsale/transaksi`: the card, its key, the buyer and the payment method. */
export const flashSalePurchaseBodySchema = z.object({
  card_id: idSchema,
  key_auth: keyAuthSchema,
  pemesan_nama: requiredText.trim().pipe(zodRules(bookerFieldRules.name)),
  pemesan_email: requiredText
    .trim()
    .max(254, 'Format email tidak valid')
    .pipe(zodRules(bookerFieldRules.email)),
  pemesan_telp: requiredText
    .max(32, 'Masukan min 9 & max 15 digit angka ')
    .transform((value) =>
      value
        .trim()
        .replace(/^\+/, '')
        .replace(/[\s().-]/g, ''),
    )
    .pipe(zodRules(bookerFieldRules.phonenumber)),
  jenis_pembayaran_kode: requiredText.trim().min(1, 'Harap isi').max(64),
});
export type FlashSalePurchaseBody = z.infer<typeof flashSalePurchaseBodySchema>;

// ---------------------------------------------------------------- answers

export const flashSaleSessionSchema = z.object({
  sesi_sub_id: z.number().int(),
  nama: z.string(),
  /** ISO instants. */
  mulai: z.string(),
  selesai: z.string(),
  /** Local (WIB) times "HH.mm" for tabs. */
  jam_mulai: z.string(),
  jam_selesai: z.string(),
  status: z.enum(SESSION_STATES),
  jumlah_card: z.number().int(),
});
export type FlashSaleSession = z.infer<typeof flashSaleSessionSchema>;

export const flashSaleHomeSchema = z.object({
  /** The banner on the home page (spec §3 root state: title, subtitle). */
  judul: z.string(),
  subjudul: z.string(),
  /** The session running now, else the next one; null when none is planned. */
  sesi: flashSaleSessionSchema.nullable(),
  /** Dates (YYYY-MM-DD, WIB) from today on that have sessions: the date tabs. */
  list_tanggal: z.array(z.object({ tanggal: z.string(), jumlah_sesi: z.number().int() })),
});
export type FlashSaleHome = z.infer<typeof flashSaleHomeSchema>;

export const flashSaleSessionsResultSchema = z.object({
  tanggal: z.string(),
  list_sesi: z.array(flashSaleSessionSchema),
});
export type FlashSaleSessionsResult = z.infer<typeof flashSaleSessionsResultSchema>;

export const flashSaleCardSchema = z.object({
  card_id: z.number().int(),
  sesi_sub_id: z.number().int(),
  jenis: z.enum(CARD_KINDS),
  nama: z.string(),
  deskripsi: z.string(),
  gambar: z.string().nullable(),
  /** Integer rupiah: the voucher's worth, and what the flash sale asks for it. */
  harga_normal: z.number().int(),
  harga: z.number().int(),
  stok: z.number().int(),
  /** Paid purchases. */
  terjual: z.number().int(),
  /** Stock not sold nor held by a purchase waiting for payment. */
  sisa: z.number().int(),
  /** (stok - sisa) / stok, 0..100, for the stock bar. */
  persen_terjual: z.number().int(),
  status: z.enum(CARD_STATES),
  mulai: z.string(),
  selesai: z.string(),
});
export type FlashSaleCard = z.infer<typeof flashSaleCardSchema>;

export const flashSaleCardsResultSchema = z.object({
  sesi: flashSaleSessionSchema,
  list_card: z.array(flashSaleCardSchema),
});
export type FlashSaleCardsResult = z.infer<typeof flashSaleCardsResultSchema>;

export const flashSaleCardDetailSchema = flashSaleCardSchema.extend({
  syarat: z.array(z.string()),
  /** What the voucher bought gives off a ticket. */
  voucher: z.object({
    tipe_diskon: z.enum(['percent', 'amount']),
    nilai_diskon: z.number().int(),
    maksimal_diskon: z.number().int().nullable(),
    minimal_transaksi: z.number().int(),
    berlaku_hari: z.number().int(),
    operator_kode: z.array(z.string()).nullable(),
  }),
  sesi: flashSaleSessionSchema,
});
export type FlashSaleCardDetail = z.infer<typeof flashSaleCardDetailSchema>;

export const quizQuestionSchema = z.object({
  card_id: z.number().int(),
  pertanyaan: z.string(),
  pilihan: z.array(z.object({ kode: z.string(), teks: z.string() })),
  sisa_percobaan: z.number().int(),
  batas_percobaan: z.number().int(),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const quizAnswerResultSchema = z.object({
  benar: z.boolean(),
  /** Present when the answer was right: send it with list-jenis-pembayaran and transaksi. */
  key_auth: z.string().nullable(),
  /** ISO instant the key stops working. */
  key_kedaluwarsa: z.string().nullable(),
  sisa_percobaan: z.number().int(),
  pesan: z.string(),
});
export type QuizAnswerResult = z.infer<typeof quizAnswerResultSchema>;

export const flashSalePurchaseResultSchema = z.object({
  transaksi_kode: z.string(),
  status: z.enum(PURCHASE_STATES),
  total: z.number().int(),
  expired_time: z.string(),
  /** Keep in the buying browser: detail-transaksi opens with it (header X-Guest-Token). */
  guest_token: z.string(),
  pembayaran: paymentViewSchema,
});
export type FlashSalePurchaseResult = z.infer<typeof flashSalePurchaseResultSchema>;

export const flashSalePurchaseDetailSchema = z.object({
  transaksi_kode: z.string(),
  status: z.enum(PURCHASE_STATES),
  card: z.object({
    card_id: z.number().int(),
    nama: z.string(),
    jenis: z.enum(CARD_KINDS),
    gambar: z.string().nullable(),
  }),
  pemesan: z.object({ nama: z.string(), email: z.string(), telp: z.string() }),
  harga: z.number().int(),
  admin_fee: z.number().int(),
  total: z.number().int(),
  dibuat: z.string(),
  expired_time: z.string(),
  paid_at: z.string().nullable(),
  /** The voucher the purchase gave, once paid: a code for one booking. */
  voucher_kode: z.string().nullable(),
  voucher_berlaku_sampai: z.string().nullable(),
  /** Paid after its hold ran out and the stock was gone: the money is owed back. */
  perlu_refund: z.boolean(),
  pembayaran: paymentViewSchema.nullable(),
});
export type FlashSalePurchaseDetail = z.infer<typeof flashSalePurchaseDetailSchema>;

export const flashSalePurchasesResultSchema = z.object({
  page: z.number().int(),
  total_page: z.number().int(),
  list_transaksi: z.array(
    z.object({
      transaksi_kode: z.string(),
      status: z.enum(PURCHASE_STATES),
      nama_card: z.string(),
      total: z.number().int(),
      dibuat: z.string(),
      voucher_kode: z.string().nullable(),
    }),
  ),
});
export type FlashSalePurchasesResult = z.infer<typeof flashSalePurchasesResultSchema>;

// ---------------------------------------------------------------- staff edits

const staffText = (label: string, min: number, max: number) =>
  requestText({ error: `${label} wajib diisi` })
    .trim()
    .min(min, min <= 1 ? `${label} wajib diisi` : `${label} minimal ${min} karakter`)
    .max(max, `${label} maksimal ${max} karakter`);

const instantSchema = (label: string) =>
  requestText({ error: `${label} wajib diisi` })
    .trim()
    .max(40, `${label} tidak valid`)
    .refine(
      (value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)),
      `${label} harus waktu ISO, contoh 2026-11-21T12:00:00+07:00`,
    )
    .transform((value) => new Date(value));

const rupiah = (label: string) =>
  z.coerce
    .number({ error: `${label} harus angka` })
    .int(`${label} harus bilangan bulat rupiah`)
    .min(0, `${label} tidak boleh negatif`)
    .max(100_000_000, `${label} terlalu besar`);

function bothDates(value: { mulai: unknown; selesai: unknown }): boolean {
  return value.mulai instanceof Date && value.selesai instanceof Date;
}

export const staffFlashSaleSessionBodySchema = z
  .object({
    nama: staffText('Nama sesi', 1, 60),
    mulai: instantSchema('Waktu mulai'),
    selesai: instantSchema('Waktu selesai'),
    aktif: z.boolean().default(true),
  })
  // Refinements also run on a shape whose fields failed (zod 4): guard, never throw.
  .refine((value) => !bothDates(value) || value.selesai.getTime() > value.mulai.getTime(), {
    path: ['selesai'],
    message: 'Waktu selesai harus setelah waktu mulai',
  })
  .refine(
    (value) =>
      !bothDates(value) || value.selesai.getTime() - value.mulai.getTime() <= 24 * 3_600_000,
    {
      path: ['selesai'],
      message: 'Satu sesi paling lama 24 jam',
    },
  );
export type StaffFlashSaleSessionBody = z.infer<typeof staffFlashSaleSessionBodySchema>;

export const staffFlashSaleCardBodySchema = z
  .object({
    sesi_sub_id: idSchema,
    jenis: z.enum(CARD_KINDS, 'Jenis harus voucher atau tiket'),
    nama: staffText('Nama card', 3, 80),
    deskripsi: staffText('Deskripsi', 10, 500),
    syarat: z
      .array(staffText('Syarat', 3, 200))
      .max(10, 'Paling banyak 10 syarat')
      .default([]),
    gambar: z.preprocess(
      blankToUndefined,
      staffText('Gambar', 1, 300)
        .regex(/^\/[A-Za-z0-9/_.-]+$/, 'Gambar harus alamat di situs ini, contoh /content/x.svg')
        .nullish(),
    ),
    harga_normal: rupiah('Harga normal').min(1, 'Harga normal minimal 1'),
    harga: rupiah('Harga flash sale').min(1000, 'Harga flash sale minimal Rp1.000'),
    stok: z.coerce
      .number({ error: 'Stok harus angka' })
      .int('Stok harus bilangan bulat')
      .min(0, 'Stok tidak boleh negatif')
      .max(100_000, 'Stok terlalu besar'),
    tipe_diskon: z.enum(['percent', 'amount'], 'Tipe diskon harus percent atau amount'),
    nilai_diskon: rupiah('Nilai diskon').min(1, 'Nilai diskon minimal 1'),
    maksimal_diskon: z.preprocess(blankToUndefined, rupiah('Maksimal diskon').nullish()),
    minimal_transaksi: rupiah('Minimal transaksi').default(0),
    berlaku_hari: z.coerce
      .number({ error: 'Masa berlaku harus angka' })
      .int()
      .min(1, 'Masa berlaku minimal 1 hari')
      .max(365, 'Masa berlaku paling lama 365 hari'),
    operator_kode: z
      .array(
        requestText()
          .trim()
          .regex(/^[A-Za-z0-9]{1,16}$/, 'Kode operator tidak valid')
          .transform((v) => v.toUpperCase()),
      )
      .max(20)
      .nullish(),
    urutan: z.coerce.number().int().min(0).max(1000).default(0),
    aktif: z.boolean().default(true),
  })
  .refine((value) => !(value.harga > value.harga_normal), {
    path: ['harga'],
    message: 'Harga flash sale tidak boleh di atas harga normal',
  })
  .refine((value) => value.tipe_diskon !== 'percent' || value.nilai_diskon <= 100, {
    path: ['nilai_diskon'],
    message: 'Diskon persen paling besar 100',
  });
export type StaffFlashSaleCardBody = z.infer<typeof staffFlashSaleCardBodySchema>;

export const staffFlashSaleQuestionBodySchema = z
  .object({
    card_id: idSchema,
    pertanyaan: staffText('Pertanyaan', 10, 300),
    pilihan: z
      .array(staffText('Pilihan', 1, 120))
      .min(2, 'Minimal 2 pilihan')
      .max(4, 'Paling banyak 4 pilihan (A sampai D)'),
    jawaban: answerSchema,
    aktif: z.boolean().default(true),
  })
  .refine(
    (value) =>
      typeof value.jawaban !== 'string' ||
      !Array.isArray(value.pilihan) ||
      value.jawaban.charCodeAt(0) - 65 < value.pilihan.length,
    {
      path: ['jawaban'],
      message: 'Jawaban harus salah satu pilihan yang ada',
    },
  );
export type StaffFlashSaleQuestionBody = z.infer<typeof staffFlashSaleQuestionBodySchema>;

export const flashSaleIdParamsSchema = z.object({ id: idSchema });

export const staffFlashSaleWriteResultSchema = z.object({
  id: z.number().int(),
  jenis: z.enum(['sesi', 'card', 'soal']),
});

export const staffFlashSaleDeleteResultSchema = z.object({
  id: z.number().int(),
  jenis: z.enum(['sesi', 'card', 'soal']),
  dihapus: z.literal(true),
});

export const staffFlashSaleOverviewSchema = z.object({
  sesi: z.array(
    z.object({
      id: z.number().int(),
      nama: z.string(),
      mulai: z.string(),
      selesai: z.string(),
      aktif: z.boolean(),
    }),
  ),
  card: z.array(
    z.object({
      id: z.number().int(),
      sesi_sub_id: z.number().int(),
      jenis: z.enum(CARD_KINDS),
      nama: z.string(),
      harga_normal: z.number().int(),
      harga: z.number().int(),
      stok: z.number().int(),
      terjual: z.number().int(),
      dipesan: z.number().int(),
      aktif: z.boolean(),
      // The rest of the write body, so the console can send a card back whole (PUT).
      deskripsi: z.string(),
      syarat: z.array(z.string()),
      gambar: z.string().nullable(),
      tipe_diskon: z.enum(['percent', 'amount']),
      nilai_diskon: z.number().int(),
      maksimal_diskon: z.number().int().nullable(),
      minimal_transaksi: z.number().int(),
      berlaku_hari: z.number().int(),
      operator_kode: z.array(z.string()).nullable(),
      urutan: z.number().int(),
    }),
  ),
  soal: z.array(
    z.object({
      id: z.number().int(),
      card_id: z.number().int(),
      pertanyaan: z.string(),
      pilihan: z.array(z.string()),
      jawaban: z.string(),
      aktif: z.boolean(),
    }),
  ),
});
export type StaffFlashSaleOverview = z.infer<typeof staffFlashSaleOverviewSchema>;
