/**
 * The demo blog (issue 9): its groups and articles, in Indonesian. Seeded by
 * seed-content.ts; the images ship in apps/web/public/content.
 */

export const BLOG_GROUPS = [
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
