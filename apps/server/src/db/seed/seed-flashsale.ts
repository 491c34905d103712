import { type Insertable, type Kysely, sql } from 'kysely';
import { addDays, BUSINESS_ZONE, localDate, zonedInstant } from '../../lib/zoned-time.js';
import type { DB, FlashSaleCardsTable } from '../schema.js';

/**
 * Demo flash sale (issue 9): a session running at seed time and a later one today, two
 * tomorrow, each with cards (discount vouchers) and Indonesian quiz questions. Images ship
 * in apps/web/public/flashsale. Loaded by prepareDatabase outside production only.
 */

const HOUR_MS = 60 * 60_000;

export async function isFlashSaleEmpty(db: Kysely<DB>): Promise<boolean> {
  const result = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM flash_sale_sessions`.execute(db);
  return (result.rows[0]?.n ?? 0) === 0;
}

type DemoCard = Omit<
  Insertable<FlashSaleCardsTable>,
  'session_id' | 'created_at' | 'updated_at' | 'terms'
> & {
  terms: string[];
  questions: Array<{ question: string; choices: string[]; answer: 'A' | 'B' | 'C' | 'D' }>;
};

const QUESTIONS = {
  geografi: [
    {
      question: 'Kota manakah yang dijuluki Kota Kembang?',
      choices: ['Bandung', 'Surabaya', 'Medan', 'Makassar'],
      answer: 'A' as const,
    },
    {
      question: 'Ibu kota Provinsi Jawa Tengah adalah...',
      choices: ['Solo', 'Semarang', 'Magelang', 'Tegal'],
      answer: 'B' as const,
    },
  ],
  perjalanan: [
    {
      question: 'Dokumen apa yang perlu ditunjukkan saat naik shuttle Lintas?',
      choices: ['Kartu keluarga', 'Paspor', 'E-tiket atau kode booking', 'Akta kelahiran'],
      answer: 'C' as const,
    },
    {
      question: 'Sebaiknya tiba di titik keberangkatan berapa menit sebelum jadwal?',
      choices: [
        'Tepat saat berangkat',
        '15 menit sebelumnya',
        '5 menit sesudahnya',
        'Tidak perlu datang',
      ],
      answer: 'B' as const,
    },
  ],
  budaya: [
    {
      question: 'Makanan khas Yogyakarta yang terbuat dari nangka muda adalah...',
      choices: ['Rendang', 'Pempek', 'Papeda', 'Gudeg'],
      answer: 'D' as const,
    },
    {
      question: 'Tol Cipularang menghubungkan Jakarta dengan kota...',
      choices: ['Cirebon', 'Bandung', 'Bogor', 'Serang'],
      answer: 'B' as const,
    },
  ],
};

/** Each demo question's right choice, by its text (the end-to-end journey answers with it). */
export const DEMO_QUIZ_ANSWERS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(QUESTIONS)
    .flat()
    .map((q) => [q.question, q.choices[q.answer.charCodeAt(0) - 65] ?? '']),
);

function demoCards(variant: number): DemoCard[] {
  const base: DemoCard[] = [
    {
      kind: 'voucher',
      name: 'Voucher Tiket Rp50.000',
      description:
        'Potongan Rp50.000 untuk satu pemesanan tiket bus atau shuttle di semua rute Lintas, minimal transaksi Rp150.000.',
      terms: [
        'Berlaku 30 hari sejak pembayaran flash sale berhasil.',
        'Satu voucher untuk satu kali pemesanan.',
        'Minimal transaksi Rp150.000 sebelum biaya admin.',
      ],
      image_url: '/flashsale/voucher-hemat.svg',
      normal_price: 50_000,
      price: 9_900,
      stock: 25,
      discount_type: 'amount',
      discount_value: 50_000,
      max_discount: null,
      min_spend: 150_000,
      valid_days: 30,
      operator_codes: null,
      sort_order: 1,
      questions: QUESTIONS.geografi,
    },
    {
      kind: 'voucher',
      name: 'Diskon 30% Semua Rute',
      description:
        'Diskon 30% hingga Rp75.000 untuk satu pemesanan tiket, pergi atau pulang-pergi, di semua operator.',
      terms: [
        'Berlaku 14 hari sejak pembayaran flash sale berhasil.',
        'Diskon maksimal Rp75.000.',
        'Tidak dapat digabung dengan voucher lain.',
      ],
      image_url: '/flashsale/voucher-persen.svg',
      normal_price: 75_000,
      price: 14_900,
      stock: 15,
      discount_type: 'percent',
      discount_value: 30,
      max_discount: 75_000,
      min_spend: 0,
      valid_days: 14,
      operator_codes: null,
      sort_order: 2,
      questions: QUESTIONS.perjalanan,
    },
    {
      kind: 'tiket',
      name: 'Tiket Shuttle XTrans Potongan Rp100.000',
      description:
        'Potongan Rp100.000 untuk tiket shuttle XTrans, cocok untuk perjalanan Bandung–Jakarta pulang-pergi.',
      terms: [
        'Hanya untuk jadwal operator XTrans.',
        'Berlaku 30 hari sejak pembayaran flash sale berhasil.',
        'Minimal transaksi Rp200.000.',
      ],
      image_url: '/flashsale/tiket-shuttle.svg',
      normal_price: 100_000,
      price: 19_900,
      stock: 5,
      discount_type: 'amount',
      discount_value: 100_000,
      max_discount: null,
      min_spend: 200_000,
      valid_days: 30,
      operator_codes: ['XTR'],
      sort_order: 3,
      questions: QUESTIONS.budaya,
    },
  ];
  // Later sessions offer a little more stock, so each tab looks like its own sale.
  return base.map((card) => ({ ...card, stock: Number(card.stock) + variant * 5 }));
}

/**
 * Today: one session that started at the top of the current hour (running for three
 * hours) and one right after it; tomorrow: 10.00–12.00 and 19.00–21.00 WIB.
 */
export async function seedDemoFlashSale(db: Kysely<DB>, now: Date): Promise<void> {
  const hourStart = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  const tomorrow = addDays(localDate(now, BUSINESS_ZONE), 1);
  const sessions = [
    {
      name: 'Flash Sale Kilat',
      starts: hourStart,
      ends: new Date(hourStart.getTime() + 3 * HOUR_MS),
    },
    {
      name: 'Flash Sale Berikutnya',
      starts: new Date(hourStart.getTime() + 3 * HOUR_MS),
      ends: new Date(hourStart.getTime() + 5 * HOUR_MS),
    },
    {
      name: 'Flash Sale Pagi',
      starts: zonedInstant(tomorrow, '10:00', BUSINESS_ZONE),
      ends: zonedInstant(tomorrow, '12:00', BUSINESS_ZONE),
    },
    {
      name: 'Flash Sale Malam',
      starts: zonedInstant(tomorrow, '19:00', BUSINESS_ZONE),
      ends: zonedInstant(tomorrow, '21:00', BUSINESS_ZONE),
    },
  ];
  await db.transaction().execute(async (trx) => {
    for (const [index, session] of sessions.entries()) {
      const row = await trx
        .insertInto('flash_sale_sessions')
        .values({
          name: session.name,
          starts_at: session.starts,
          ends_at: session.ends,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const card of demoCards(index)) {
        const { questions, terms, ...values } = card;
        const inserted = await trx
          .insertInto('flash_sale_cards')
          .values({
            ...values,
            terms: JSON.stringify(terms),
            session_id: row.id,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('flash_sale_questions')
          .values(
            questions.map((question) => ({
              card_id: inserted.id,
              question: question.question,
              choices: JSON.stringify(question.choices),
              answer: question.answer,
              created_at: now,
              updated_at: now,
            })),
          )
          .execute();
      }
    }
  });
}
