import type { StaffBoardingResult } from '@lintas/domain/staff-schemas';
import { ApiError } from '../../../lib/api-client';

type Passenger = StaffBoardingResult['penumpang'][number];

/**
 * What the door is told after a scan or a typed code: boarded (green), boarded already
 * (amber, with when), or refused (red, with the server's reason in its words).
 */
export type BoardingOutcome =
  | { kind: 'boarded'; result: StaffBoardingResult }
  | {
      kind: 'already';
      message: string;
      reservasiKode: string | null;
      naikPadaLokal: string | null;
      penumpang: Passenger[];
    }
  | { kind: 'refused'; title: string; message: string; code: ApiError['code'] | null };

interface AlreadyDetails {
  reservasi_kode?: unknown;
  naik_pada_lokal?: unknown;
  penumpang?: unknown;
}

function passengersOf(value: unknown): Passenger[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is Passenger =>
      !!item &&
      typeof (item as Passenger).kursi === 'string' &&
      typeof (item as Passenger).nama === 'string',
  );
}

const REFUSAL_TITLES: Partial<Record<ApiError['code'], string>> = {
  BOARDING_REFUSED: 'Tidak boleh naik',
  BOARDING_QR_INVALID: 'QR tidak sah',
  NOT_FOUND: 'Tiket tidak ditemukan',
  BOARDING_DEPARTURE_REQUIRED: 'Pilih keberangkatan',
  RATE_LIMITED: 'Terlalu banyak percobaan',
  VALIDATION_ERROR: 'Kode tidak valid',
  NETWORK_ERROR: 'Tidak terhubung',
  TIMEOUT: 'Tidak terhubung',
};

export function boardingOutcome(error: unknown): BoardingOutcome {
  if (error instanceof ApiError && error.code === 'BOARDING_ALREADY') {
    const details = (error.details ?? {}) as AlreadyDetails;
    return {
      kind: 'already',
      message: error.message,
      reservasiKode: typeof details.reservasi_kode === 'string' ? details.reservasi_kode : null,
      naikPadaLokal: typeof details.naik_pada_lokal === 'string' ? details.naik_pada_lokal : null,
      penumpang: passengersOf(details.penumpang),
    };
  }
  if (error instanceof ApiError)
    return {
      kind: 'refused',
      title: REFUSAL_TITLES[error.code] ?? 'Gagal memeriksa tiket',
      message: error.message,
      code: error.code,
    };
  return {
    kind: 'refused',
    title: 'Gagal memeriksa tiket',
    message: 'Terjadi kesalahan. Silakan coba lagi.',
    code: null,
  };
}

/** '2026-11-24 07:31:05' → '07.31'. */
export const clockOf = (local: string | null) =>
  local && /\d{2}:\d{2}/.test(local) ? local.slice(11, 16).replace(':', '.') : '';
