import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { BannersTable, BlogsTable, FaqsTable } from '../../db/schema.js';

export type BlogRecord = Selectable<BlogsTable>;
export type BannerRecord = Selectable<BannersTable>;
export type FaqRecord = Selectable<FaqsTable>;

/**
 * Staff writes of the content tables, each on the executor the service passes (the
 * transaction that also writes the audit entry). Reads here see drafts and inactive rows.
 */
export class ContentAdminRepository {
  constructor(private readonly db: Executor) {}

  async groupExists(code: string, db: Executor = this.db): Promise<boolean> {
    const row = await db
      .selectFrom('blog_groups')
      .select('code')
      .where('code', '=', code)
      .executeTakeFirst();
    return row !== undefined;
  }

  async bannerCategoryExists(id: number, db: Executor = this.db): Promise<boolean> {
    const row = await db
      .selectFrom('banner_categories')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  async faqCategoryExists(id: number, db: Executor = this.db): Promise<boolean> {
    const row = await db
      .selectFrom('faq_categories')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Every row of every content table (an editor's whole workload is small: tens of rows). */
  async overview(db: Executor = this.db) {
    const [groups, bannerCategories, faqCategories, blogs, banners, faqs] = await Promise.all([
      db.selectFrom('blog_groups').selectAll().orderBy('sort_order').orderBy('code').execute(),
      db.selectFrom('banner_categories').selectAll().orderBy('sort_order').orderBy('id').execute(),
      db.selectFrom('faq_categories').selectAll().orderBy('sort_order').orderBy('id').execute(),
      db
        .selectFrom('blogs')
        .selectAll()
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),
      db
        .selectFrom('banners')
        .selectAll()
        .orderBy('placement')
        .orderBy('sort_order')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('faqs')
        .selectAll()
        .orderBy('category_id')
        .orderBy('sort_order')
        .orderBy('id')
        .execute(),
    ]);
    return { groups, bannerCategories, faqCategories, blogs, banners, faqs };
  }

  // ------------------------------------------------------------ blogs

  /** The row, locked for the rest of the transaction (PostgreSQL; PGlite runs one at a time). */
  async blogForUpdate(id: number, db: Executor = this.db): Promise<BlogRecord | undefined> {
    return db.selectFrom('blogs').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  async blogIdByCode(code: string, db: Executor = this.db): Promise<number | undefined> {
    const row = await db
      .selectFrom('blogs')
      .select('id')
      .where('code', '=', code)
      .executeTakeFirst();
    return row === undefined ? undefined : Number(row.id);
  }

  async insertBlog(values: Insertable<BlogsTable>, db: Executor = this.db): Promise<BlogRecord> {
    return db.insertInto('blogs').values(values).returningAll().executeTakeFirstOrThrow();
  }

  async updateBlog(
    id: number,
    values: Updateable<BlogsTable>,
    db: Executor = this.db,
  ): Promise<BlogRecord> {
    return db
      .updateTable('blogs')
      .set(values)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async deleteBlog(id: number, db: Executor = this.db): Promise<void> {
    await db.deleteFrom('blogs').where('id', '=', id).execute();
  }

  // ------------------------------------------------------------ banners

  async bannerForUpdate(id: number, db: Executor = this.db): Promise<BannerRecord | undefined> {
    return db.selectFrom('banners').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  async bannerIdByCode(code: string, db: Executor = this.db): Promise<number | undefined> {
    const row = await db
      .selectFrom('banners')
      .select('id')
      .where('code', '=', code)
      .executeTakeFirst();
    return row === undefined ? undefined : Number(row.id);
  }

  async insertBanner(
    values: Insertable<BannersTable>,
    db: Executor = this.db,
  ): Promise<BannerRecord> {
    return db.insertInto('banners').values(values).returningAll().executeTakeFirstOrThrow();
  }

  async updateBanner(
    id: number,
    values: Updateable<BannersTable>,
    db: Executor = this.db,
  ): Promise<BannerRecord> {
    return db
      .updateTable('banners')
      .set(values)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async deleteBanner(id: number, db: Executor = this.db): Promise<void> {
    await db.deleteFrom('banners').where('id', '=', id).execute();
  }

  // ------------------------------------------------------------ FAQ

  async faqForUpdate(id: number, db: Executor = this.db): Promise<FaqRecord | undefined> {
    return db.selectFrom('faqs').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  async insertFaq(values: Insertable<FaqsTable>, db: Executor = this.db): Promise<FaqRecord> {
    return db.insertInto('faqs').values(values).returningAll().executeTakeFirstOrThrow();
  }

  async updateFaq(
    id: number,
    values: Updateable<FaqsTable>,
    db: Executor = this.db,
  ): Promise<FaqRecord> {
    return db
      .updateTable('faqs')
      .set(values)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async deleteFaq(id: number, db: Executor = this.db): Promise<void> {
    await db.deleteFrom('faqs').where('id', '=', id).execute();
  }
}
