import { z } from 'zod';
import { operatorCodeSchema } from './catalog-schemas';
import { DEPARTURE_STEPS } from './departure-status';
import { requestText } from './request-text';
import { isoDateSchema } from './trip-selection-schemas';

/**
 * Wire schemas of the operator console's server side (issue 10), under /api/staff:
 * sign-in and session (login, logout, me), the departures of a day, a departure's
 * passenger manifest, boarding check-in and the admin's audit log (decision 0014).
 *
 * A staff "departure" is one schedule on one trip date, the whole route: `jadwal_kode` is
 * the schedule's code (no stop range) and `tanggal` the local date at the route's first
 * stop, so one bus run is one departure whichever segments its passengers booked.
 */

const STAFF_ROLES = ['admin', 'petugas'] as const;

/** Audit entries per page of GET /api/staff/audit. */
export const STAFF_AUDIT_PER_PAGE = 50;

export const staffLoginBodySchema = z.object({
  email: requestText({ error: 'Email wajib diisi' })
    .trim()
    .min(3, 'Format email tidak valid')
    .max(254, 'Format email tidak valid')
    .regex(/^[^\s@]+@[^\s@]+$/, 'Format email tidak valid')
    .transform((value) => value.toLowerCase()),
  // Not trimmed: a space may be part of a password.
  password: requestText({ error: 'Kata sandi wajib diisi' })
    .min(1, 'Kata sandi wajib diisi')
    .max(256, 'Kata sandi terlalu panjang'),
});

export const staffProfileSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  nama: z.string(),
  peran: z.enum(STAFF_ROLES),
  /** The petugas's operator; null for an admin (every operator). */
  operator_kode: z.string().nullable(),
  operator_nama: z.string().nullable(),
});
export type StaffProfile = z.infer<typeof staffProfileSchema>;

export const staffLoginResultSchema = z.object({
  /** Bearer token for the /api/staff routes (Authorization: Bearer <token>). */
  token: z.string(),
  /** ISO 8601: the session ends then (sign in again). */
  kedaluwarsa: z.string(),
  staf: staffProfileSchema,
});
export type StaffLoginResult = z.infer<typeof staffLoginResultSchema>;

export const staffLogoutResultSchema = z.object({ keluar: z.literal(true) });

const jadwalCodeSchema = requestText({ error: 'Kode jadwal wajib diisi' })
  .trim()
  .min(1, 'Kode jadwal wajib diisi')
  .max(64, 'Kode jadwal terlalu panjang')
  .transform((value) => value.toUpperCase());

/**
 * A trip date staff name: a calendar date within the years the service runs. Day
 * arithmetic past year 9999 leaves the ISO form ('+010000-01-01'), which the database
 * refuses, so such dates are refused here in words (the fuzz walk found 9999-12-31).
 */
export const staffDateSchema = isoDateSchema.refine(
  (value) => value >= '2000-01-01' && value <= '2999-12-31',
  'Tanggal di luar rentang yang dilayani (2000 sampai 2999)',
);

const optionalOperatorCode = z.preprocess(
  (value) => (value === '' ? undefined : value),
  operatorCodeSchema.optional(),
);

export const staffDeparturesQuerySchema = z.object({
  tanggal: staffDateSchema,
  /** Admin: only this operator. A petugas may name only their own. */
  operator_kode: optionalOperatorCode,
});

const pointSchema = z.object({
  cabang_kode: z.string(),
  cabang_nama: z.string(),
  kota_nama: z.string(),
});

const layoutCellSchema = z.object({
  row: z.number().int(),
  col: z.number().int(),
  type: z.enum(['seat', 'driver', 'door', 'aisle', 'toilet', 'empty']),
  no: z.string().optional(),
});

/**
 * A departure's live status as staff marked it (decision 0039): 'terjadwal' before any
 * mark; when each step was marked (ISO 8601, null: not yet); the steps the console may
 * offer next (none for a cancelled or arrived departure).
 */
const departureLiveFields = {
  status_perjalanan: z.enum(['terjadwal', ...DEPARTURE_STEPS]),
  status_perjalanan_label: z.string(),
  perjalanan_pada: z.object({
    boarding: z.string().nullable(),
    berangkat: z.string().nullable(),
    tiba: z.string().nullable(),
  }),
  langkah_berikutnya: z.array(z.enum(DEPARTURE_STEPS)),
};

export const staffDepartureSchema = z.object({
  operator_kode: z.string(),
  operator_nama: z.string(),
  /** The schedule's code: the whole route. */
  jadwal_kode: z.string(),
  /** Local date at the route's first stop. */
  tanggal: z.string(),
  jam_berangkat: z.string(),
  zona_waktu_berangkat: z.string(),
  tanggal_tiba: z.string(),
  jam_tiba: z.string(),
  zona_waktu_tiba: z.string(),
  /** ISO 8601 instant of the departure from the first stop. */
  berangkat_pada: z.string(),
  rute: z.object({
    nama: z.string(),
    asal: pointSchema,
    tujuan: pointSchema,
    /** Every stop in order, first and last included. */
    pemberhentian: z.array(pointSchema.extend({ jam: z.string(), zona_waktu: z.string() })),
  }),
  kendaraan: z.object({
    kode: z.string(),
    nama: z.string(),
    tipe: z.enum(['shuttle', 'bus']),
    kelas: z.string(),
    baris: z.number().int(),
    kolom: z.number().int(),
    denah: z.array(layoutCellSchema),
  }),
  kursi: z.object({
    total: z.number().int(),
    /** Seats of paid bookings (on any segment of the route). */
    terjual: z.number().int(),
    /** Seats held by unpaid bookings whose hold still runs (and sold to nobody). */
    ditahan: z.number().int(),
    /** Seats nobody holds on any segment of the route. */
    kosong: z.number().int(),
  }),
  /** Paid passengers on this departure, and how many of them have boarded. */
  penumpang: z.number().int(),
  sudah_naik: z.number().int(),
  /** 'terjadwal' (to come), 'berangkat' (left), 'dibatalkan' (cancelled by the operator). */
  status: z.enum(['terjadwal', 'berangkat', 'dibatalkan']),
  ...departureLiveFields,
});
export type StaffDeparture = z.infer<typeof staffDepartureSchema>;

export const staffDeparturesResultSchema = z.object({
  tanggal: z.string(),
  list: z.array(staffDepartureSchema),
});
export type StaffDeparturesResult = z.infer<typeof staffDeparturesResultSchema>;

/** Names one departure: operator, schedule code (whole route) and the trip date. */
const staffDepartureKeySchema = z.object({
  operator_kode: operatorCodeSchema,
  jadwal_kode: jadwalCodeSchema,
  tanggal: staffDateSchema,
});

/** POST /api/staff/keberangkatan/status: the next step of one departure (decision 0039). */
export const staffDepartureStatusBodySchema = staffDepartureKeySchema.extend({
  status: z.enum(DEPARTURE_STEPS, { error: 'Status harus boarding, berangkat atau tiba' }),
});

export const staffDepartureStatusResultSchema = z.object({
  operator_kode: z.string(),
  jadwal_kode: z.string(),
  tanggal: z.string(),
  ...departureLiveFields,
});
export type StaffDepartureStatusResult = z.infer<typeof staffDepartureStatusResultSchema>;

export const staffManifestQuerySchema = staffDepartureKeySchema.extend({
  format: z.enum(['json', 'csv'], { error: 'Format harus json atau csv' }).default('json'),
});

const staffManifestPassengerSchema = z.object({
  kursi: z.string(),
  nama: z.string(),
  reservasi_kode: z.string(),
  pemesan_nama: z.string(),
  pemesan_telp: z.string(),
  naik_di: pointSchema.extend({ jam: z.string(), zona_waktu: z.string() }),
  turun_di: pointSchema,
  status_naik: z.enum(['belum', 'sudah']),
  /** ISO 8601, and the local 'YYYY-MM-DD HH:mm:ss' at the first stop; null before boarding. */
  naik_pada: z.string().nullable(),
  naik_pada_lokal: z.string().nullable(),
});

export const staffManifestResultSchema = z.object({
  keberangkatan: staffDepartureSchema,
  penumpang: z.array(staffManifestPassengerSchema),
});
export type StaffManifestResult = z.infer<typeof staffManifestResultSchema>;

/**
 * POST /api/staff/boarding: `qr_content` (the e-ticket's QR, signed) or, when the camera
 * cannot read it, `reservasi_kode` typed from the ticket; never both. The departure being
 * boarded (operator_kode, jadwal_kode, tanggal) all together or not at all: without it
 * the ticket's leg of today is boarded, if it has exactly one.
 */
export const staffBoardingBodySchema = z
  .object({
    qr_content: requestText().trim().min(1, 'Harap isi').max(200, 'QR terlalu panjang').optional(),
    reservasi_kode: requestText()
      .trim()
      .min(4, 'Kode booking tidak valid')
      .max(32, 'Kode booking tidak valid')
      .regex(/^[A-Za-z0-9]+$/, 'Kode booking hanya huruf dan angka')
      .transform((value) => value.toUpperCase())
      .optional(),
    operator_kode: operatorCodeSchema.optional(),
    jadwal_kode: jadwalCodeSchema.optional(),
    tanggal: staffDateSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.qr_content === undefined) === (body.reservasi_kode === undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['qr_content'],
        message: 'Isi salah satu: qr_content (hasil pindai) atau reservasi_kode (ketik manual)',
      });
    const named = [body.operator_kode, body.jadwal_kode, body.tanggal].filter(
      (value) => value !== undefined,
    ).length;
    if (named !== 0 && named !== 3)
      ctx.addIssue({
        code: 'custom',
        path: ['jadwal_kode'],
        message: 'Keberangkatan diisi lengkap: operator_kode, jadwal_kode dan tanggal',
      });
  });

export const staffBoardingResultSchema = z.object({
  reservasi_kode: z.string(),
  keberangkatan: z.object({
    operator_kode: z.string(),
    jadwal_kode: z.string(),
    tanggal: z.string(),
    jam_berangkat: z.string(),
    zona_waktu_berangkat: z.string(),
    rute: z.string(),
  }),
  penumpang: z.array(
    z.object({ kursi: z.string(), nama: z.string(), naik_di: z.string(), turun_di: z.string() }),
  ),
  metode: z.enum(['qr', 'manual']),
  naik_pada: z.string(),
  naik_pada_lokal: z.string(),
});
export type StaffBoardingResult = z.infer<typeof staffBoardingResultSchema>;

export const staffAuditQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Halaman harus berupa angka' })
    .int('Halaman harus bilangan bulat')
    .min(1, 'Halaman minimal 1')
    .max(10_000, 'Halaman terlalu besar')
    .default(1),
});

const staffAuditEntrySchema = z.object({
  id: z.number().int(),
  staf: z.object({ id: z.number().int(), email: z.string(), nama: z.string() }),
  aksi: z.string(),
  entitas: z.string(),
  kunci: z.string(),
  sebelum: z.unknown(),
  sesudah: z.unknown(),
  /** ISO 8601. */
  pada: z.string(),
});

export const staffAuditResultSchema = z.object({
  page: z.number().int(),
  total_page: z.number().int(),
  total_data: z.number().int(),
  list: z.array(staffAuditEntrySchema),
});
export type StaffAuditResult = z.infer<typeof staffAuditResultSchema>;
