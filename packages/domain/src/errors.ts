/**
 * The error catalogue of the API. Every failure the server answers carries one of
 * these codes in `error_code`, the matching HTTP status, and a message in Indonesian
 * that a person can act on. Clients branch on the code, never on the message.
 */
export const errorCatalogue = {
  VALIDATION_ERROR: { status: 400, message: 'Data yang dikirim tidak valid.' },
  ORIGIN_REQUIRED: { status: 400, message: 'Pilih kota atau titik keberangkatan terlebih dahulu.' },
  BAD_JSON: { status: 400, message: 'Format data tidak dapat dibaca.' },
  /** The request is not readable HTTP (Node's parser refused it). */
  BAD_REQUEST: { status: 400, message: 'Permintaan tidak dapat dibaca.' },
  /** The path has a malformed percent-encoding (e.g. `%E0%A4%A`). */
  BAD_URL: { status: 400, message: 'Alamat yang diminta tidak valid.' },
  UNAUTHORIZED: { status: 401, message: 'Akses ditolak: kredensial aplikasi tidak valid.' },
  SESSION_EXPIRED: { status: 401, message: 'Sesi Anda telah berakhir. Silakan login kembali.' },
  /** An identity provider's ID token (Google, phone provider) that fails verification. */
  IDENTITY_TOKEN_INVALID: {
    status: 401,
    message: 'Login gagal: bukti masuk dari Google atau nomor telepon tidak valid. Silakan ulangi.',
  },
  FORBIDDEN: { status: 403, message: 'Anda tidak memiliki akses ke data ini.' },
  NOT_FOUND: { status: 404, message: 'Data tidak ditemukan.' },
  ROUTE_NOT_FOUND: { status: 404, message: 'Alamat yang diminta tidak tersedia.' },
  SCHEDULE_NOT_FOUND: { status: 404, message: 'Jadwal tidak ditemukan.' },
  RESERVATION_NOT_FOUND: {
    status: 404,
    message:
      'Reservasi tidak ditemukan. Periksa kembali kode booking dan email atau nomor telepon Anda.',
  },
  VOUCHER_NOT_FOUND: { status: 404, message: 'Kode voucher tidak ditemukan.' },
  PAYMENT_METHOD_NOT_FOUND: { status: 404, message: 'Metode pembayaran tidak tersedia.' },
  SCHEDULE_UNAVAILABLE: {
    status: 409,
    message: 'Jadwal ini sudah tidak dapat dipesan. Silakan pilih jadwal lain.',
  },
  SEAT_TAKEN: {
    status: 409,
    message: 'Kursi yang Anda pilih sudah dipesan orang lain. Silakan pilih kursi lain.',
  },
  SEAT_INVALID: { status: 422, message: 'Nomor kursi tidak ada pada denah kendaraan ini.' },
  PRICE_CHANGED: {
    status: 409,
    message: 'Harga telah berubah. Periksa kembali rincian harga sebelum melanjutkan.',
  },
  VOUCHER_INVALID: { status: 422, message: 'Voucher tidak dapat digunakan untuk pesanan ini.' },
  PROMO_INVALID: { status: 422, message: 'Promo kursi tidak dapat digunakan untuk pesanan ini.' },
  PAYMENT_AMOUNT_OUT_OF_RANGE: {
    status: 422,
    message: 'Nominal transaksi di luar batas metode pembayaran ini. Silakan pilih metode lain.',
  },
  RESERVATION_EXPIRED: {
    status: 409,
    message: 'Batas waktu pembayaran telah habis. Silakan buat pesanan baru.',
  },
  /** A review of a reservation that is not paid, or whose trip has not ended yet. */
  REVIEW_NOT_ALLOWED: {
    status: 409,
    message: 'Ulasan dapat diberikan setelah perjalanan yang sudah dibayar selesai.',
  },
  REVIEW_EXISTS: { status: 409, message: 'Pesanan ini sudah Anda beri ulasan.' },
  /** A seat alert on a departure that still has seats: the person can book now. */
  SEAT_ALERT_SEATS_AVAILABLE: {
    status: 400,
    message: 'Masih ada kursi tersedia untuk keberangkatan ini. Silakan pilih kursi sekarang.',
  },
  /** A seat alert on a departure that has left, is cancelled or does not run that day. */
  SEAT_ALERT_UNAVAILABLE: {
    status: 400,
    message: 'Kabar kursi tidak dapat diminta untuk keberangkatan ini.',
  },
  SEAT_ALERT_EXISTS: {
    status: 409,
    message: 'Anda sudah meminta kabar untuk keberangkatan ini.',
  },
  SEAT_ALERT_LIMIT: {
    status: 409,
    message: 'Permintaan kabar kursi Anda yang aktif sudah mencapai batas.',
  },
  RESERVATION_NOT_PENDING: {
    status: 409,
    message: 'Reservasi ini tidak lagi menunggu pembayaran.',
  },
  TOO_MANY_SEATS: {
    status: 422,
    message: 'Jumlah kursi melebihi batas satu pemesanan.',
  },
  /** The same Idempotency-Key was sent before with a different request. */
  IDEMPOTENCY_MISMATCH: {
    status: 422,
    message:
      'Kunci permintaan ini sudah dipakai untuk pesanan lain. Muat ulang halaman, lalu coba lagi.',
  },
  /** The identity provider's keys (JWKS) cannot be fetched: not the person's fault. */
  IDENTITY_PROVIDER_UNAVAILABLE: {
    status: 502,
    message:
      'Layanan masuk dengan Google atau nomor telepon sedang bermasalah. Silakan coba beberapa saat lagi atau masuk dengan kode OTP.',
  },
  /** Sign-in by one-time code (customer-login). */
  OTP_INVALID: { status: 422, message: 'Kode OTP yang dimasukkan salah.' },
  OTP_EXPIRED: {
    status: 422,
    message: 'Kode OTP sudah tidak berlaku. Silakan minta kode baru.',
  },
  OTP_TRIES_EXCEEDED: {
    status: 422,
    message: 'Kode OTP salah 5 kali dan tidak berlaku lagi. Silakan minta kode baru.',
  },
  OTP_USED: {
    status: 422,
    message: 'Kode OTP ini sudah digunakan. Silakan minta kode baru untuk masuk lagi.',
  },
  /** A sign-in method (Google, a phone provider) the server cannot verify yet. */
  LOGIN_METHOD_UNAVAILABLE: { status: 422, message: 'Metode login ini belum tersedia.' },
  /** Staff sign-in: one message for an unknown e-mail, a wrong password and a disabled account. */
  STAFF_LOGIN_INVALID: { status: 401, message: 'Email atau kata sandi salah.' },
  /** A staff route without a valid staff session (expired, revoked, or a customer's token). */
  STAFF_SESSION_EXPIRED: {
    status: 401,
    message: 'Sesi petugas telah berakhir. Silakan masuk kembali.',
  },
  /** Boarding: a QR that is not a ticket of ours (unreadable, or its signature does not match). */
  BOARDING_QR_INVALID: {
    status: 422,
    message: 'QR tidak sah: bukan e-tiket Lintas. Minta penumpang menunjukkan e-tiket aslinya.',
  },
  /** Boarding: the ticket (a passenger of it) has been checked in on this departure already. */
  BOARDING_ALREADY: { status: 409, message: 'Penumpang sudah naik.' },
  /** Boarding: the ticket cannot board (unpaid, cancelled, expired, another day or departure). */
  BOARDING_REFUSED: { status: 409, message: 'Tiket ini tidak dapat dipakai untuk naik.' },
  /** Boarding without naming the departure, for a ticket with several legs of the day. */
  BOARDING_DEPARTURE_REQUIRED: {
    status: 400,
    message: 'Tiket ini punya beberapa keberangkatan hari ini. Pilih keberangkatan yang dinaiki.',
  },
  /** Cancelling a departure that has left already (its passengers travelled). */
  DEPARTURE_ALREADY_LEFT: {
    status: 409,
    message: 'Keberangkatan yang sudah berangkat tidak dapat dibatalkan.',
  },
  /** Moving a departure the operator has cancelled (its bookers are being refunded). */
  DEPARTURE_CANCELLED: {
    status: 409,
    message: 'Keberangkatan ini sudah dibatalkan dan tidak dapat dipindahkan.',
  },
  /**
   * A departure's live status step that cannot be taken (decision 0039): repeated,
   * backwards, arriving before leaving, too early, or a cancelled departure. The message
   * says which.
   */
  DEPARTURE_STATUS_REFUSED: {
    status: 409,
    message: 'Status keberangkatan hanya dapat maju: Boarding, lalu Berangkat, lalu Tiba.',
  },
  /** A schedule change that would move or drop trips people have booked. */
  SCHEDULE_HAS_BOOKINGS: {
    status: 409,
    message: 'Jadwal ini sudah punya pemesanan aktif; perubahan ini tidak dapat disimpan.',
  },
  /** A route change that would move or drop stops people have booked (decision 0021). */
  ROUTE_HAS_BOOKINGS: {
    status: 409,
    message: 'Rute ini punya pemesanan aktif; pemberhentiannya tidak dapat diubah.',
  },
  /** A layout change that would take away a seat sold or held on a coming departure. */
  LAYOUT_SEATS_BOOKED: {
    status: 409,
    message: 'Kursi yang sudah dipesan harus tetap ada di denah.',
  },
  /** A new route, layout or schedule code taken by another save at the same moment, repeatedly. */
  TIMETABLE_CODE_BUSY: { status: 409, message: 'Kode baru sedang dipakai. Silakan simpan lagi.' },
  /** A second "Proses" while the first is still waiting for the gateway. */
  REFUND_IN_PROGRESS: {
    status: 409,
    message: 'Refund ini sedang diproses. Muat ulang antrean sebentar lagi.',
  },
  /** The gateway refused or could not be reached: the refund stays open and can be tried again. */
  REFUND_FAILED: {
    status: 502,
    message: 'Refund gagal diproses oleh layanan pembayaran. Silakan coba lagi nanti.',
  },
  /** A paid booking past its policy's deadline, departed, boarded or on a cancelled departure. */
  CANCEL_NOT_ALLOWED: {
    status: 409,
    message: 'Pesanan ini tidak dapat dibatalkan lagi.',
  },
  /** A move (ubah-jadwal) the policy refuses now: past its deadline, departed, boarded, not allowed. */
  RESCHEDULE_NOT_ALLOWED: {
    status: 409,
    message: 'Jadwal pesanan ini tidak dapat diubah lagi.',
  },
  /** The e-ticket as a file (PDF, calendar) of a booking that is not paid, or no longer valid. */
  E_TICKET_UNAVAILABLE: {
    status: 409,
    message:
      'E-tiket hanya dapat diunduh untuk pesanan yang sudah dibayar dan masih berlaku. Selesaikan pembayaran terlebih dahulu.',
  },
  /** An e-ticket download link that is malformed, altered or past its 10 minutes. */
  E_TICKET_LINK_INVALID: {
    status: 404,
    message:
      'Tautan unduhan e-tiket tidak berlaku. Buka kembali e-tiket Anda lalu tekan Unduh E-Tiket.',
  },
  /** Content: a blog's, an event's or a popup's code that another one already has. */
  CONTENT_CODE_TAKEN: { status: 409, message: 'Kode sudah dipakai konten lain.' },
  /** Flash sale: the card's session has not begun (quiz and purchase wait for it). */
  FLASH_SALE_NOT_STARTED: {
    status: 409,
    message: 'Flash sale untuk card ini belum dimulai. Tunggu hingga sesinya berlangsung.',
  },
  FLASH_SALE_ENDED: { status: 409, message: 'Sesi flash sale untuk card ini sudah berakhir.' },
  FLASH_SALE_SOLD_OUT: { status: 409, message: 'Maaf, stok card ini sudah habis.' },
  /** Flash sale: the same e-mail or phone already holds or bought this card. */
  FLASH_SALE_LIMIT: {
    status: 409,
    message: 'Anda sudah membeli card ini. Satu card hanya dapat dibeli sekali per pembeli.',
  },
  /** cek-soal-card before soal-card gave this visitor a question. */
  QUIZ_NOT_STARTED: {
    status: 409,
    message: 'Buka pertanyaan card ini terlebih dahulu, lalu kirim jawaban Anda.',
  },
  /** Too many wrong answers on one card. */
  QUIZ_LOCKED: {
    status: 429,
    message: 'Jawaban salah terlalu banyak. Silakan coba lagi nanti.',
  },
  /** Staff: a session with cards, or a card with purchases, cannot be deleted (deactivate it). */
  FLASH_SALE_IN_USE: {
    status: 409,
    message: 'Data flash sale ini sudah dipakai. Nonaktifkan saja, jangan dihapus.',
  },
  /** Souvenirs: an order message naming a product that is out of stock. */
  SOUVENIR_SOLD_OUT: {
    status: 409,
    message: 'Maaf, oleh-oleh ini sedang habis. Hapus dari keranjang lalu pesan lagi.',
  },
  /** A key_auth that is unknown, expired, already used or earned on another card. */
  KEY_AUTH_INVALID: {
    status: 403,
    message: 'Kunci pembelian tidak berlaku atau sudah dipakai. Jawab pertanyaan card ini lagi.',
  },
  PAYMENT_FAILED: {
    status: 502,
    message: 'Layanan pembayaran sedang bermasalah. Silakan coba beberapa saat lagi.',
  },
  INVALID_SIGNATURE: { status: 401, message: 'Tanda tangan notifikasi tidak valid.' },
  PAYMENT_NOT_FOUND: { status: 404, message: 'Pembayaran tidak ditemukan.' },
  PAYMENT_AMOUNT_MISMATCH: {
    status: 422,
    message: 'Jumlah pembayaran tidak sesuai dengan tagihan.',
  },
  PAYMENT_UNCONFIRMED: {
    status: 409,
    message: 'Status pembayaran ini tidak dikonfirmasi oleh layanan pembayaran.',
  },
  NO_PENDING_PAYMENT: {
    status: 409,
    message: 'Tidak ada pembayaran yang menunggu untuk reservasi ini.',
  },
  REQUEST_TIMEOUT: {
    status: 408,
    message: 'Permintaan terlalu lama dikirim. Silakan coba lagi.',
  },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Data yang dikirim terlalu besar.' },
  URL_TOO_LONG: { status: 414, message: 'Alamat yang diminta terlalu panjang.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Jenis konten tidak didukung.' },
  RATE_LIMITED: {
    status: 429,
    message: 'Terlalu banyak permintaan. Silakan coba lagi dalam beberapa saat.',
  },
  HEADERS_TOO_LARGE: { status: 431, message: 'Header permintaan terlalu besar.' },
  INTERNAL_ERROR: {
    status: 500,
    message: 'Terjadi kesalahan pada server kami. Silakan coba lagi beberapa saat lagi.',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: 'Layanan sedang tidak tersedia. Silakan coba beberapa saat lagi.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

/** The failure envelope every endpoint answers with. */
export interface ErrorEnvelope {
  status: 'ERROR';
  error_code: ErrorCode;
  message: string;
  /** Extra machine-readable detail, e.g. the seats that were taken or the fields that failed. */
  details?: unknown;
}

/** The success envelope every endpoint answers with. */
export interface OkEnvelope<T> {
  status: 'OK';
  results: T;
}
