import { z } from 'zod';
import { operatorCodeSchema } from './catalog-schemas';
import { requestText } from './request-text';
import { isoDateSchema } from './trip-selection-schemas';

/**
 * Wire schemas of seat alerts ("Kabari Saya Jika Ada Kursi", issue 8): a logged-in customer
 * asks to be told when a seat of a sold-out departure frees, under /api/travel:
 * seat-alert (POST asks, GET lists the active ones) and seat-alert-batal (cancels one).
 * A departure is named as the seat map and reservasi name it: operator_kode, jadwal_kode
 * (the segment, decision 2) and tanggal_berangkat (the boarding date).
 */

/** Active alerts one customer may have at once (a person waits for a few trips, not hundreds). */
export const SEAT_ALERT_ACTIVE_MAX = 10;

const jadwalCodeSchema = requestText({ error: 'Kode jadwal wajib diisi' })
  .trim()
  .min(1, 'Kode jadwal wajib diisi')
  .max(64, 'Kode jadwal terlalu panjang');

export const seatAlertBodySchema = z.object({
  operator_kode: operatorCodeSchema,
  jadwal_kode: jadwalCodeSchema,
  tanggal_berangkat: isoDateSchema,
});
export type SeatAlertBody = z.input<typeof seatAlertBodySchema>;

export const seatAlertCancelBodySchema = z.object({
  alert_id: z.coerce
    .number({ error: 'alert_id harus berupa angka' })
    .int('alert_id harus bilangan bulat')
    .min(1, 'alert_id tidak valid')
    .max(Number.MAX_SAFE_INTEGER, 'alert_id tidak valid'),
});

/**
 * One alert. `status`: 'menunggu' (waiting for a seat) or 'dikabari' (a seat freed and the
 * customer was told, once). `link` opens the departure's seat map.
 */
export const seatAlertSchema = z.object({
  alert_id: z.number().int(),
  operator_kode: z.string(),
  operator_nama: z.string(),
  jadwal_kode: z.string(),
  tanggal_berangkat: z.string(),
  /** Local time at boarding, HH:mm, and its zone label (WIB, WITA, WIT). */
  jam_berangkat: z.string(),
  zona_berangkat: z.string(),
  asal: z.string(),
  tujuan: z.string(),
  status: z.enum(['menunggu', 'dikabari']),
  /** ISO 8601. */
  dibuat: z.string(),
  dikabari: z.string().nullable(),
  link: z.string(),
});
export type SeatAlert = z.infer<typeof seatAlertSchema>;

export const seatAlertListSchema = z.object({ list: z.array(seatAlertSchema) });
export type SeatAlertList = z.infer<typeof seatAlertListSchema>;

export const seatAlertCancelResultSchema = z.object({
  alert_id: z.number().int(),
  status: z.literal('dibatalkan'),
});
export type SeatAlertCancelResult = z.infer<typeof seatAlertCancelResultSchema>;
