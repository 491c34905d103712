/** Answers of the content calls, shaped as the server answers them, for component tests. */

export function blog(id: number, overrides: Record<string, unknown> = {}) {
  return {
    blog_id: id,
    kode: `artikel-${id}`,
    blog_group_kode: 'tips-perjalanan',
    grup_nama: 'Tips Perjalanan',
    judul: `Artikel nomor ${id}`,
    ringkasan: `Ringkasan artikel ${id}`,
    gambar: `/content/blog-${id}.svg`,
    penulis: 'Rina Kusuma',
    tanggal_terbit: '2026-11-20T01:00:00.000Z',
    menit_baca: 2,
    ...overrides,
  };
}

const groups = [
  { blog_group_kode: 'tips-perjalanan', nama: 'Tips Perjalanan', jumlah: 3 },
  { blog_group_kode: 'rute-populer', nama: 'Rute Populer', jumlah: 2 },
];

export function blogPage(list: unknown[], page = 1, totalPage = 1, group: string | null = null) {
  return {
    blog_group_kode: group,
    grup: groups,
    page,
    total_page: totalPage,
    total_data: list.length,
    list,
  };
}

export function faqItem(id: number, category = 1, name = 'Pemesanan') {
  return {
    faq_id: id,
    kategori_id: category,
    kategori_nama: name,
    pertanyaan: `Pertanyaan nomor ${id}?`,
  };
}

export function banner(id: number, overrides: Record<string, unknown> = {}) {
  return {
    banner_id: id,
    judul: `Banner ${id}`,
    subjudul: `Subjudul ${id}`,
    gambar: `/content/banner-${id}.svg`,
    tautan: `/blog/artikel-${id}`,
    kategori_id: 1,
    kategori_nama: 'Promo',
    kode: null,
    berlaku_sampai: null,
    ...overrides,
  };
}
