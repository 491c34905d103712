import {
  SOUVENIR_RECOMMENDED_MAX,
  type SouvenirBanner,
  type SouvenirCartMessage,
  type SouvenirListResult,
  type SouvenirProduct,
  type SouvenirProductDetail,
  type SouvenirProductMessage,
} from '@lintas/domain/souvenir-schemas';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { cartOrderText, productOrderText, waMeLink } from './souvenir-message.js';
import type { SouvenirProductRow, SouvenirsRepository } from './souvenirs.repository.js';

const PRODUCT_NOT_FOUND = 'Oleh-oleh tidak ditemukan.';

function toProduct(row: SouvenirProductRow): SouvenirProduct {
  return {
    produk_id: row.id,
    kategori_id: row.categoryId,
    kategori_nama: row.categoryName,
    nama: row.name,
    toko: row.shopName,
    kota: row.city,
    harga: row.price,
    satuan: row.unit,
    gambar: row.imageUrl,
    tersedia: row.isAvailable,
  };
}

/** The public souvenir calls: banners, the catalogue, a product, and order messages. */
export class SouvenirsService {
  constructor(
    private readonly repository: SouvenirsRepository,
    private readonly clock: Clock,
    /** The call centre's WhatsApp (config CALL_CENTER_WHATSAPP), international digits. */
    private readonly callCenterWhatsapp: string,
  ) {}

  async banners(): Promise<SouvenirBanner[]> {
    const rows = await this.repository.showingBanners(this.clock.now());
    return rows.map((row) => ({
      banner_id: row.id,
      judul: row.title,
      subjudul: row.subtitle,
      gambar: row.imageUrl,
      tautan: row.linkUrl,
    }));
  }

  async list(query: {
    kategori_id?: number;
    page: number;
    per_page: number;
    search: string;
  }): Promise<SouvenirListResult> {
    const filter = { categoryId: query.kategori_id, words: query.search };
    const [categories, total] = await Promise.all([
      this.repository.categories(),
      this.repository.countProducts(filter),
    ]);
    // An empty category is an empty page; an id that names no category is not.
    if (
      query.kategori_id !== undefined &&
      !categories.some((category) => category.id === query.kategori_id) &&
      !(await this.repository.categoryExists(query.kategori_id))
    )
      throw new AppError('NOT_FOUND', 'Kategori oleh-oleh tidak ditemukan.');
    const rows = await this.repository.listProducts(
      filter,
      query.per_page,
      (query.page - 1) * query.per_page,
    );
    return {
      kategori_id: query.kategori_id ?? null,
      search: query.search,
      page: query.page,
      per_page: query.per_page,
      total_page: Math.max(1, Math.ceil(total / query.per_page)),
      total_data: total,
      list: rows.map(toProduct),
      kategori: categories.map((row) => ({
        kategori_id: row.id,
        nama: row.name,
        jumlah: row.count,
      })),
    };
  }

  private async product(id: number): Promise<SouvenirProductRow> {
    const [row] = await this.repository.productsByIds([id]);
    if (!row) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
    return row;
  }

  async detail(id: number): Promise<SouvenirProductDetail> {
    const row = await this.product(id);
    return { ...toProduct(row), deskripsi: row.description };
  }

  /** Recommended products; beside a product, its category first and itself left out. */
  async recommended(productId?: number): Promise<SouvenirProduct[]> {
    const near =
      productId === undefined
        ? undefined
        : { productId, categoryId: (await this.product(productId)).categoryId };
    const rows = await this.repository.recommended(SOUVENIR_RECOMMENDED_MAX, near);
    return rows.map(toProduct);
  }

  /** Where an order goes: the seller when every product has the same one, else the call centre. */
  private numberFor(rows: SouvenirProductRow[]): string {
    const sellers = new Set(rows.map((row) => row.whatsapp));
    const [only] = sellers;
    return sellers.size === 1 && only ? only : this.callCenterWhatsapp;
  }

  async productMessage(id: number): Promise<SouvenirProductMessage> {
    const row = await this.product(id);
    const phone = this.numberFor([row]);
    const text = productOrderText(row);
    return {
      produk_id: row.id,
      nomor_whatsapp: phone,
      pesan: text,
      tautan_whatsapp: waMeLink(phone, text),
    };
  }

  /**
   * The order of a cart: `ids` in the cart's order, a repeated id one more of it. Every
   * product must exist (404 naming the missing ids) and be in stock (409 naming them).
   */
  async cartMessage(ids: number[]): Promise<SouvenirCartMessage> {
    const quantities = new Map<number, number>();
    for (const id of ids) quantities.set(id, (quantities.get(id) ?? 0) + 1);
    const rows = await this.repository.productsByIds([...quantities.keys()]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const missing = [...quantities.keys()].filter((id) => !byId.has(id));
    if (missing.length > 0)
      throw new AppError('NOT_FOUND', `Oleh-oleh tidak ditemukan (id ${missing.join(', ')}).`, {
        produk_id: missing,
      });
    const ordered = [...quantities.keys()].map((id) => byId.get(id) as SouvenirProductRow);
    const soldOut = ordered.filter((row) => !row.isAvailable);
    if (soldOut.length > 0)
      throw new AppError(
        'SOUVENIR_SOLD_OUT',
        `Maaf, ${soldOut.map((row) => row.name).join(', ')} sedang habis. Hapus dari keranjang lalu pesan lagi.`,
        { produk_id: soldOut.map((row) => row.id) },
      );
    const items = ordered.map((row) => {
      const quantity = quantities.get(row.id) ?? 1;
      return {
        row,
        item: {
          produk_id: row.id,
          nama: row.name,
          jumlah: quantity,
          harga: row.price,
          subtotal: row.price * quantity,
        },
      };
    });
    const total = items.reduce((sum, { item }) => sum + item.subtotal, 0);
    const phone = this.numberFor(ordered);
    const text = cartOrderText(
      items.map(({ row, item }) => ({ ...row, quantity: item.jumlah })),
      total,
    );
    return {
      items: items.map(({ item }) => item),
      total,
      nomor_whatsapp: phone,
      pesan: text,
      tautan_whatsapp: waMeLink(phone, text),
    };
  }
}
