import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { SouvenirProductsTable } from '../../db/schema.js';

export type SouvenirProductRecord = Selectable<SouvenirProductsTable>;

/** The staff's writes of souvenir products (and what an editor needs to read for them). */
export class SouvenirsAdminRepository {
  constructor(private readonly db: Executor) {}

  async categories(db: Executor = this.db) {
    return db
      .selectFrom('souvenir_categories')
      .select(['id', 'name'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  async categoryExists(id: number, db: Executor = this.db): Promise<boolean> {
    const row = await db
      .selectFrom('souvenir_categories')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Every product, inactive ones too, in the catalogue's order. */
  async products(db: Executor = this.db): Promise<SouvenirProductRecord[]> {
    return db
      .selectFrom('souvenir_products')
      .selectAll()
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  /** The row locked for the change (two admins saving one product take turns). */
  async productForUpdate(id: number, db: Executor = this.db) {
    return db
      .selectFrom('souvenir_products')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  async insertProduct(values: Insertable<SouvenirProductsTable>, db: Executor = this.db) {
    return db
      .insertInto('souvenir_products')
      .values(values)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async updateProduct(
    id: number,
    values: Updateable<SouvenirProductsTable>,
    db: Executor = this.db,
  ) {
    return db
      .updateTable('souvenir_products')
      .set(values)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async deleteProduct(id: number, db: Executor = this.db): Promise<void> {
    await db.deleteFrom('souvenir_products').where('id', '=', id).execute();
  }
}
