import type { SeatMapLeg, SeatMapResult } from '@lintas/domain/seat-map-schemas';

/**
 * Seat maps as `GET travel/kursi` answers them, drawn from text like the demo seed:
 * D driver, P door, _ aisle, T toilet, . empty, S seat (numbered in reading order).
 */
export function legFromRows(
  rows: string[],
  overrides: Partial<SeatMapLeg> & { taken?: string[] } = {},
): SeatMapLeg {
  const { taken = [], ...rest } = overrides;
  const kursi: SeatMapLeg['kursi'] = [];
  const elemen: SeatMapLeg['elemen_denah'] = [];
  const types: Record<string, SeatMapLeg['elemen_denah'][number]['tipe']> = {
    D: 'driver',
    P: 'door',
    _: 'aisle',
    T: 'toilet',
  };
  let no = 0;
  rows.forEach((line, r) =>
    [...line].forEach((char, c) => {
      if (char === 'S') {
        no += 1;
        kursi.push({
          no: String(no),
          baris: r + 1,
          kolom: c + 1,
          tersedia: !taken.includes(String(no)),
        });
      } else if (types[char]) elemen.push({ tipe: types[char], baris: r + 1, kolom: c + 1 });
    }),
  );
  const point = (kode: string, nama: string, kota: string) => ({
    cabang_kode: kode,
    cabang_nama: nama,
    kota_nama: kota,
  });
  return {
    operator_kode: 'XTR',
    operator_nama: 'Xpress Trans Priangan',
    operator_logo: null,
    jadwal_kode: 'XTR-01-1000',
    tanggal_berangkat: '2026-11-22',
    jam_berangkat: '10:00',
    tanggal_tiba: '2026-11-22',
    jam_tiba: '13:00',
    tanggal_berangkat_utama: '2026-11-22',
    asal: point('BDG-PST', 'Pasteur', 'Bandung'),
    tujuan: point('JKT-BLM', 'Blok M', 'Jakarta'),
    kelas: 'Reguler',
    tipe_kendaraan: 'shuttle',
    nama_layout: 'Shuttle Hiace 12 Kursi',
    harga: 130000,
    jumlah_baris: rows.length,
    jumlah_kolom: Math.max(...rows.map((row) => row.length)),
    jumlah_kursi: kursi.length,
    kursi_tersedia: kursi.filter((seat) => seat.tersedia).length,
    kursi,
    elemen_denah: elemen,
    list_promo: [],
    ...rest,
  };
}

/** The demo 12-seat shuttle: driver front-right, a door on the left. */
export const SHUTTLE_12 = ['S..D', 'P_SS', 'S_SS', 'S_SS', 'SSS.'];
/** A bus with a toilet at the back. */
export const BUS_SMALL = ['P._.D', 'SS_SS', 'SS_SS', 'T._.P'];

export function seatMapResult(main: SeatMapLeg, connecting: SeatMapLeg[] = []): SeatMapResult {
  return { ...main, list_connecting: connecting };
}
