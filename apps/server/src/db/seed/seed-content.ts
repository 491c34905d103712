import { type Kysely, sql } from 'kysely';
import type { DB } from '../schema.js';

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

const BLOG_GROUPS = [
  { code: 'tips-perjalanan', name: 'Tips Perjalanan', sort_order: 1 },
  { code: 'rute-populer', name: 'Rute Populer', sort_order: 2 },
  { code: 'kabar-lintas', name: 'Kabar Lintas', sort_order: 3 },
];

interface DemoBlog {
  code: string;
  group: string;
  title: string;
  summary: string;
  image: string;
  author: string;
  /** Days before the seed's "now". */
  daysAgo: number;
  body: string;
}

export const DEMO_BLOGS: DemoBlog[] = [
  {
    code: 'tips-nyaman-naik-shuttle-malam',
    group: 'tips-perjalanan',
    title: '7 Tips Tetap Nyaman Naik Shuttle Malam',
    summary:
      'Perjalanan malam menghemat waktu, asal tubuh tetap segar saat tiba. Ini persiapan sederhana yang membuat tidur di kursi shuttle jauh lebih nyenyak.',
    image: '/content/blog-shuttle-malam.svg',
    author: 'Rina Kusuma',
    daysAgo: 2,
    body: `Berangkat malam dan tiba pagi adalah cara favorit banyak pelanggan untuk menghemat satu hari kerja. Supaya perjalanan tetap nyaman, sedikit persiapan sangat membantu.

## Sebelum berangkat

- Pilih kursi dekat jendela bila ingin bersandar, atau kursi lorong bila sering ke toilet saat istirahat.
- Makan malam ringan satu sampai dua jam sebelum berangkat, hindari makanan terlalu pedas.
- Isi daya ponsel dan simpan e-tiket di galeri atau buka halaman tiket sekali agar tetap bisa dibuka tanpa sinyal.

## Di dalam kendaraan

Bawa jaket tipis atau selimut kecil, karena pendingin udara biasanya terasa lebih dingin menjelang dini hari. Bantal leher dan penutup mata juga sangat membantu, terutama bila lampu kabin belum diredupkan.

Gunakan earphone bila ingin mendengarkan musik, dan atur ponsel ke mode senyap agar tidak mengganggu penumpang lain yang sedang tidur.

## Saat tiba

Periksa kembali barang bawaan di kantong kursi dan bagasi sebelum turun. Bila ada barang tertinggal, hubungi layanan pelanggan secepatnya dengan menyebutkan kode booking Anda agar kami bisa menghubungi operator.`,
  },
  {
    code: 'cara-memilih-kursi-terbaik',
    group: 'tips-perjalanan',
    title: 'Cara Memilih Kursi Terbaik di Bus dan Shuttle',
    summary:
      'Depan, tengah, atau belakang? Setiap posisi kursi punya kelebihan. Kenali denah kursi sebelum memesan agar perjalanan terasa lebih lapang.',
    image: '/content/blog-pilih-kursi.svg',
    author: 'Dimas Pratama',
    daysAgo: 6,
    body: `Denah kursi di Lintas menampilkan posisi setiap kursi persis seperti di kendaraan. Dengan sedikit pertimbangan, Anda bisa mendapat kursi yang paling cocok.

## Kursi depan

Kursi di belakang pengemudi cocok untuk yang mudah mabuk perjalanan, karena guncangan terasa paling ringan dan pandangan ke depan lebih lega. Kursi ini biasanya paling cepat habis, jadi pesan lebih awal.

## Kursi tengah

Posisi tengah paling stabil dan dekat dengan pintu di banyak jenis shuttle. Pilihan aman bila Anda membawa anak atau orang tua.

## Kursi belakang

Kursi belakang sering lebih sepi dan kadang memiliki ruang kaki lebih luas. Cocok untuk yang ingin tidur selama perjalanan.

## Bepergian bersama

Saat memesan untuk beberapa penumpang, pilih kursi bersebelahan sekaligus dalam satu pesanan. Kursi yang Anda pilih ditahan selama batas waktu pembayaran, jadi tidak akan diambil orang lain selama Anda menyelesaikan pembayaran.`,
  },
  {
    code: 'barang-wajib-dibawa-saat-mudik',
    group: 'tips-perjalanan',
    title: 'Daftar Barang Wajib Dibawa Saat Mudik dengan Bus',
    summary:
      'Jangan sampai ada yang tertinggal. Daftar periksa ini membantu Anda mengemas barang dengan ringkas untuk perjalanan antarkota.',
    image: '/content/blog-mudik.svg',
    author: 'Rina Kusuma',
    daysAgo: 11,
    body: `Mudik dengan bus tetap jadi pilihan banyak keluarga karena praktis dan hemat. Agar perjalanan lancar, siapkan barang bawaan dengan rapi.

## Dokumen

- KTP atau kartu identitas sesuai nama penumpang di e-tiket.
- E-tiket di ponsel; petugas memindai kode QR saat naik.
- Sedikit uang tunai untuk jajan di tempat istirahat.

## Kenyamanan

- Air minum dan camilan ringan.
- Obat pribadi, minyak angin dan plester.
- Jaket, masker, serta bantal leher.

## Bagasi

Gunakan koper atau tas yang diberi label nama dan nomor telepon. Simpan barang berharga seperti dompet, ponsel dan laptop di tas kecil yang selalu Anda bawa ke kursi.

Datanglah ke titik keberangkatan paling lambat 30 menit sebelum jadwal, terutama pada musim libur ketika antrean naik lebih panjang.`,
  },
  {
    code: 'bandung-jakarta-pilihan-jam-terbaik',
    group: 'rute-populer',
    title: 'Bandung - Jakarta: Memilih Jam Berangkat agar Terhindar Macet',
    summary:
      'Rute tersibuk di Jawa Barat punya pola yang bisa ditebak. Kenali jam-jam lengang di tol Cipularang supaya waktu tempuh tetap singkat.',
    image: '/content/blog-bandung-jakarta.svg',
    author: 'Dimas Pratama',
    daysAgo: 3,
    body: `Perjalanan Bandung ke Jakarta lewat tol Cipularang dan Cikampek normalnya memakan waktu sekitar tiga jam. Namun jam berangkat sangat menentukan.

## Jam paling lengang

Keberangkatan pukul 05.00 sampai 06.00 pagi biasanya paling lancar, karena Anda tiba di Jakarta sebelum jam sibuk kantor. Keberangkatan siang antara pukul 10.00 dan 13.00 juga cukup lengang pada hari kerja.

## Jam yang sebaiknya dihindari

Jumat sore dan Minggu sore adalah puncak arus akhir pekan. Bila harus berangkat pada waktu itu, pilih titik keberangkatan yang dekat dengan gerbang tol, misalnya Pasteur.

## Titik turun di Jakarta

Banyak operator melayani beberapa titik di Jakarta seperti Blok M, Kuningan dan Fatmawati. Pilih titik terdekat dari tujuan akhir Anda saat mencari jadwal, karena harga dan jam tiba bisa berbeda antaroperator.`,
  },
  {
    code: 'jelajah-yogyakarta-dengan-bus-malam',
    group: 'rute-populer',
    title: 'Jelajah Yogyakarta dengan Bus Malam dari Jakarta',
    summary:
      'Berangkat selepas kerja, bangun di Kota Gudeg. Panduan singkat memilih bus malam Jakarta - Yogyakarta dan rencana hari pertama di sana.',
    image: '/content/blog-yogyakarta.svg',
    author: 'Sekar Ayu',
    daysAgo: 9,
    body: `Bus malam dari Jakarta ke Yogyakarta menempuh sekitar sembilan sampai sepuluh jam lewat tol Trans Jawa. Berangkat pukul 19.00, Anda tiba menjelang subuh dan punya satu hari penuh untuk berjalan-jalan.

## Memilih kelas

Kelas eksekutif dengan kursi 2-2 cukup nyaman untuk tidur. Bila ingin lebih lega, pilih kelas dengan kursi 2-1 dan sandaran kaki.

## Hari pertama di Yogyakarta

- Sarapan gudeg di sekitar Wijilan.
- Berjalan ke Keraton dan Taman Sari sebelum siang.
- Sore hari menikmati suasana Malioboro dan Titik Nol Kilometer.

## Pulang

Pesan tiket pulang sekaligus dengan memilih pulang-pergi saat mencari jadwal. Anda cukup membayar satu kali untuk kedua perjalanan.`,
  },
  {
    code: 'rute-cirebon-semarang-lewat-pantura',
    group: 'rute-populer',
    title: 'Cirebon - Semarang: Menyusuri Pantura dengan Nyaman',
    summary:
      'Rute pesisir utara Jawa kini lebih cepat berkat tol. Simak estimasi waktu tempuh, titik istirahat dan kuliner yang layak dicoba.',
    image: '/content/blog-pantura.svg',
    author: 'Sekar Ayu',
    daysAgo: 15,
    body: `Dari Cirebon ke Semarang kini cukup sekitar empat jam lewat tol Trans Jawa. Rute ini cocok untuk perjalanan bisnis maupun liburan singkat.

## Titik istirahat

Sebagian besar operator berhenti sekali di rest area sekitar Brebes atau Pemalang. Manfaatkan waktu sekitar 20 menit untuk meregangkan badan.

## Kuliner

Jangan lewatkan empal gentong sebelum berangkat dari Cirebon, dan lumpia atau tahu gimbal setibanya di Semarang.

## Tips

Bila membawa banyak barang, pilih operator yang mencantumkan kapasitas bagasi pada detail jadwal. Informasi fasilitas bisa dilihat saat membuka jadwal di halaman hasil pencarian.`,
  },
  {
    code: 'kini-bisa-bayar-dengan-qris',
    group: 'kabar-lintas',
    title: 'Kini Bayar Tiket Bisa dengan QRIS dan Dompet Digital',
    summary:
      'Selain virtual account dan gerai ritel, pembayaran kini bisa lewat QRIS dan dompet digital. Simak batas waktu pembayaran tiap metode.',
    image: '/content/blog-qris.svg',
    author: 'Tim Lintas',
    daysAgo: 1,
    body: `Kami menambah pilihan pembayaran agar pemesanan tiket semakin cepat. Kini Anda dapat membayar dengan QRIS dan berbagai dompet digital.

## Batas waktu pembayaran

Setiap metode punya batas waktu sendiri, yang tampil di halaman pembayaran sebelum Anda memilih:

- QRIS dan dompet digital: 15 menit.
- Virtual account bank: 2 jam.
- Gerai ritel: 3 jam.

Selama batas waktu itu kursi Anda ditahan dan tidak bisa dipesan orang lain. Bila pembayaran tidak diterima sampai batas waktu berakhir, pesanan otomatis dibatalkan dan kursi kembali tersedia.

## Ganti metode

Salah memilih metode? Buka detail pesanan dan pilih Ganti Metode Pembayaran selama pesanan belum dibayar.`,
  },
  {
    code: 'donasi-lewat-perjalanan',
    group: 'kabar-lintas',
    title: 'Berbagi Lewat Perjalanan: Donasi Beasiswa Anak Kru Bus',
    summary:
      'Tambahkan donasi saat memesan tiket dan ikut membantu pendidikan anak-anak pengemudi dan kru bus antarkota.',
    image: '/content/blog-donasi.svg',
    author: 'Tim Lintas',
    daysAgo: 20,
    body: `Di balik setiap perjalanan ada pengemudi dan kru yang bekerja siang dan malam. Melalui program Berbagi Lewat Perjalanan, kami mengajak pelanggan ikut membantu pendidikan anak-anak mereka.

## Cara berdonasi

Saat mengisi data pemesanan, pilih nominal donasi dan tuliskan pesan untuk penerima bila mau. Donasi ditambahkan ke total pembayaran dan hanya dihitung setelah pembayaran berhasil.

## Transparan

Total donasi terkumpul dan pesan dari para donatur dapat dilihat di halaman Donasi. Nama donatur ditampilkan singkat untuk menjaga privasi.

Terima kasih kepada setiap pelanggan yang sudah ikut berbagi.`,
  },
];

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
