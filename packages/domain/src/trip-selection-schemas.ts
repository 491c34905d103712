import { z } from 'zod';
import { requestText } from './request-text';

/**
 * The trip fields `cek-harga` and `reservasi` share (spec §7): the go trip, an optional
 * return trip (flag_pp = 1, fields suffixed _pulang), and for connecting trips the
 * further legs of each direction (flag_connecting = 1, list_connecting /
 * list_connecting_pulang). Each leg names its seats; `nama` is the passenger.
 */

export const MAX_SEATS_PER_LEG = 10;
export const MAX_CONNECTING_LEGS = 3;

/** 'YYYY-MM-DD' that is a real calendar date. */
export const isoDateSchema = requestText()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Format tanggal harus YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'Tanggal tidak valid');

/**
 * A flag sent as 1/0, true/false, '1'/'0' or 'true'/'false': a JavaScript client puts a
 * boolean in a query string as the word (spec §7's client serialises params itself).
 */
export const flagSchema = z
  .union(
    [
      z.literal(0),
      z.literal(1),
      z.literal('0'),
      z.literal('1'),
      z.literal('true'),
      z.literal('false'),
      z.boolean(),
    ],
    { error: 'Harus 0 atau 1' },
  )
  .transform((value) => value === 1 || value === '1' || value === 'true' || value === true);

const codeSchema = requestText().trim().min(1, 'Harap isi').max(64);

export const seatSelectionSchema = z.object({
  no: z.union([requestText(), z.number()]).transform(String).pipe(z.string().trim().min(1).max(8)),
  promo_kode: requestText().trim().max(32).nullish(),
  /** Passenger name; required by reservasi, ignored by cek-harga. */
  nama: requestText().max(64).nullish(),
});
export type SeatSelection = z.infer<typeof seatSelectionSchema>;

const seatListSchema = z
  .array(seatSelectionSchema)
  .min(1, 'Pilih minimal satu kursi')
  .max(MAX_SEATS_PER_LEG, `Maksimal ${MAX_SEATS_PER_LEG} kursi per pemesanan`)
  .refine(
    (seats) => new Set(seats.map((seat) => seat.no)).size === seats.length,
    'Kursi yang sama dipilih lebih dari sekali',
  );

export const legSelectionSchema = z.object({
  operator_kode: codeSchema,
  jadwal_kode: codeSchema,
  tanggal_berangkat: isoDateSchema,
  kursi: seatListSchema,
});
/** A further leg (list_connecting[_pulang]) as a client sends it. */
export type LegSelectionInput = z.input<typeof legSelectionSchema>;

export const tripSelectionSchema = z
  .object({
    operator_kode: codeSchema,
    jadwal_kode: codeSchema,
    tanggal_berangkat: isoDateSchema,
    kursi: seatListSchema,
    flag_pp: flagSchema.default(false),
    operator_kode_pulang: codeSchema.nullish(),
    jadwal_kode_pulang: codeSchema.nullish(),
    tanggal_berangkat_pulang: isoDateSchema.nullish(),
    kursi_pulang: seatListSchema.nullish(),
    flag_connecting: flagSchema.default(false),
    list_connecting: z.array(legSelectionSchema).max(MAX_CONNECTING_LEGS).nullish(),
    list_connecting_pulang: z.array(legSelectionSchema).max(MAX_CONNECTING_LEGS).nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.flag_pp) {
      for (const key of [
        'operator_kode_pulang',
        'jadwal_kode_pulang',
        'tanggal_berangkat_pulang',
        'kursi_pulang',
      ] as const) {
        if (!value[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'Harap isi untuk perjalanan pulang-pergi',
          });
      }
      if (
        value.tanggal_berangkat_pulang &&
        value.tanggal_berangkat_pulang < value.tanggal_berangkat
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['tanggal_berangkat_pulang'],
          message: 'Tanggal pulang tidak boleh sebelum tanggal berangkat',
        });
      }
    }
    if (value.flag_connecting && !(value.list_connecting && value.list_connecting.length > 0)) {
      ctx.addIssue({
        code: 'custom',
        path: ['list_connecting'],
        message: 'Harap isi rute lanjutan',
      });
    }
    // Every leg of one direction carries the same passengers, so the same number of seats.
    const goCount = value.kursi.length;
    for (const leg of value.list_connecting ?? []) {
      if (leg.kursi.length !== goCount)
        ctx.addIssue({
          code: 'custom',
          path: ['list_connecting'],
          message: 'Jumlah kursi setiap rute lanjutan harus sama',
        });
    }
    if (value.flag_pp && value.kursi_pulang) {
      if (value.kursi_pulang.length !== goCount)
        ctx.addIssue({
          code: 'custom',
          path: ['kursi_pulang'],
          message: 'Jumlah kursi pulang harus sama dengan kursi pergi',
        });
      for (const leg of value.list_connecting_pulang ?? []) {
        if (leg.kursi.length !== goCount)
          ctx.addIssue({
            code: 'custom',
            path: ['list_connecting_pulang'],
            message: 'Jumlah kursi setiap rute lanjutan harus sama',
          });
      }
    }
  });
export type TripSelection = z.infer<typeof tripSelectionSchema>;
/**
 * The trip fields as a client sends them: z.input, so flags may be 0/1 and defaulted fields
 * may be left out. `TripSelection` is what the server holds after parsing.
 */
export type TripSelectionInput = z.input<typeof tripSelectionSchema>;

/** One leg of a selection in travel order: go legs first (index 0 = the main schedule), then return legs. */
export interface SelectedLeg {
  direction: 'go' | 'return';
  legIndex: number;
  operator_kode: string;
  jadwal_kode: string;
  tanggal_berangkat: string;
  kursi: SeatSelection[];
}

/** Flattens a validated selection into its legs. */
export function selectedLegs(selection: TripSelection): SelectedLeg[] {
  const legs: SelectedLeg[] = [
    {
      direction: 'go',
      legIndex: 0,
      operator_kode: selection.operator_kode,
      jadwal_kode: selection.jadwal_kode,
      tanggal_berangkat: selection.tanggal_berangkat,
      kursi: selection.kursi,
    },
  ];
  if (selection.flag_connecting) {
    (selection.list_connecting ?? []).forEach((leg, i) =>
      legs.push({ direction: 'go', legIndex: i + 1, ...leg }),
    );
  }
  if (
    selection.flag_pp &&
    selection.operator_kode_pulang &&
    selection.jadwal_kode_pulang &&
    selection.tanggal_berangkat_pulang &&
    selection.kursi_pulang
  ) {
    legs.push({
      direction: 'return',
      legIndex: 0,
      operator_kode: selection.operator_kode_pulang,
      jadwal_kode: selection.jadwal_kode_pulang,
      tanggal_berangkat: selection.tanggal_berangkat_pulang,
      kursi: selection.kursi_pulang,
    });
    if (selection.flag_connecting) {
      (selection.list_connecting_pulang ?? []).forEach((leg, i) =>
        legs.push({ direction: 'return', legIndex: i + 1, ...leg }),
      );
    }
  }
  return legs;
}
