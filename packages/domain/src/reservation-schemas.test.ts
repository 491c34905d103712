import { describe, expect, it } from 'vitest';
import { guestLookupQuerySchema, reservationBodySchema } from './reservation-schemas';

const valid = {
  operator_kode: 'OPR',
  jadwal_kode: 'JDW',
  tanggal_berangkat: '2026-11-22',
  kursi: [{ no: 1, nama: 'Budi Santoso' }],
  pemesan_nama: 'Budi Santoso',
  pemesan_email: 'budi@example.co.id',
  pemesan_telp: '0812-3456-7890',
  jenis_pembayaran_kode: 'BCA_VA',
  total_bayar: 154000,
};

function messages(body: unknown) {
  const result = reservationBodySchema.safeParse(body);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('reservationBodySchema', () => {
  it('accepts a complete one-way booking and cleans the phone to digits', () => {
    const result = reservationBodySchema.parse(valid);
    expect(result.pemesan_telp).toBe('081234567890');
    expect(result.kursi[0]?.no).toBe('1');
    expect(result.flag_pp).toBe(false);
    expect(result.donasi).toBe(0);
  });

  it('gives the spec §5 messages for booker fields', () => {
    expect(messages({ ...valid, pemesan_nama: 'Budi<script>' })).toContain(
      'pemesan_nama: Hanya abjad yang boleh digunakan',
    );
    expect(messages({ ...valid, pemesan_nama: 'Bu' })).toContain(
      'pemesan_nama: Masukan min 3 karakter, maksimal 32 karakter',
    );
    expect(messages({ ...valid, pemesan_email: 'budi@example.c' })).toContain(
      'pemesan_email: Format email tidak valid',
    );
    expect(messages({ ...valid, pemesan_telp: '0812' })).toContain(
      'pemesan_telp: Masukan min 9 & max 15 digit angka ',
    );
    expect(messages({ ...valid, pemesan_telp: "0812'; DROP TABLE" })).toContain(
      'pemesan_telp: Masukan min 9 & max 15 digit angka ',
    );
  });

  it('requires a valid passenger name on every seat of every leg', () => {
    expect(messages({ ...valid, kursi: [{ no: '1' }] })).toEqual([
      'kursi.0.nama: Harap isi nama penumpang',
    ]);
    expect(
      messages({
        ...valid,
        flag_pp: 1,
        operator_kode_pulang: 'OPR',
        jadwal_kode_pulang: 'JDW2',
        tanggal_berangkat_pulang: '2026-11-23',
        kursi_pulang: [{ no: '2', nama: "Robert'); DROP" }],
      }),
    ).toEqual(['kursi_pulang.0.nama: Hanya abjad yang boleh digunakan']);
    expect(
      messages({
        ...valid,
        flag_connecting: 1,
        list_connecting: [
          {
            operator_kode: 'X',
            jadwal_kode: 'Y',
            tanggal_berangkat: '2026-11-22',
            kursi: [{ no: '3', nama: '  ' }],
          },
        ],
      }),
    ).toEqual(['list_connecting.0.kursi.0.nama: Harap isi nama penumpang']);
  });

  it('refuses missing fields and wrong types without throwing', () => {
    expect(messages({})).not.toEqual([]);
    expect(messages({ ...valid, total_bayar: 'banyak' })).toContain(
      'total_bayar: Harus berupa angka',
    );
    expect(messages({ ...valid, total_bayar: -1 })).toContain('total_bayar: Tidak boleh negatif');
    expect(messages({ ...valid, kursi: 'semua' }).length).toBeGreaterThan(0);
    expect(messages(null).length).toBeGreaterThan(0);
  });
});

describe('guestLookupQuerySchema', () => {
  it('upper-cases the code and requires the e-mail or phone', () => {
    expect(
      guestLookupQuerySchema.parse({ reservasi_kode: 'lts2345', pemesan_email_telp: 'a@b.co' })
        .reservasi_kode,
    ).toBe('LTS2345');
    expect(guestLookupQuerySchema.safeParse({ reservasi_kode: 'LTS2345' }).success).toBe(false);
    expect(
      guestLookupQuerySchema.safeParse({ reservasi_kode: "x' OR 1=1", pemesan_email_telp: 'a' })
        .success,
    ).toBe(false);
  });
});
