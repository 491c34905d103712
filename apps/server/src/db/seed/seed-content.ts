import { type Kysely, sql } from 'kysely';
import type { DB } from '../schema.js';
import { BLOG_GROUPS, DEMO_BLOGS } from './seed-content-blogs.js';

/**
 * Demo content of the site (issue 9): blogs, banners and FAQ in Indonesian, with images
 * that ship in apps/web/public/content (served by the web app as /content/*.svg, nothing
 * fetched at run time). Loaded by prepareDatabase outside production only.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export async function isContentEmpty(db: Kysely<DB>): Promise<boolean> {
  const result = await sql<{ n: number }>`
    SELECT (SELECT count(*) FROM blog_groups)::int + (SELECT count(*) FROM faq_categories)::int
      + (SELECT count(*) FROM banner_categories)::int AS n`.execute(db);
  return (result.rows[0]?.n ?? 0) === 0;
}

const BANNER_CATEGORIES = [
  { name: 'Promo', sort_order: 1 },
  { name: 'Info Perjalanan', sort_order: 2 },
];

const FAQ_CATEGORIES = [
  { name: 'Pemesanan', sort_order: 1 },
  { name: 'Pembayaran', sort_order: 2 },
  { name: 'Pembatalan & Refund', sort_order: 3 },
  { name: 'Keberangkatan & Naik', sort_order: 4 },
];

interface DemoFaq {
  category: number;
  question: string;
  answer: string;
  recommended?: boolean;
}

const DEMO_FAQS: DemoFaq[] = [
  {
    category: 0,
    question: 'Bagaimana cara memesan tiket di Lintas?',
    answer: `Pilih kota atau titik keberangkatan dan tujuan, tanggal berangkat, lalu tekan Cari. Pilih jadwal yang sesuai, tentukan kursi, isi data pemesan dan penumpang, lalu pilih metode pembayaran.

Setelah pembayaran diterima, e-tiket dikirim ke email pemesan dan dapat dibuka di menu Pesanan Saya atau Cek Pesanan.`,
    recommended: true,
  },
  {
    category: 0,
    question: 'Apakah saya harus login untuk memesan?',
    answer: `Tidak. Anda dapat memesan sebagai tamu dengan mengisi email dan nomor telepon pemesan. Dengan login, data penumpang terisi otomatis, riwayat pesanan tersimpan, dan Anda dapat memakai poin serta voucher khusus pelanggan.`,
  },
  {
    category: 0,
    question: 'Bagaimana cara melihat pesanan dari perangkat lain?',
    answer: `Buka menu Cek Pesanan, masukkan kode booking serta email atau nomor telepon pemesan. Pesanan akan tampil dan dapat dibayar, diganti metode pembayarannya, atau dibatalkan selama belum dibayar.`,
    recommended: true,
  },
  {
    category: 0,
    question: 'Bisakah saya memesan pulang-pergi sekaligus?',
    answer: `Bisa. Aktifkan pilihan Pulang-Pergi di formulir pencarian dan pilih tanggal pulang. Anda memilih jadwal dan kursi untuk kedua perjalanan, lalu membayar sekali untuk semuanya.`,
  },
  {
    category: 1,
    question: 'Metode pembayaran apa saja yang tersedia?',
    answer: `Virtual account berbagai bank, QRIS, dompet digital, serta pembayaran di gerai ritel. Biaya layanan tiap metode tampil di halaman pembayaran sebelum Anda memilih.`,
    recommended: true,
  },
  {
    category: 1,
    question: 'Berapa lama batas waktu pembayaran?',
    answer: `Tergantung metodenya: QRIS dan dompet digital 15 menit, virtual account 2 jam, gerai ritel 3 jam. Batas waktu tampil di halaman pembayaran. Bila lewat, pesanan dibatalkan otomatis dan kursi dilepas.`,
    recommended: true,
  },
  {
    category: 1,
    question: 'Saya sudah membayar tetapi status masih menunggu pembayaran.',
    answer: `Konfirmasi pembayaran biasanya masuk dalam beberapa menit. Buka detail pesanan dan tekan Cek Status Pembayaran. Bila setelah 30 menit status belum berubah, hubungi layanan pelanggan dengan menyertakan kode booking dan bukti pembayaran.`,
  },
  {
    category: 1,
    question: 'Bagaimana cara memakai voucher?',
    answer: `Di halaman pembayaran, pilih voucher dari daftar atau ketik kodenya. Voucher yang tidak berlaku untuk pesanan Anda ditandai beserta alasannya, misalnya minimal transaksi atau metode pembayaran tertentu.`,
  },
  {
    category: 2,
    question: 'Bagaimana cara membatalkan pesanan?',
    answer: `Pesanan yang belum dibayar dapat dibatalkan dari halaman detail pesanan dengan tombol Batalkan Pesanan. Kursi langsung dilepas dan poin yang terpakai dikembalikan.

Untuk pesanan yang sudah dibayar, ikuti ketentuan operator yang tampil di detail jadwal.`,
    recommended: true,
  },
  {
    category: 2,
    question: 'Apa itu jaminan refund?',
    answer: `Jaminan refund adalah perlindungan opsional yang dapat Anda tambahkan saat memesan. Biayanya dihitung per penumpang per perjalanan dan tampil di rincian harga. Syarat dan ketentuannya dapat dibaca di halaman pembayaran sebelum Anda memilihnya.`,
  },
  {
    category: 2,
    question: 'Pembayaran saya masuk setelah batas waktu. Bagaimana dana saya?',
    answer: `Pembayaran yang diterima setelah pesanan kedaluwarsa dicatat dan ditandai untuk dikembalikan. Kursi tidak otomatis dipesan ulang karena mungkin sudah dibeli orang lain. Tim kami akan menghubungi Anda untuk proses pengembalian dana.`,
  },
  {
    category: 3,
    question: 'Kapan saya harus tiba di titik keberangkatan?',
    answer: `Paling lambat 30 menit sebelum jam keberangkatan. Pada musim libur, datanglah lebih awal karena antrean naik lebih panjang.`,
    recommended: true,
  },
  {
    category: 3,
    question: 'Apa yang perlu ditunjukkan saat naik?',
    answer: `Tunjukkan kode QR pada e-tiket kepada petugas untuk dipindai. Bila kamera tidak dapat membaca, petugas dapat mengetik kode booking dan mencocokkan nama penumpang dengan kartu identitas Anda.`,
  },
  {
    category: 3,
    question: 'Apakah e-tiket bisa dibuka tanpa sinyal?',
    answer: `Bukalah halaman e-tiket sekali saat masih ada sinyal. Simpan juga email e-tiket Anda, sehingga kode booking tetap dapat ditunjukkan kepada petugas.`,
  },
];

interface DemoBanner {
  placement: 'carousel' | 'event' | 'popup';
  category: number | null;
  code: string | null;
  title: string;
  subtitle: string;
  image: string;
  link: string | null;
  vouchers?: string[];
  shownToAll?: boolean;
  /** Days from the seed's "now" the banner ends (null: open). */
  endsInDays: number | null;
}

const DEMO_BANNERS: DemoBanner[] = [
  {
    placement: 'carousel',
    category: 0,
    code: null,
    title: 'Hemat 10% Semua Rute',
    subtitle: 'Pakai kode LINTASHEMAT, potongan hingga Rp 25.000',
    image: '/content/banner-hemat.svg',
    link: '/event/promo-akhir-pekan',
    endsInDays: 60,
  },
  {
    placement: 'carousel',
    category: 1,
    code: null,
    title: 'Bandung - Jakarta Tiap Jam',
    subtitle: 'Puluhan jadwal dari operator terpercaya',
    image: '/content/banner-bandung-jakarta.svg',
    link: '/blog/bandung-jakarta-pilihan-jam-terbaik',
    endsInDays: null,
  },
  {
    placement: 'carousel',
    category: 0,
    code: null,
    title: 'Bayar Pakai QRIS',
    subtitle: 'Cepat, tanpa antre, langsung terkonfirmasi',
    image: '/content/banner-qris.svg',
    link: '/blog/kini-bisa-bayar-dengan-qris',
    endsInDays: null,
  },
  {
    placement: 'carousel',
    category: 1,
    code: null,
    title: 'Berbagi Lewat Perjalanan',
    subtitle: 'Donasi beasiswa untuk anak kru bus antarkota',
    image: '/content/banner-donasi.svg',
    link: '/donasi',
    endsInDays: null,
  },
  {
    placement: 'event',
    category: 0,
    code: 'promo-akhir-pekan',
    title: 'Promo Akhir Pekan',
    subtitle: 'Voucher hemat untuk perjalanan Jumat sampai Minggu',
    image: '/content/banner-hemat.svg',
    link: '/event/promo-akhir-pekan',
    vouchers: ['LINTASHEMAT', 'DISKON20RB', 'BCAHEMAT', 'PENGGUNABARU'],
    endsInDays: 30,
  },
  {
    placement: 'popup',
    category: null,
    code: 'selamat-datang',
    title: 'Selamat datang di Lintas!',
    subtitle: 'Pengguna baru hemat Rp 25.000 dengan kode PENGGUNABARU',
    image: '/content/popup-selamat-datang.svg',
    link: '/event/promo-akhir-pekan',
    shownToAll: true,
    endsInDays: 60,
  },
];

/** Loads the demo content in one transaction (blogs dated relative to `now`). */
export async function seedDemoContent(db: Kysely<DB>, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('blog_groups').values(BLOG_GROUPS).execute();
    await trx
      .insertInto('blogs')
      .values(
        DEMO_BLOGS.map((blog) => ({
          code: blog.code,
          group_code: blog.group,
          title: blog.title,
          summary: blog.summary,
          body: blog.body,
          image_url: blog.image,
          author: blog.author,
          published_at: new Date(now.getTime() - blog.daysAgo * DAY_MS),
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();

    const bannerCategories = await trx
      .insertInto('banner_categories')
      .values(BANNER_CATEGORIES)
      .returning('id')
      .execute();
    await trx
      .insertInto('banners')
      .values(
        DEMO_BANNERS.map((banner, index) => ({
          placement: banner.placement,
          category_id:
            banner.category === null ? null : (bannerCategories[banner.category]?.id ?? null),
          code: banner.code,
          title: banner.title,
          subtitle: banner.subtitle,
          image_url: banner.image,
          link_url: banner.link,
          voucher_codes: banner.vouchers ?? [],
          shown_to_all: banner.shownToAll ?? false,
          sort_order: index,
          starts_at: new Date(now.getTime() - DAY_MS),
          ends_at:
            banner.endsInDays === null
              ? null
              : new Date(now.getTime() + banner.endsInDays * DAY_MS),
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();

    const faqCategories = await trx
      .insertInto('faq_categories')
      .values(FAQ_CATEGORIES)
      .returning('id')
      .execute();
    await trx
      .insertInto('faqs')
      .values(
        DEMO_FAQS.map((faq, index) => {
          const category = faqCategories[faq.category];
          if (!category) throw new Error(`demo FAQ ${index}: no category ${faq.category}`);
          return {
            category_id: category.id,
            question: faq.question,
            answer: faq.answer,
            is_recommended: faq.recommended ?? false,
            sort_order: index,
            created_at: now,
            updated_at: now,
          };
        }),
      )
      .execute();
  });
}
