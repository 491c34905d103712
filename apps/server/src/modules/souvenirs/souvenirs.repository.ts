import { type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { literal } from '../../db/literal.js';
import type { DB } from '../../db/schema.js';

export interface SouvenirProductRow {
  id: number;
  categoryId: number;
  categoryName: string;
  name: string;
  shopName: string;
  city: string;
  price: number;
  unit: string;
  description: string;
  imageUrl: string;
  whatsapp: string | null;
  isAvailable: boolean;
}

export interface SouvenirBannerRow {
  id: number;
  title: string;
  subtitle: string;
  imageUrl: string;
  linkUrl: string | null;
}

export interface SouvenirFilter {
  categoryId?: number;
  /** Words in the name, shop, city or description ('' or absent: any). */
  words?: string;
}

/** Escapes LIKE's wildcards (backslash is PostgreSQL's default escape) so words match literally. */
function likePattern(words: string): string {
  return `%${words.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function matches(filter: SouvenirFilter) {
  return (eb: ExpressionBuilder<DB, 'souvenir_products'>): Expression<SqlBool> => {
    const parts: Expression<SqlBool>[] = [eb('souvenir_products.is_active', '=', literal(true))];
    if (filter.categoryId !== undefined)
      parts.push(eb('souvenir_products.category_id', '=', filter.categoryId));
    if (filter.words) {
      const pattern = likePattern(filter.words);
      parts.push(
        eb.or([
          eb('souvenir_products.name', 'ilike', pattern),
          eb('souvenir_products.shop_name', 'ilike', pattern),
          eb('souvenir_products.city', 'ilike', pattern),
          eb('souvenir_products.description', 'ilike', pattern),
        ]),
      );
    }
    return eb.and(parts);
  };
}

/**
 * Queries of the souvenir tables (souvenir_categories, souvenir_products, souvenir_banners).
 * Active products are asked for with a literal `true`: their indexes are partial (WHERE
 * is_active), and a prepared statement's generic plan uses them only so (decision 0033).
 */
export class SouvenirsRepository {
  constructor(private readonly db: Executor) {}

  private products(db: Executor) {
    return db
      .selectFrom('souvenir_products')
      .innerJoin('souvenir_categories', 'souvenir_categories.id', 'souvenir_products.category_id')
      .select([
        'souvenir_products.id',
        'souvenir_products.category_id as categoryId',
        'souvenir_categories.name as categoryName',
        'souvenir_products.name',
        'souvenir_products.shop_name as shopName',
        'souvenir_products.city',
        'souvenir_products.price',
        'souvenir_products.unit',
        'souvenir_products.description',
        'souvenir_products.image_url as imageUrl',
        'souvenir_products.whatsapp',
        'souvenir_products.is_available as isAvailable',
      ]);
  }

  async countProducts(filter: SouvenirFilter, db: Executor = this.db): Promise<number> {
    const row = await db
      .selectFrom('souvenir_products')
      .where(matches(filter))
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** In the editors' order; the id breaks ties so pages never repeat or skip a product. */
  async listProducts(
    filter: SouvenirFilter,
    limit: number,
    offset: number,
    db: Executor = this.db,
  ): Promise<SouvenirProductRow[]> {
    const rows = await this.products(db)
      .where(matches(filter))
      .orderBy('souvenir_products.sort_order')
      .orderBy('souvenir_products.id')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map(toRow);
  }

  /** Active products among `ids` (unknown or inactive ids are simply absent). */
  async productsByIds(ids: number[], db: Executor = this.db): Promise<SouvenirProductRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.products(db)
      .where('souvenir_products.is_active', '=', literal(true))
      .where('souvenir_products.id', 'in', ids)
      .execute();
    return rows.map(toRow);
  }

  /**
   * Recommended products, available ones first; with `near`, products of that category
   * before the others and that product itself left out.
   */
  async recommended(
    limit: number,
    near: { productId: number; categoryId: number } | undefined,
    db: Executor = this.db,
  ): Promise<SouvenirProductRow[]> {
    let query = this.products(db)
      .where('souvenir_products.is_active', '=', literal(true))
      .where('souvenir_products.is_recommended', '=', true);
    if (near) {
      query = query
        .where('souvenir_products.id', '!=', near.productId)
        .orderBy((eb) =>
          eb
            .case()
            .when('souvenir_products.category_id', '=', near.categoryId)
            .then(0)
            .else(1)
            .end(),
        );
    }
    const rows = await query
      .orderBy('souvenir_products.is_available', 'desc')
      .orderBy('souvenir_products.sort_order')
      .orderBy('souvenir_products.id')
      .limit(limit)
      .execute();
    return rows.map(toRow);
  }

  async categoryExists(id: number, db: Executor = this.db): Promise<boolean> {
    const row = await db
      .selectFrom('souvenir_categories')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Categories with their count of active products; empty ones are left out. */
  async categories(db: Executor = this.db) {
    const rows = await db
      .selectFrom('souvenir_categories')
      .innerJoin('souvenir_products', 'souvenir_products.category_id', 'souvenir_categories.id')
      .where('souvenir_products.is_active', '=', literal(true))
      .select((eb) => [
        'souvenir_categories.id',
        'souvenir_categories.name',
        eb.fn.countAll<string | number>().as('count'),
      ])
      .groupBy([
        'souvenir_categories.id',
        'souvenir_categories.name',
        'souvenir_categories.sort_order',
      ])
      .orderBy('souvenir_categories.sort_order')
      .orderBy('souvenir_categories.id')
      .execute();
    return rows.map((row) => ({ id: row.id, name: row.name, count: Number(row.count) }));
  }

  /** Banners active with `now` inside their optional window, in the editors' order. */
  async showingBanners(now: Date, db: Executor = this.db): Promise<SouvenirBannerRow[]> {
    const rows = await db
      .selectFrom('souvenir_banners')
      .where((eb) =>
        eb.and([
          eb('is_active', '=', true),
          eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]),
          eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]),
        ]),
      )
      .select(['id', 'title', 'subtitle', 'image_url as imageUrl', 'link_url as linkUrl'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  }
}

function toRow<T extends { id: number | string; price: number | string }>(row: T) {
  return { ...row, id: Number(row.id), price: Number(row.price) };
}
