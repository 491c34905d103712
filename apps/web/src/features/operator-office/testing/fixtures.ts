import type { StaffDeparture, StaffProfile } from '@lintas/domain/staff-schemas';
import type {
  StaffFareRoute,
  StaffRefund,
  StaffSalesResult,
} from '@lintas/domain/staff-operations-schemas';
import { saveStaffSession } from '../../../lib/staff-session';

export const ADMIN: StaffProfile = {
  id: 1,
  email: 'admin@lintas.test',
  nama: 'Admin Lintas',
  peran: 'admin',
  operator_kode: null,
  operator_nama: null,
};

export const PETUGAS: StaffProfile = {
  id: 7,
  email: 'petugas.xtr@lintas.test',
  nama: 'Rina Petugas',
  peran: 'petugas',
  operator_kode: 'XTR',
  operator_nama: 'Xpress Trans Priangan',
};

/** A staff session as a sign-in leaves it, valid for 12 hours. */
export function signIn(staf: StaffProfile) {
  saveStaffSession({
    token: `token-${staf.id}`,
    kedaluwarsa: new Date(Date.now() + 12 * 3_600_000).toISOString(),
    staf,
  });
}

export function refund(overrides: Partial<StaffRefund> = {}): StaffRefund {
  return {
    kode: 'RF-3',
    reservasi_kode: 'LTSABC123',
    payment_kode: 'LTSABC123-1',
    operator_kode: 'XTR',
    alasan: 'keberangkatan_dibatalkan',
    alasan_label: 'Keberangkatan dibatalkan',
    keterangan: 'Bandung Pasteur - Jakarta Blok M 2026-11-22 11:00: Kendaraan rusak',
    jumlah: 264000,
    status: 'required',
    status_label: 'Menunggu diproses',
    pemesan: { nama: 'Budi Santoso', telp: '081234567890', email: 'budi@example.com' },
    metode_pembayaran: 'BCA_VA',
    percobaan: 0,
    galat_terakhir: null,
    dibuat_pada: '2026-11-21T01:00:00.000Z',
    dikembalikan_pada: null,
    ...overrides,
  };
}

export function salesReport(overrides: Partial<StaffSalesResult> = {}): StaffSalesResult {
  const row = (tanggal: string, sold: number, revenue: number) => ({
    tanggal,
    operator_kode: 'XTR',
    operator_nama: 'Xpress Trans Priangan',
    rute_kode: 'XTR-01',
    rute_nama: 'Bandung Pasteur - Jakarta Blok M',
    keberangkatan: 19,
    kursi_terjual: sold,
    kapasitas: 228,
    load_factor: Math.round((sold / 228) * 1000) / 1000,
    pendapatan: revenue,
  });
  return {
    dari: '2026-11-21',
    sampai: '2026-11-22',
    operator_kode: 'XTR',
    list: [row('2026-11-21', 57, 6_840_000), row('2026-11-22', 114, 13_680_000)],
    total: {
      keberangkatan: 38,
      kursi_terjual: 171,
      kapasitas: 456,
      load_factor: 0.375,
      pendapatan: 20_520_000,
    },
    ...overrides,
  };
}

export const FARE_ROUTE: StaffFareRoute = {
  rute_kode: 'PSR-01',
  nama: 'Bandung - Purwakarta - Jakarta',
  pemberhentian: [
    {
      urutan: 0,
      cabang_kode: 'BDG',
      cabang_nama: 'Pasteur',
      kota_nama: 'Bandung',
      tarif_dari_awal: 0,
    },
    {
      urutan: 1,
      cabang_kode: 'PWK',
      cabang_nama: 'Sadang',
      kota_nama: 'Purwakarta',
      tarif_dari_awal: 60000,
    },
    {
      urutan: 2,
      cabang_kode: 'JKT',
      cabang_nama: 'Cawang',
      kota_nama: 'Jakarta',
      tarif_dari_awal: 120000,
    },
  ],
  segmen: [
    {
      dari_urutan: 0,
      ke_urutan: 1,
      dari: 'Pasteur, Bandung',
      ke: 'Sadang, Purwakarta',
      tarif: 60000,
    },
    {
      dari_urutan: 1,
      ke_urutan: 2,
      dari: 'Sadang, Purwakarta',
      ke: 'Cawang, Jakarta',
      tarif: 60000,
    },
  ],
  jadwal: [
    {
      jadwal_kode: 'PSR-01-0600',
      jam_berangkat: '06:00',
      persen_tarif: 100,
      aktif: true,
      hari: [0, 1, 2, 3, 4, 5, 6],
      tarif_penuh: 120000,
    },
  ],
};

export function departure(overrides: Partial<StaffDeparture> = {}): StaffDeparture {
  const point = (kota: string, cabang: string) => ({
    cabang_kode: cabang.toUpperCase(),
    cabang_nama: cabang,
    kota_nama: kota,
  });
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
      asal: point('Bandung', 'Pasteur'),
      tujuan: point('Jakarta', 'Blok M'),
      pemberhentian: [],
    },
    kendaraan: {
      kode: 'SHT12',
      nama: 'Shuttle 12',
      tipe: 'shuttle',
      kelas: 'Reguler',
      baris: 4,
      kolom: 4,
      denah: [],
    },
    kursi: { total: 12, terjual: 3, ditahan: 0, kosong: 9 },
    penumpang: 3,
    sudah_naik: 0,
    status: 'terjadwal',
    ...overrides,
  };
}
