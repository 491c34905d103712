/**
 * The occupations a customer can pick on the profile page, by the `pekerjaan_id` that
 * customer-update-data stores (customer-schemas.ts: an integer 1..1000). 'Lainnya' asks
 * for the occupation in words (`pekerjaan_lainnya`). The server keeps only the number, so
 * these ids must never be renumbered: add new ones with new ids.
 */
export const OTHER_OCCUPATION_ID = 99;

export const occupations: ReadonlyArray<{ id: number; label: string }> = [
  { id: 1, label: 'Pelajar / Mahasiswa' },
  { id: 2, label: 'Karyawan Swasta' },
  { id: 3, label: 'PNS / ASN' },
  { id: 4, label: 'TNI / Polri' },
  { id: 5, label: 'Wiraswasta / Pengusaha' },
  { id: 6, label: 'Guru / Dosen' },
  { id: 7, label: 'Tenaga Kesehatan' },
  { id: 8, label: 'Ibu Rumah Tangga' },
  { id: 9, label: 'Pensiunan' },
  { id: 10, label: 'Belum / Tidak Bekerja' },
  { id: OTHER_OCCUPATION_ID, label: 'Lainnya' },
];

export function occupationLabel(id: number | null): string | null {
  if (id === null) return null;
  return occupations.find((item) => item.id === id)?.label ?? `Pekerjaan lain (kode ${id})`;
}
