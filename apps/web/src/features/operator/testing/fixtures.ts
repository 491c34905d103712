import type { StaffDeparture, StaffManifestResult } from '@lintas/domain/staff-schemas';
import { saveStaffSession } from '../../../lib/staff-session';

export const PETUGAS = {
  id: 7,
  email: 'petugas.xtr@lintas.test',
  nama: 'Rina Petugas',
  peran: 'petugas' as const,
  operator_kode: 'XTR',
  operator_nama: 'Xpress Trans Priangan',
};

/** A staff session as a sign-in leaves it, valid for 12 hours. */
export function signInStaff(token = 'staff-token-1') {
  saveStaffSession({
    token,
    kedaluwarsa: new Date(Date.now() + 12 * 3_600_000).toISOString(),
    staf: PETUGAS,
  });
}

const point = (kota: string, cabang: string, kode: string) => ({
  cabang_kode: kode,
  cabang_nama: cabang,
  kota_nama: kota,
});

export function departure(overrides: Partial<StaffDeparture> = {}): StaffDeparture {
  return {
    operator_kode: 'XTR',
    operator_nama: 'Xpress Trans Priangan',
    jadwal_kode: 'XTR-01-1000',
    status_perjalanan: 'terjadwal',
    status_perjalanan_label: 'Terjadwal',
    perjalanan_pada: { boarding: null, berangkat: null, tiba: null },
    langkah_berikutnya: ['boarding', 'berangkat'],
    tanggal: '2026-11-24',
    jam_berangkat: '10:00',
    zona_waktu_berangkat: 'WIB',
    tanggal_tiba: '2026-11-24',
    jam_tiba: '13:00',
    zona_waktu_tiba: 'WIB',
    berangkat_pada: '2026-11-24T03:00:00.000Z',
    rute: {
      nama: 'Bandung Pasteur - Jakarta Blok M',
      asal: point('Bandung', 'Pasteur', 'BDG-PST'),
      tujuan: point('Jakarta', 'Blok M', 'JKT-BLM'),
      pemberhentian: [
        { ...point('Bandung', 'Pasteur', 'BDG-PST'), jam: '10:00', zona_waktu: 'WIB' },
        { ...point('Jakarta', 'Blok M', 'JKT-BLM'), jam: '13:00', zona_waktu: 'WIB' },
      ],
    },
    kendaraan: {
      kode: 'SHT12',
      nama: 'Shuttle Hiace 12 Kursi',
      tipe: 'shuttle',
      kelas: 'Reguler',
      baris: 5,
      kolom: 4,
      denah: [],
    },
    kursi: { total: 12, terjual: 3, ditahan: 1, kosong: 8 },
    penumpang: 3,
    sudah_naik: 1,
    status: 'terjadwal',
    ...overrides,
  };
}

export function manifest(overrides: Partial<StaffManifestResult> = {}): StaffManifestResult {
  const board = { ...point('Bandung', 'Pasteur', 'BDG-PST'), jam: '10:00', zona_waktu: 'WIB' };
  const alight = point('Jakarta', 'Blok M', 'JKT-BLM');
  return {
    keberangkatan: departure(),
    penumpang: [
      {
        kursi: '1',
        nama: 'Sari Wulandari',
        reservasi_kode: 'LTSAAA111',
        pemesan_nama: 'Sari Wulandari',
        pemesan_telp: '081298765432',
        naik_di: board,
        turun_di: alight,
        status_naik: 'belum',
        naik_pada: null,
        naik_pada_lokal: null,
      },
      {
        kursi: '2',
        nama: 'Dimas Pratama',
        reservasi_kode: 'LTSAAA111',
        pemesan_nama: 'Sari Wulandari',
        pemesan_telp: '081298765432',
        naik_di: board,
        turun_di: alight,
        status_naik: 'belum',
        naik_pada: null,
        naik_pada_lokal: null,
      },
      {
        kursi: '3',
        nama: 'Rina Kusuma',
        reservasi_kode: 'LTSBBB222',
        pemesan_nama: 'Rina Kusuma',
        pemesan_telp: '081377788899',
        naik_di: board,
        turun_di: alight,
        status_naik: 'sudah',
        naik_pada: '2026-11-24T02:45:00.000Z',
        naik_pada_lokal: '2026-11-24 09:45:00',
      },
    ],
    ...overrides,
  };
}
