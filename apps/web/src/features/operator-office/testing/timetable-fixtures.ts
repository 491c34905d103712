import type { StaffLayout, StaffRoute } from '@lintas/domain/staff-timetable-schemas';

export const POINTS = [
  { cabang_kode: 'BDG-PST', cabang_nama: 'Pasteur', kota_nama: 'Bandung' },
  { cabang_kode: 'PWK-SDG', cabang_nama: 'Sadang', kota_nama: 'Purwakarta' },
  { cabang_kode: 'JKT-BLM', cabang_nama: 'Blok M', kota_nama: 'Jakarta' },
];

export function staffRoute(overrides: Partial<StaffRoute> = {}): StaffRoute {
  return {
    rute_kode: 'XTR-01',
    operator_kode: 'XTR',
    operator_nama: 'Xpress Trans Priangan',
    nama: 'Bandung Pasteur - Jakarta Blok M',
    pemberhentian: [
      {
        urutan: 0,
        cabang_kode: 'BDG-PST',
        cabang_nama: 'Pasteur',
        kota_nama: 'Bandung',
        menit_dari_awal: 0,
        tarif_dari_awal: 0,
        naik: true,
        turun: true,
      },
      {
        urutan: 1,
        cabang_kode: 'JKT-BLM',
        cabang_nama: 'Blok M',
        kota_nama: 'Jakarta',
        menit_dari_awal: 180,
        tarif_dari_awal: 130000,
        naik: true,
        turun: true,
      },
    ],
    jadwal: [
      {
        jadwal_kode: 'XTR-01-1000',
        jam_berangkat: '10:00',
        hari: [0, 1, 2, 3, 4, 5, 6],
        aktif: true,
        denah_kode: 'SHT12',
      },
    ],
    pemesanan_aktif: 0,
    ...overrides,
  };
}

/** A 2 x 3 layout: seat 1, aisle, driver / seats 2, 3 and an aisle between. */
export function staffLayout(overrides: Partial<StaffLayout> = {}): StaffLayout {
  return {
    denah_kode: 'XTR-DENAH-01',
    operator_kode: 'XTR',
    nama: 'Elf XTR',
    tipe_kendaraan: 'shuttle',
    kelas: 'Reguler',
    jumlah_baris: 2,
    jumlah_kolom: 3,
    jumlah_kursi: 3,
    sel: [
      { baris: 1, kolom: 1, jenis: 'seat', nomor: '1' },
      { baris: 1, kolom: 2, jenis: 'aisle' },
      { baris: 1, kolom: 3, jenis: 'driver' },
      { baris: 2, kolom: 1, jenis: 'seat', nomor: '2' },
      { baris: 2, kolom: 2, jenis: 'aisle' },
      { baris: 2, kolom: 3, jenis: 'seat', nomor: '3' },
    ],
    jadwal_kode: ['XTR-01-1000'],
    kursi_terpesan: [],
    ...overrides,
  };
}
