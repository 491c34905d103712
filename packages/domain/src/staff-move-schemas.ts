import { z } from 'zod';
import { operatorCodeSchema } from './catalog-schemas';
import { requestText } from './request-text';
import { staffDateSchema } from './staff-schemas';

/**
 * Moving one departure to another time of its day (issue 10, decision 0022):
 * POST /api/staff/keberangkatan/pindah. The trip date stays (seats are kept per trip date
 * and segment, so every booking stays on it); the paid bookers are told.
 */

export const staffMoveDepartureBodySchema = z.object({
  operator_kode: operatorCodeSchema,
  /** The schedule's code (the whole route). */
  jadwal_kode: requestText({ error: 'Kode jadwal wajib diisi' })
    .trim()
    .min(1, 'Kode jadwal wajib diisi')
    .max(64, 'Kode jadwal terlalu panjang')
    .transform((value) => value.toUpperCase()),
  /** Trip date at the first stop: the departure moved. */
  tanggal: staffDateSchema,
  /**
   * Optional, and only ever the same date: a departure is moved within its own day. Said
   * out loud so a client asking for another date gets a clear refusal, not a silent move.
   */
  tanggal_baru: staffDateSchema.optional(),
  /** New local time at the route's first stop, HH:mm (24 hours). */
  jam_baru: requestText({ error: 'Jam baru wajib diisi' })
    .trim()
    .regex(/^([01]\d|2[0-3])[:.][0-5]\d$/, 'Jam baru berbentuk JJ:MM, misalnya 07:30')
    .transform((value) => value.replace('.', ':')),
  alasan: requestText({ error: 'Alasan pemindahan wajib diisi' })
    .trim()
    .min(5, 'Alasan pemindahan minimal 5 karakter')
    .max(300, 'Alasan pemindahan maksimal 300 karakter'),
});
export type StaffMoveDepartureBody = z.infer<typeof staffMoveDepartureBodySchema>;

const movedBookingSchema = z.object({
  reservasi_kode: z.string(),
  pemesan_nama: z.string(),
  pemesan_telp: z.string(),
  pemesan_email: z.string(),
  penumpang: z.array(z.object({ kursi: z.string(), nama: z.string() })),
  /** Where this booking boards, and its new local date and time there. */
  naik_di: z.object({
    cabang_nama: z.string(),
    kota_nama: z.string(),
    tanggal: z.string(),
    jam: z.string(),
    zona_waktu: z.string(),
  }),
});

export const staffMoveDepartureResultSchema = z.object({
  operator_kode: z.string(),
  jadwal_kode: z.string(),
  tanggal: z.string(),
  /** Time at the first stop before this request, HH:mm. */
  jam_semula: z.string(),
  /** Time at the first stop now, HH:mm. */
  jam_baru: z.string(),
  alasan: z.string(),
  /** False when the departure already left at that time (nothing changed, nobody told). */
  dipindahkan_sekarang: z.boolean(),
  /** Every paid booking on the departure, told of the new time. */
  pemesanan: z.array(movedBookingSchema),
  jumlah_penumpang: z.number().int(),
  /** E-mails and SMS queued now. */
  pemberitahuan: z.number().int(),
});
export type StaffMoveDepartureResult = z.infer<typeof staffMoveDepartureResultSchema>;
