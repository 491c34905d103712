import { z } from 'zod';

/**
 * Wire schemas of a customer's points (spec §7 "Reviews, points, souvenirs, feedback"),
 * under /api/travel: customer-point (the balance and what is pending) and
 * customer-history-point (the ledger, newest first). Bearer only; 1 point = Rp 1.
 */

/** How many ledger entries one page of customer-history-point holds. */
export const POINT_HISTORY_PAGE_SIZE = 10;

export const pointHistoryQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Halaman harus berupa angka' })
    .int('Halaman harus bilangan bulat')
    .min(1, 'Halaman minimal 1')
    .max(10_000, 'Halaman terlalu besar')
    .default(1),
});

/** An unpaid booking of the customer whose hold still runs: what it spent and will earn. */
const pendingPointsSchema = z.object({
  reservasi_kode: z.string(),
  /** Points the booking spent; they come back if it ends unpaid. */
  point_digunakan: z.number().int(),
  /** Points it earns once paid in time (decision 0009). */
  point_didapat: z.number().int(),
  /** When the hold ends (ISO 8601). */
  batas_bayar: z.string(),
});

export const customerPointResultSchema = z.object({
  /** The balance now, spendable at checkout. */
  total_point: z.number().int(),
  /** Sum of point_didapat of the pending bookings: credited when each is paid. */
  point_pending: z.number().int(),
  /** Sum of point_digunakan of the pending bookings: held, returned if unpaid. */
  point_ditahan: z.number().int(),
  pending: z.array(pendingPointsSchema),
});
export type CustomerPointResult = z.infer<typeof customerPointResultSchema>;

const POINT_ENTRY_KINDS = ['earned', 'spent', 'returned', 'adjusted'] as const;

const pointHistoryEntrySchema = z.object({
  id: z.number().int(),
  /** earned: a paid booking; spent: used at checkout; returned: a booking ended unpaid. */
  tipe: z.enum(POINT_ENTRY_KINDS),
  /** Signed: negative when spent. */
  point: z.number().int(),
  /** The balance right after this entry. */
  saldo: z.number().int(),
  keterangan: z.string(),
  reservasi_kode: z.string().nullable(),
  /** ISO 8601. */
  tanggal: z.string(),
});
export type PointHistoryEntry = z.infer<typeof pointHistoryEntrySchema>;

export const pointHistoryResultSchema = z.object({
  page: z.number().int(),
  total_page: z.number().int(),
  total_data: z.number().int(),
  list: z.array(pointHistoryEntrySchema),
});
export type PointHistoryResult = z.infer<typeof pointHistoryResultSchema>;
