import type { SouvenirListResult, SouvenirProduct } from '@lintas/domain/souvenir-schemas';

/** Answers of the souvenir calls, shaped as the server answers them, for component tests. */

export function souvenir(id: number, overrides: Partial<SouvenirProduct> = {}): SouvenirProduct {
  return {
    produk_id: id,
    kategori_id: 1,
    kategori_nama: 'Kue & Bolu',
    nama: `Oleh-oleh ${id}`,
    toko: `Toko ${id}`,
    kota: 'Bandung',
    harga: id * 10_000,
    satuan: 'kotak',
    gambar: `/content/oleh-oleh/${id}.svg`,
    tersedia: true,
    ...overrides,
  };
}

export function souvenirPage(
  list: SouvenirProduct[],
  page = 1,
  totalPage = 1,
  totalData = list.length,
): SouvenirListResult {
  return {
    kategori_id: null,
    search: '',
    page,
    per_page: 8,
    total_page: totalPage,
    total_data: totalData,
    list,
    kategori: [
      { kategori_id: 1, nama: 'Kue & Bolu', jumlah: 3 },
      { kategori_id: 2, nama: 'Makanan Khas', jumlah: 4 },
    ],
  };
}
