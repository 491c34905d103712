import { toIsoDate } from '@lintas/domain/format';

/** One departure: operator, schedule code (whole route) and the date at its first stop. */
export interface DepartureKey {
  operator_kode: string;
  jadwal_kode: string;
  tanggal: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const isIsoDate = (value: string | null | undefined): value is string =>
  !!value && ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** Today at the boarding door: departures are dated in Indonesia's western zone. */
export const todayInJakarta = (now: Date = new Date()) => toIsoDate(now, 'Asia/Jakarta');

/** A departure named by an address's parameters, or null when any part is missing or odd. */
export function departureKeyOf(values: {
  operator_kode?: string | null;
  jadwal_kode?: string | null;
  tanggal?: string | null;
}): DepartureKey | null {
  const { operator_kode, jadwal_kode, tanggal } = values;
  if (!operator_kode || !jadwal_kode || !isIsoDate(tanggal)) return null;
  return { operator_kode, jadwal_kode, tanggal };
}
