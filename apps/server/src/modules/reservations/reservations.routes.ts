import {
  accessLinkOpenSchema,
  accessLinkRequestSchema,
  accessLinkSentSchema,
  changePaymentBodySchema,
  changePaymentResultSchema,
  eTicketDownloadQuerySchema,
  eTicketLinkBodySchema,
  eTicketLinkResultSchema,
  guestLookupBodySchema,
  guestLookupQuerySchema,
  guestLookupResultSchema,
  reservationBodySchema,
  reservationDetailQuerySchema,
  reservationDetailSchema,
  orderListQuerySchema,
  orderListResultSchema,
  reservationResultSchema,
} from '@lintas/domain/reservation-schemas';
import {
  cancelReservationBodySchema,
  cancelReservationResultSchema,
} from '@lintas/domain/cancellation-schemas';
import { rescheduleBodySchema, rescheduleResultSchema } from '@lintas/domain/reschedule-schemas';
import type { ApiInstance } from '../../http/api-instance.js';
import { AppError } from '../../http/app-error.js';
import { ok, okSchema } from '../../http/envelope.js';
import { GUEST_ACCESS_NOTE, reservationAccessOf } from '../../http/guest-access.js';
import { returnOriginOf } from '../../http/return-origin.js';
import type { CheckoutService } from './checkout.service.js';
import { parseIdempotencyKey } from './checkout-idempotency.js';
import type { GuestAccessLinkService } from './guest-access-link.service.js';
import { E_TICKET_LINK_MINUTES, type ETicketFileService } from './e-ticket-file.service.js';
import type { ReservationService } from './reservation.service.js';
import type { RescheduleService } from './reschedule.service.js';

export function registerReservationRoutes(
  api: ApiInstance,
  checkout: CheckoutService,
  reservations: ReservationService,
  accessLinks: GuestAccessLinkService,
  ticketFiles: ETicketFileService,
  reschedule: RescheduleService,
): void {
  api.post(
    '/travel/reservasi',
    {
      schema: {
        tags: ['reservasi'],
        summary: 'Membuat reservasi: menahan kursi, menghitung harga, membuat tagihan pembayaran',
        description:
          'Simpan guest_token dari respons di browser pemesan: detail-reservasi, batal-reservasi dan ' +
          'ganti-pembayaran memintanya (header X-Guest-Token) bila pemesan tidak login. ' +
          'Header Idempotency-Key (16-128 karakter, satu per percobaan checkout): permintaan yang ' +
          'diulang dengan kunci dan isi yang sama menjawab reservasi yang sama (tanpa menahan kursi ' +
          'dua kali); kunci yang sama dengan isi lain: 422 IDEMPOTENCY_MISMATCH. Reservasi belum ' +
          'dibayar dibatasi per email/telepon pemesan dan per alamat klien (429 RATE_LIMITED, ' +
          'Retry-After).',
        body: reservationBodySchema,
        response: { 200: okSchema(reservationResultSchema) },
      },
    },
    async (request) =>
      ok(
        await checkout.reserve(request.body, {
          customerId: request.customerId,
          platform: request.platform,
          clientAddress: request.ip,
          idempotencyKey: parseIdempotencyKey(request.headers['idempotency-key']),
          returnOrigin: returnOriginOf(request),
        }),
      ),
  );

  api.get(
    '/travel/detail-reservasi',
    {
      schema: {
        tags: ['reservasi'],
        summary: 'Detail tiket untuk pemiliknya',
        description: GUEST_ACCESS_NOTE,
        querystring: reservationDetailQuerySchema,
        response: { 200: okSchema(reservationDetailSchema) },
      },
    },
    async (request) =>
      ok(
        await reservations.detail(
          request.query.reservasi_kode,
          reservationAccessOf(request, request.query.guest_token),
        ),
      ),
  );

  api.get(
    '/travel/web-detail-reservasi',
    {
      schema: {
        tags: ['reservasi'],
        summary: 'Cek tiket tamu dengan kode booking dan email atau nomor telepon pemesan',
        description:
          'Email dicocokkan tanpa membedakan huruf besar-kecil, telepon per digit (08.., 628.., +628..). ' +
          'Tidak cocok: 404. Dibatasi per alamat klien dan per kode booking per menit (429 RATE_LIMITED). Email dan telepon ' +
          'pemesan disamarkan sebagian. Bila cocok, guest_token untuk perangkat ini: dengan header ' +
          'X-Guest-Token ia membuka detail-reservasi, check-pembayaran, ganti-pembayaran dan batal-reservasi.',
        querystring: guestLookupQuerySchema,
        response: { 200: okSchema(guestLookupResultSchema) },
      },
    },
    async (request) =>
      ok(
        await reservations.guestLookup(
          request.query.reservasi_kode,
          request.query.pemesan_email_telp,
          request.ip,
        ),
      ),
  );

  // The e-ticket as a file (issue 21, decision 0041): a short signed link, then the file.
  api.post(
    '/travel/tautan-e-tiket',
    {
      schema: {
        tags: ['reservasi'],
        summary: 'Tautan unduhan e-tiket (PDF) atau entri kalender (.ics) untuk pemiliknya',
        description:
          `${GUEST_ACCESS_NOTE} Hanya pesanan yang sudah dibayar (dan keberangkatannya tidak ` +
          'dibatalkan) yang punya berkas; lainnya 409 E_TICKET_UNAVAILABLE. format: pdf (bawaan) ' +
          `atau ics. Tautannya (url, atau path di situs ini) berlaku ${E_TICKET_LINK_MINUTES} menit ` +
          'dan dapat dibuka tanpa kredensial apa pun (unduhan biasa); minta lagi bila habis.',
        body: eTicketLinkBodySchema,
        response: { 200: okSchema(eTicketLinkResultSchema) },
      },
    },
    async (request) =>
      ok(
        await ticketFiles.link(
          request.body.reservasi_kode,
          request.body.format,
          reservationAccessOf(request, request.body.guest_token),
        ),
      ),
  );

  api.get(
    '/travel/unduh-e-tiket',
    {
      // Opened as a plain link (<a download>, the apps' download manager): the signed,
      // short-lived token is the only proof, so no platform credentials are asked.
      config: { access: 'none' },
      schema: {
        tags: ['reservasi'],
        summary: 'Unduh berkas e-tiket dari tautan tautan-e-tiket',
        description:
          'application/pdf (e-tiket-<kode>.pdf) atau text/calendar (e-tiket-<kode>.ics) sebagai ' +
          'lampiran. Tautan yang salah, diubah atau kedaluwarsa: 404 E_TICKET_LINK_INVALID; ' +
          'pesanan yang sejak itu dibatalkan: 409 E_TICKET_UNAVAILABLE.',
        querystring: eTicketDownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await ticketFiles.download(request.query.t);
      // A body that is not JSON skips the serializer (the route has no JSON answer).
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .send(typeof file.body === 'string' ? file.body : Buffer.from(file.body));
    },
  );

  // The same look-up with the contact in a JSON body instead of the URL, where it would
  // end up in access logs, proxies and the browser's history. Same answer, same limits.
  api.post(
    '/travel/web-detail-reservasi',
    {
      schema: {
        tags: ['reservasi'],
        summary: 'Cek tiket tamu (body JSON): kode booking dan email atau nomor telepon pemesan',
        description:
          'Sama dengan GET web-detail-reservasi, tetapi data kontak dikirim di body JSON agar tidak ' +
          'tercatat di URL. Dibatasi bersama GET per alamat klien dan per kode booking (429 RATE_LIMITED).',
        body: guestLookupBodySchema,
        response: { 200: okSchema(guestLookupResultSchema) },
      },
    },
    async (request) =>
      ok(
        await reservations.guestLookup(
          request.body.reservasi_kode,
          request.body.pemesan_email_telp,
          request.ip,
        ),
      ),
  );

  // The second way in when the look-up is locked by others' wrong guesses (issue 22).
  api.post(
    '/travel/kirim-akses-reservasi',
    {
      schema: {
        tags: ['reservasi'],
        summary: 'Kirim tautan untuk membuka pesanan ke email pemesan',
        description:
          'Untuk pemesan yang tidak dapat membuka pesanannya lewat Cek Pesanan (misalnya terkunci ' +
          'karena percobaan salah orang lain). Tautan dikirim hanya ke email pemesan, berlaku 30 menit. ' +
          'Jawabannya sama untuk kode yang ada maupun tidak. Paling banyak 3 tautan per kode booking ' +
          'per jam (429 RATE_LIMITED).',
        body: accessLinkRequestSchema,
        response: { 200: okSchema(accessLinkSentSchema) },
      },
    },
    async (request) => ok(await accessLinks.send(request.body.reservasi_kode, request.ip)),
  );

  api.post(
    '/travel/buka-akses-reservasi',
    {
      schema: {
        tags: ['reservasi'],
        summary: 'Buka pesanan dengan tautan dari email pemesan',
        description:
          'Token `akses` dari tautan kirim-akses-reservasi membuka pesanan di perangkat ini: jawabannya ' +
          'sama dengan web-detail-reservasi yang berhasil (termasuk guest_token). Tautan yang salah atau ' +
          'kedaluwarsa: 404.',
        body: accessLinkOpenSchema,
        response: { 200: okSchema(guestLookupResultSchema) },
      },
    },
    async (request) =>
      ok(await accessLinks.open(request.body.reservasi_kode, request.body.akses, request.ip)),
  );

  api.post(
    '/travel/batal-reservasi',
    {
      schema: {
        tags: ['reservasi'],
        summary:
          'Membatalkan reservasi (kursi dilepas); yang sudah dibayar: penawaran dulu, lalu konfirmasi',
        description:
          `${GUEST_ACCESS_NOTE} Reservasi yang belum dibayar langsung dibatalkan. Reservasi yang sudah ` +
          'dibayar: tanpa konfirmasi=true hanya menjawab `pembatalan` (refund yang akan diterima menurut ' +
          'kebijakan operator) tanpa mengubah apa pun; dengan konfirmasi=true dibatalkan, kursi dilepas ' +
          'dan refund dicatat (klaim Asuransi Refund langsung dikembalikan; lainnya diperiksa admin). ' +
          '`penumpang` (mis. [1,3] atau "1,3"; nomor urut penumpang pada tiket, arah pergi) memilih ' +
          'sebagian penumpang: penawarannya dijawab; konfirmasinya belum tersedia (409). Kosong: seluruh ' +
          'pesanan. `jenis_batal`: alasan bebas; nilai yang didokumentasikan "pelanggan" (seluruh ' +
          'pesanan) dan "penumpang" (sebagian penumpang).',
        body: cancelReservationBodySchema,
        response: { 200: okSchema(cancelReservationResultSchema) },
      },
    },
    async (request) =>
      ok(
        await reservations.cancel(
          request.body.reservasi_kode,
          request.body.jenis_batal ?? null,
          reservationAccessOf(request, request.body.guest_token),
          request.body.konfirmasi ?? false,
          request.body.penumpang,
        ),
      ),
  );

  api.post(
    '/travel/ubah-jadwal',
    {
      schema: {
        tags: ['reservasi'],
        summary:
          'Ubah jadwal tiket yang sudah dibayar ke keberangkatan lain; rincian biaya dulu, lalu konfirmasi',
        description:
          `${GUEST_ACCESS_NOTE} Hanya pesanan sekali jalan tanpa transit, ke jadwal operator yang ` +
          'sama dari titik naik dan ke titik turun yang sama, sebelum batas ubah jadwal kebijakan ' +
          'operator. kursi: kursi baru, satu per penumpang dalam urutan tiket (["3","4"], ' +
          '[{"no":"3"}] atau "3,4"). Tanpa konfirmasi=true hanya menjawab `ubah_jadwal` (biaya per ' +
          'penumpang, selisih tarif, total bayar) tanpa mengubah apa pun. Dengan konfirmasi=true ' +
          'kursi baru ditahan pada pesanan baru (`reservasi_baru`, dengan guest_token dan ' +
          'tagihannya); tiket lama tetap berlaku sampai tagihan itu dibayar, lalu dibatalkan ' +
          'sekaligus dalam satu transaksi (QR lama tidak berlaku lagi). Tanpa biaya: langsung ' +
          'selesai. total_bayar (opsional): jumlah yang dilihat pemesan; bila berubah 409 PRICE_CHANGED.',
        body: rescheduleBodySchema,
        response: { 200: okSchema(rescheduleResultSchema) },
      },
    },
    async (request) => {
      const row = await reservations.requireAccessible(
        request.body.reservasi_kode,
        reservationAccessOf(request, request.body.guest_token),
      );
      return ok(
        await reschedule.move(row, request.body, {
          clientAddress: request.ip,
          returnOrigin: returnOriginOf(request),
        }),
      );
    },
  );

  api.post(
    '/travel/ganti-pembayaran',
    {
      schema: {
        tags: ['reservasi'],
        summary: 'Mengganti metode pembayaran reservasi yang belum dibayar',
        description: `${GUEST_ACCESS_NOTE} Batas waktu pembayaran tidak berubah.`,
        body: changePaymentBodySchema,
        response: { 200: okSchema(changePaymentResultSchema) },
      },
    },
    async (request) =>
      ok(
        await reservations.changePaymentMethod(
          request.body.reservasi_kode,
          request.body.jenis_pembayaran_kode,
          reservationAccessOf(request, request.body.guest_token),
          returnOriginOf(request),
        ),
      ),
  );

  for (const [path, kind, summary] of [
    [
      '/travel/list-reservasi',
      'active',
      'Pesanan pelanggan yang akan berangkat (belum dibayar atau lunas)',
    ],
    [
      '/travel/list-riwayat-reservasi',
      'history',
      'Riwayat pesanan pelanggan (selesai, kedaluwarsa, batal)',
    ],
  ] as const) {
    api.get(
      path,
      {
        config: { access: 'customer' },
        schema: {
          tags: ['reservasi'],
          summary,
          description: 'Wajib token Bearer pelanggan. 10 pesanan per halaman, terbaru dulu.',
          querystring: orderListQuerySchema,
          response: { 200: okSchema(orderListResultSchema) },
        },
      },
      async (request) => {
        // access 'customer' already refused calls without a valid bearer token.
        if (request.customerId === null) throw new AppError('SESSION_EXPIRED');
        return ok(await reservations.listOrders(request.customerId, kind, request.query.page));
      },
    );
  }
}
