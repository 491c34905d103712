import { z } from 'zod';
import { operatorCodeSchema, optionalOperatorCodeSchema } from './catalog-schemas';
import { requestText } from './request-text';

/**
 * Wire schemas of the operator console's timetable editing (issue 10, decision 0021),
 * under /api/staff: routes with their ordered stops (rute), seat layouts (denah) and new
 * schedules (jadwal). Fares per segment and a schedule's days and time are in
 * staff-operations-schemas.ts.
 */

/** Longest route the console builds: more stops than any intercity line has. */
const ROUTE_MAX_STOPS = 30;
/** A route may run up to three days from its first stop. */
const ROUTE_MAX_MINUTES = 3 * 24 * 60;
/** The smallest fare of a hop between two stops (the fares page's rule). */
const HOP_MIN_FARE = 1000;
const ROUTE_MAX_FARE = 10_000_000;
export const LAYOUT_MAX_ROWS = 20;
export const LAYOUT_MAX_COLS = 8;

const routeCodeParam = requestText({ error: 'Kode rute wajib diisi' })
  .trim()
  .min(1, 'Kode rute wajib diisi')
  .max(32, 'Kode rute terlalu panjang')
  .regex(/^[A-Za-z0-9-]+$/, 'Kode rute hanya huruf, angka dan tanda -')
  .transform((value) => value.toUpperCase());

const layoutCodeParam = requestText({ error: 'Kode denah wajib diisi' })
  .trim()
  .min(1, 'Kode denah wajib diisi')
  .max(32, 'Kode denah terlalu panjang')
  .regex(/^[A-Za-z0-9-]+$/, 'Kode denah hanya huruf, angka dan tanda -')
  .transform((value) => value.toUpperCase());

const nameSchema = (what: string) =>
  requestText({ error: `Nama ${what} wajib diisi` })
    .trim()
    .min(3, `Nama ${what} minimal 3 karakter`)
    .max(80, `Nama ${what} maksimal 80 karakter`)
    .transform((value) => value.replace(/\s+/g, ' '));

const wholeNumber = (label: string, min: number, max: number, unit = '') =>
  z
    .number({ error: `${label} harus berupa angka` })
    .int(`${label} harus bilangan bulat`)
    .min(min, `${label} minimal ${min.toLocaleString('id-ID')}${unit}`)
    .max(max, `${label} maksimal ${max.toLocaleString('id-ID')}${unit}`);

// ---------------------------------------------------------------- routes

const stopInputSchema = z.object({
  cabang_kode: requestText({ error: 'Pilih titik pemberhentian' })
    .trim()
    .min(1, 'Pilih titik pemberhentian')
    .max(32, 'Kode titik terlalu panjang')
    .transform((value) => value.toUpperCase()),
  /** Minutes after the departure from the first stop (the first stop: 0). */
  menit_dari_awal: wholeNumber('Waktu tempuh', 0, ROUTE_MAX_MINUTES, ' menit'),
  /** The fare from the first stop to this one at 100 percent (the first stop: 0). */
  tarif_dari_awal: wholeNumber('Tarif', 0, ROUTE_MAX_FARE),
  /** Passengers may board here (default yes). */
  naik: z.boolean({ error: 'naik harus true atau false' }).default(true),
  /** Passengers may alight here (default yes). */
  turun: z.boolean({ error: 'turun harus true atau false' }).default(true),
});
export type StaffRouteStopInput = z.infer<typeof stopInputSchema>;

/**
 * The stops of a route in order. Checked here so the server and the web form say the same:
 * at least two stops, each point once, the first at 0 minutes and 0 rupiah, times strictly
 * increasing, each hop at least Rp 1.000, boarding at the first stop and alighting at the last.
 */
const stopsSchema = z
  .array(stopInputSchema, { error: 'pemberhentian harus berupa daftar' })
  .min(2, 'Rute minimal punya 2 pemberhentian')
  .max(ROUTE_MAX_STOPS, `Rute maksimal punya ${ROUTE_MAX_STOPS} pemberhentian`)
  .superRefine((stops, ctx) => {
    const problem = routeStopsProblem(stops);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: problem.path });
  });

/** What is wrong with an ordered stop list, or null: shared by the schema and the web form. */
export function routeStopsProblem(
  stops: ReadonlyArray<
    Pick<
      StaffRouteStopInput,
      'cabang_kode' | 'menit_dari_awal' | 'tarif_dari_awal' | 'naik' | 'turun'
    >
  >,
): { message: string; path: Array<string | number> } | null {
  const seen = new Map<string, number>();
  for (const [i, stop] of stops.entries()) {
    const first = seen.get(stop.cabang_kode);
    if (first !== undefined)
      return {
        message: `Pemberhentian ${i + 1} sama dengan pemberhentian ${first + 1}: setiap titik cukup sekali`,
        path: [i, 'cabang_kode'],
      };
    seen.set(stop.cabang_kode, i);
  }
  const [head] = stops;
  if (head && head.menit_dari_awal !== 0)
    return {
      message: 'Pemberhentian pertama berangkat pada menit 0',
      path: [0, 'menit_dari_awal'],
    };
  if (head && head.tarif_dari_awal !== 0)
    return { message: 'Tarif pemberhentian pertama harus 0', path: [0, 'tarif_dari_awal'] };
  for (let i = 1; i < stops.length; i++) {
    const before = stops[i - 1]!;
    const stop = stops[i]!;
    if (stop.menit_dari_awal <= before.menit_dari_awal)
      return {
        message: `Waktu pemberhentian ${i + 1} harus lebih lambat dari pemberhentian ${i}`,
        path: [i, 'menit_dari_awal'],
      };
    if (stop.tarif_dari_awal - before.tarif_dari_awal < HOP_MIN_FARE)
      return {
        message: `Tarif pemberhentian ${i + 1} minimal Rp 1.000 di atas pemberhentian ${i}`,
        path: [i, 'tarif_dari_awal'],
      };
  }
  if (head && !head.naik)
    return { message: 'Penumpang harus dapat naik di pemberhentian pertama', path: [0, 'naik'] };
  const last = stops.at(-1);
  if (last && stops.length > 1 && !last.turun)
    return {
      message: 'Penumpang harus dapat turun di pemberhentian terakhir',
      path: [stops.length - 1, 'turun'],
    };
  return null;
}

export const staffRoutesQuerySchema = z.object({
  /** Admin: one operator (empty: every operator). Petugas: their own (another: 404). */
  operator_kode: optionalOperatorCodeSchema,
});

export const staffRouteParamsSchema = z.object({ kode: routeCodeParam });

export const staffRouteCreateBodySchema = z.object({
  operator_kode: operatorCodeSchema,
  nama: nameSchema('rute'),
  pemberhentian: stopsSchema,
});
export type StaffRouteCreateBody = z.infer<typeof staffRouteCreateBodySchema>;

export const staffRouteUpdateBodySchema = z.object({
  nama: nameSchema('rute'),
  pemberhentian: stopsSchema,
});
export type StaffRouteUpdateBody = z.infer<typeof staffRouteUpdateBodySchema>;

const routeStopSchema = z.object({
  urutan: z.number().int(),
  cabang_kode: z.string(),
  cabang_nama: z.string(),
  kota_nama: z.string(),
  menit_dari_awal: z.number().int(),
  tarif_dari_awal: z.number().int(),
  naik: z.boolean(),
  turun: z.boolean(),
});

export const staffRouteSchema = z.object({
  rute_kode: z.string(),
  operator_kode: z.string(),
  operator_nama: z.string(),
  nama: z.string(),
  pemberhentian: z.array(routeStopSchema),
  jadwal: z.array(
    z.object({
      jadwal_kode: z.string(),
      jam_berangkat: z.string(),
      hari: z.array(z.number().int()),
      aktif: z.boolean(),
      denah_kode: z.string(),
    }),
  ),
  /**
   * Bookings still holding seats on departures of this route from today on: while there
   * are any, its stops (points, order, times, boarding) cannot change; its name and fares can.
   */
  pemesanan_aktif: z.number().int(),
});
export type StaffRoute = z.infer<typeof staffRouteSchema>;

const pointOptionSchema = z.object({
  cabang_kode: z.string(),
  cabang_nama: z.string(),
  kota_nama: z.string(),
});
export type StaffPointOption = z.infer<typeof pointOptionSchema>;

export const staffRoutesResultSchema = z.object({
  rute: z.array(staffRouteSchema),
  /** Every point a stop may be (the form's point picker). */
  cabang: z.array(pointOptionSchema),
});
export type StaffRoutesResult = z.infer<typeof staffRoutesResultSchema>;

export const staffRouteResultSchema = z.object({
  rute: staffRouteSchema,
  /** False when the same route was sent again (nothing changed, nothing recorded). */
  berubah: z.boolean(),
});
export type StaffRouteResult = z.infer<typeof staffRouteResultSchema>;

// ---------------------------------------------------------------- seat layouts

export const LAYOUT_CELL_TYPES = ['seat', 'driver', 'door', 'aisle', 'toilet', 'empty'] as const;
export type LayoutCellType = (typeof LAYOUT_CELL_TYPES)[number];

const layoutCellInputSchema = z.object({
  baris: wholeNumber('Baris', 1, LAYOUT_MAX_ROWS),
  kolom: wholeNumber('Kolom', 1, LAYOUT_MAX_COLS),
  jenis: z.enum(LAYOUT_CELL_TYPES, {
    error: 'Jenis sel: seat, driver, door, aisle, toilet atau empty',
  }),
  /** Seat number, only on a seat. */
  nomor: requestText()
    .trim()
    .max(4, 'Nomor kursi maksimal 4 karakter')
    .regex(/^[A-Za-z0-9]*$/, 'Nomor kursi hanya huruf dan angka')
    .transform((value) => value.toUpperCase())
    .optional(),
});

/** What is wrong with a grid of cells, or null: shared by the schema and the web editor. */
export function layoutProblem(
  rows: number,
  cols: number,
  cells: ReadonlyArray<{ baris: number; kolom: number; jenis: string; nomor?: string | undefined }>,
): { message: string; path: Array<string | number> } | null {
  if (cells.length !== rows * cols)
    return { message: `Denah ${rows} x ${cols} harus punya ${rows * cols} sel`, path: [] };
  const places = new Set<string>();
  const numbers = new Map<string, number>();
  for (const [i, cell] of cells.entries()) {
    if (cell.baris > rows || cell.kolom > cols)
      return { message: `Sel ${i + 1} di luar denah ${rows} x ${cols}`, path: [i] };
    const place = `${cell.baris}-${cell.kolom}`;
    if (places.has(place))
      return {
        message: `Baris ${cell.baris} kolom ${cell.kolom} disebut dua kali`,
        path: [i],
      };
    places.add(place);
    if (cell.jenis === 'seat') {
      if (!cell.nomor)
        return {
          message: `Kursi di baris ${cell.baris} kolom ${cell.kolom} belum bernomor`,
          path: [i, 'nomor'],
        };
      if (numbers.has(cell.nomor))
        return { message: `Nomor kursi ${cell.nomor} dipakai dua kali`, path: [i, 'nomor'] };
      numbers.set(cell.nomor, i);
    } else if (cell.nomor) {
      return {
        message: `Hanya kursi yang bernomor (baris ${cell.baris} kolom ${cell.kolom})`,
        path: [i, 'nomor'],
      };
    }
  }
  if (numbers.size === 0) return { message: 'Denah minimal punya 1 kursi', path: [] };
  return null;
}

const layoutFieldsSchema = z.object({
  nama: nameSchema('denah'),
  tipe_kendaraan: z.enum(['shuttle', 'bus'], { error: 'Tipe kendaraan: shuttle atau bus' }),
  kelas: requestText({ error: 'Kelas wajib diisi' })
    .trim()
    .min(2, 'Kelas minimal 2 karakter')
    .max(30, 'Kelas maksimal 30 karakter'),
  jumlah_baris: wholeNumber('Jumlah baris', 1, LAYOUT_MAX_ROWS),
  jumlah_kolom: wholeNumber('Jumlah kolom', 1, LAYOUT_MAX_COLS),
  sel: z
    .array(layoutCellInputSchema, { error: 'sel harus berupa daftar' })
    .max(LAYOUT_MAX_ROWS * LAYOUT_MAX_COLS, 'Sel terlalu banyak'),
});

function checkGrid(layout: z.infer<typeof layoutFieldsSchema>, ctx: z.RefinementCtx) {
  const problem = layoutProblem(layout.jumlah_baris, layout.jumlah_kolom, layout.sel);
  if (problem)
    ctx.addIssue({ code: 'custom', message: problem.message, path: ['sel', ...problem.path] });
}

export const staffLayoutsQuerySchema = z.object({
  /** Admin: one operator's layouts and the shared ones (empty: all). Petugas: their own. */
  operator_kode: optionalOperatorCodeSchema,
});

export const staffLayoutParamsSchema = z.object({ kode: layoutCodeParam });

export const staffLayoutCreateBodySchema = layoutFieldsSchema
  .extend({
    /**
     * The operator the layout belongs to. Petugas: their own (required). Admin: an
     * operator, or empty for a shared layout every operator may use.
     */
    operator_kode: optionalOperatorCodeSchema,
  })
  .superRefine(checkGrid);
export type StaffLayoutCreateBody = z.infer<typeof staffLayoutCreateBodySchema>;

export const staffLayoutUpdateBodySchema = layoutFieldsSchema.superRefine(checkGrid);
export type StaffLayoutUpdateBody = z.infer<typeof staffLayoutUpdateBodySchema>;

const layoutCellSchema = z.object({
  baris: z.number().int(),
  kolom: z.number().int(),
  jenis: z.enum(LAYOUT_CELL_TYPES),
  nomor: z.string().optional(),
});
export type StaffLayoutCell = z.infer<typeof layoutCellSchema>;

export const staffLayoutSchema = z.object({
  denah_kode: z.string(),
  /** Null: a shared layout (only an admin changes it). */
  operator_kode: z.string().nullable(),
  nama: z.string(),
  tipe_kendaraan: z.enum(['shuttle', 'bus']),
  kelas: z.string(),
  jumlah_baris: z.number().int(),
  jumlah_kolom: z.number().int(),
  jumlah_kursi: z.number().int(),
  sel: z.array(layoutCellSchema),
  /** Schedules that run with it (of the asker's operators). */
  jadwal_kode: z.array(z.string()),
  /** Seats sold or held on its departures from today on: they must stay seats. */
  kursi_terpesan: z.array(z.string()),
});
export type StaffLayout = z.infer<typeof staffLayoutSchema>;

export const staffLayoutsResultSchema = z.object({ denah: z.array(staffLayoutSchema) });
export type StaffLayoutsResult = z.infer<typeof staffLayoutsResultSchema>;

export const staffLayoutResultSchema = z.object({
  denah: staffLayoutSchema,
  berubah: z.boolean(),
});
export type StaffLayoutResult = z.infer<typeof staffLayoutResultSchema>;

// ---------------------------------------------------------------- new schedule

/** POST /api/staff/rute/:kode/jadwal: the route is in the path. */
export const staffScheduleCreateBodySchema = z.object({
  denah_kode: layoutCodeParam,
  /** Local time at the route's first stop, HH:mm (24 hours). */
  jam_berangkat: requestText({ error: 'Jam berangkat wajib diisi' })
    .trim()
    .regex(/^([01]\d|2[0-3])[:.][0-5]\d$/, 'Jam berangkat berbentuk JJ:MM, misalnya 07:30')
    .transform((value) => value.replace('.', ':')),
  hari: z
    .array(wholeNumber('Hari', 0, 6), { error: 'hari harus berupa daftar' })
    .min(1, 'Pilih minimal satu hari beroperasi')
    .max(7, 'Hari terlalu banyak')
    .refine((days) => new Set(days).size === days.length, 'Setiap hari cukup disebut sekali')
    .transform((days) => [...days].sort((a, b) => a - b)),
  persen_tarif: wholeNumber('Persen tarif', 10, 500).default(100),
});
export type StaffScheduleCreateBody = z.infer<typeof staffScheduleCreateBodySchema>;

export const staffScheduleCreateResultSchema = z.object({
  operator_kode: z.string(),
  rute_kode: z.string(),
  jadwal_kode: z.string(),
  denah_kode: z.string(),
  jam_berangkat: z.string(),
  hari: z.array(z.number().int()),
  persen_tarif: z.number().int(),
  /** The first trip date it runs from (today). */
  berlaku_mulai: z.string(),
});
export type StaffScheduleCreateResult = z.infer<typeof staffScheduleCreateResultSchema>;
