/**
 * Every route of the client, in one place: `path` is what the router matches,
 * `getHref` builds a link. No URL is typed anywhere else.
 *
 *   <Link to={paths.reservation.getHref('LNT-ABC123')}>
 */
function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export const paths = {
  home: { path: '/', title: 'Beranda', getHref: () => '/' },
  login: {
    path: '/login',
    title: 'Login / Daftar',
    /** `redirectTo` comes back as the query parameter `red` (spec §4 "Login"). */
    getHref: (redirectTo?: string) => withQuery('/login', { red: redirectTo }),
  },
  /** Where the identity provider sends the browser back with `#id_token=...&state=...`. */
  loginGoogle: {
    path: '/login/google',
    title: 'Masuk dengan Google',
    getHref: () => '/login/google',
  },
  signup: { path: '/signup', title: 'Lengkapi Informasi Diri', getHref: () => '/signup' },
  profile: { path: '/profil', title: 'Profil Saya', getHref: () => '/profil' },
  orders: { path: '/pesanan', title: 'Pesanan Saya', getHref: () => '/pesanan' },
  points: { path: '/poin', title: 'Poin Saya', getHref: () => '/poin' },
  referral: { path: '/ajak-teman', title: 'Ajak Teman', getHref: () => '/ajak-teman' },
  /** `id` opens one feedback thread (and marks its replies read). */
  feedback: {
    path: '/bantuan',
    title: 'Bantuan & Masukan',
    getHref: (id?: number) =>
      withQuery('/bantuan', { id: id === undefined ? undefined : String(id) }),
  },
  results: { path: '/jadwal', title: 'Pilih Jadwal', getHref: () => '/jadwal' },
  seats: { path: '/kursi', title: 'Pilih Kursi', getHref: () => '/kursi' },
  /** A seat alert's link: restores that departure as the chosen trip, then opens /kursi. */
  seatAlert: {
    path: '/kabar-kursi',
    title: 'Kabar Kursi',
    getHref: (departure: {
      operator_kode: string;
      jadwal_kode: string;
      tanggal_berangkat: string;
    }) => withQuery('/kabar-kursi', departure),
  },
  booker: {
    path: '/data-pemesan',
    title: 'Data Pemesan & Penumpang',
    getHref: () => '/data-pemesan',
  },
  payment: { path: '/pembayaran', title: 'Pembayaran', getHref: () => '/pembayaran' },
  reservation: {
    path: '/reservasi/:kode',
    title: 'Detail Pesanan',
    getHref: (kode: string) => `/reservasi/${encodeURIComponent(kode)}`,
  },
  /** "Ubah Jadwal" (issue 21): move one paid ticket to another departure of its route. */
  reschedule: {
    path: '/ubah-jadwal/:kode',
    title: 'Ubah Jadwal',
    getHref: (kode: string) => `/ubah-jadwal/${encodeURIComponent(kode)}`,
  },
  /** The rating screen of one paid, travelled reservation. */
  review: {
    path: '/ulasan/:kode',
    title: 'Beri Ulasan',
    getHref: (kode: string) => `/ulasan/${encodeURIComponent(kode)}`,
  },
  lookup: {
    path: '/cek-pesanan',
    title: 'Cek Pesanan',
    getHref: (kode?: string) => withQuery('/cek-pesanan', { kode }),
  },
  /** `group` is a blog group's code (the tabs of the blog page). */
  blog: {
    path: '/blog',
    title: 'Blog',
    getHref: (group?: string) => withQuery('/blog', { grup: group }),
  },
  blogDetail: {
    path: '/blog/:kode',
    title: 'Artikel',
    getHref: (kode: string) => `/blog/${encodeURIComponent(kode)}`,
  },
  faq: { path: '/faq', title: 'Pertanyaan Umum (FAQ)', getHref: () => '/faq' },
  faqDetail: {
    path: '/faq/:id',
    title: 'Pertanyaan Umum',
    getHref: (id: number) => `/faq/${id}`,
  },
  donation: { path: '/donasi', title: 'Donasi', getHref: () => '/donasi' },
  /** A promo event of list-banner-event and its vouchers. */
  event: {
    path: '/event/:kode',
    title: 'Promo',
    getHref: (kode: string) => `/event/${encodeURIComponent(kode)}`,
  },
  /** Flash sale (issue 9): dates and sessions as tabs (`tanggal`, `sesi`), a card, a purchase. */
  flashSale: {
    path: '/flashsale',
    title: 'Flash Sale',
    getHref: (query: { tanggal?: string; sesi?: number } = {}) =>
      withQuery('/flashsale', {
        tanggal: query.tanggal,
        sesi: query.sesi === undefined ? undefined : String(query.sesi),
      }),
  },
  flashSaleCard: {
    path: '/flashsale/card/:id',
    title: 'Flash Sale',
    getHref: (id: number) => `/flashsale/card/${id}`,
  },
  /** Where the payment simulator sends the buyer back (payments/payment-simulator.page.ts). */
  flashSalePurchase: {
    path: '/flashsale/transaksi/:kode',
    title: 'Transaksi Flash Sale',
    getHref: (kode: string) => `/flashsale/transaksi/${encodeURIComponent(kode)}`,
  },
  /** Oleh-oleh (issue 9): the catalogue by category (`kategori`) and words (`cari`). */
  souvenirs: {
    path: '/oleh-oleh',
    title: 'Oleh-oleh',
    getHref: (query: { kategori?: number; cari?: string } = {}) =>
      withQuery('/oleh-oleh', {
        kategori: query.kategori === undefined ? undefined : String(query.kategori),
        cari: query.cari,
      }),
  },
  souvenirProduct: {
    path: '/oleh-oleh/:id',
    title: 'Oleh-oleh',
    getHref: (id: number) => `/oleh-oleh/${id}`,
  },
  /** Operator console (issue 10): staff sign-in; `red` is where to go back after it. */
  operatorLogin: {
    path: '/operator/masuk',
    title: 'Masuk Petugas',
    getHref: (redirectTo?: string) => withQuery('/operator/masuk', { red: redirectTo }),
  },
  /** The console's home: the departures of `tanggal` (default today in Jakarta). */
  operatorDepartures: {
    path: '/operator',
    title: 'Keberangkatan',
    getHref: (tanggal?: string) => withQuery('/operator', { tanggal }),
  },
  /** One departure's passenger manifest (the whole route: schedule code and first-stop date). */
  operatorManifest: {
    path: '/operator/manifes/:operator/:jadwal/:tanggal',
    title: 'Manifes Penumpang',
    getHref: (departure: { operator_kode: string; jadwal_kode: string; tanggal: string }) =>
      `/operator/manifes/${[departure.operator_kode, departure.jadwal_kode, departure.tanggal]
        .map(encodeURIComponent)
        .join('/')}`,
  },
  /** The staff audit log, newest first, 50 a page (admin only). */
  operatorAudit: {
    path: '/operator/audit',
    title: 'Catatan Audit',
    getHref: (page?: number) =>
      withQuery('/operator/audit', { halaman: page && page > 1 ? String(page) : undefined }),
  },
  /** Boarding check-in; with a departure, the tickets of that departure only. */
  operatorBoarding: {
    path: '/operator/naik',
    title: 'Naik Penumpang',
    getHref: (departure?: { operator_kode: string; jadwal_kode: string; tanggal: string }) =>
      withQuery('/operator/naik', { ...departure }),
  },
  /** The office (decision 0017): refunds owed and given back (Proses: admin). */
  operatorRefunds: {
    path: '/operator/refund',
    title: 'Refund',
    getHref: () => '/operator/refund',
  },
  /** Cancel a departure: its paid bookers are told and owed a refund. */
  operatorCancellation: {
    path: '/operator/pembatalan',
    title: 'Batalkan Keberangkatan',
    getHref: () => '/operator/pembatalan',
  },
  /** Move one departure to another time of its day: its paid bookers are told. */
  operatorMoveDeparture: {
    path: '/operator/pindah-jam',
    title: 'Pindahkan Jam',
    getHref: (departure?: { operator_kode: string; jadwal_kode: string; tanggal: string }) =>
      withQuery(
        '/operator/pindah-jam',
        departure
          ? {
              operator_kode: departure.operator_kode,
              jadwal_kode: departure.jadwal_kode,
              tanggal: departure.tanggal,
            }
          : {},
      ),
  },
  /** Sales per day and route over `dari`..`sampai` (default the last 7 days). */
  operatorSales: {
    path: '/operator/penjualan',
    title: 'Penjualan',
    getHref: () => '/operator/penjualan',
  },
  /** Fares per segment of a route and each schedule's percent. */
  operatorFares: {
    path: '/operator/tarif',
    title: 'Tarif',
    getHref: () => '/operator/tarif',
  },
  /** An operator's after-sale policy: cancelling and moving a paid ticket (decision 0037). */
  operatorPolicy: {
    path: '/operator/kebijakan',
    title: 'Kebijakan Pembatalan',
    getHref: () => '/operator/kebijakan',
  },
  /** Routes with their ordered stops, and new schedules of a route. */
  operatorRoutes: {
    path: '/operator/rute',
    title: 'Rute',
    getHref: () => '/operator/rute',
  },
  /** Seat layouts: the grid editor and its preview. */
  operatorLayouts: {
    path: '/operator/denah',
    title: 'Denah Kursi',
    getHref: () => '/operator/denah',
  },
  /** The site's content (admin): `jenis` faq (default), banner or blog. */
  operatorContent: {
    path: '/operator/konten',
    title: 'Konten Situs',
    getHref: (jenis?: 'faq' | 'banner' | 'blog') =>
      withQuery('/operator/konten', { jenis: jenis === 'faq' ? undefined : jenis }),
  },
  /** Flash-sale sessions, their cards and quiz questions (admin). */
  operatorFlashSale: {
    path: '/operator/flashsale',
    title: 'Flash Sale',
    getHref: () => '/operator/flashsale',
  },
  /** Oleh-oleh products (admin). */
  operatorSouvenirs: {
    path: '/operator/oleh-oleh',
    title: 'Oleh-oleh',
    getHref: () => '/operator/oleh-oleh',
  },
} as const;

/**
 * What a later step passes when it sends the person back to the seat map because a seat
 * was lost (reservasi answered SEAT_TAKEN):
 *   navigate(paths.seats.getHref(), { state: { seatTakenMessage: error.message, ...error.details } });
 * `kursi` are the lost seat numbers, `jadwal_kode` the leg they were on (all legs when absent).
 */
export interface SeatsLocationState {
  seatTakenMessage?: string;
  kursi?: string[];
  jadwal_kode?: string | null;
}
