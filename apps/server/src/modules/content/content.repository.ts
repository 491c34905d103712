import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { literal } from '../../db/literal.js';
import type { BannersTable, DB } from '../../db/schema.js';

export type BannerPlacement = BannersTable['placement'];

export interface BlogRow {
  id: number;
  code: string;
  groupCode: string;
  groupName: string;
  title: string;
  summary: string;
  body: string;
  imageUrl: string;
  author: string;
  publishedAt: Date;
}

export interface BannerRow {
  id: number;
  placement: BannerPlacement;
  categoryId: number | null;
  categoryName: string | null;
  code: string | null;
  title: string;
  subtitle: string;
  imageUrl: string;
  linkUrl: string | null;
  voucherCodes: string[];
  endsAt: Date | null;
}

export interface FaqRow {
  id: number;
  categoryId: number;
  categoryName: string;
  question: string;
  answer: string;
}

export interface DonationCommentRow {
  name: string;
  comment: string;
  paidAt: Date;
}

/** Escapes LIKE's wildcards (backslash is PostgreSQL's default escape) so words match literally. */
function likePattern(words: string): string {
  return `%${words.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * A banner shows when it is active and `now` lies inside its optional window. The partial
 * indexes' predicates (is_active, is_published, the donations' status and amount) are
 * literals in this file so prepared statements' generic plans can use them (decision 0033).
 */
function bannerShowing(now: Date) {
  return (eb: ExpressionBuilder<DB, 'banners'>): Expression<SqlBool> =>
    eb.and([
      eb('banners.is_active', '=', literal(true)),
      eb.or([eb('banners.starts_at', 'is', null), eb('banners.starts_at', '<=', now)]),
      eb.or([eb('banners.ends_at', 'is', null), eb('banners.ends_at', '>', now)]),
    ]);
}

/** A blog shows once published and its publication time has come. */
function blogShowing(now: Date) {
  return (eb: ExpressionBuilder<DB, 'blogs'>): Expression<SqlBool> =>
    eb.and([eb('blogs.is_published', '=', literal(true)), eb('blogs.published_at', '<=', now)]);
}

/**
 * Queries of the content tables (blog_groups, blogs, banner_categories, banners,
 * faq_categories, faqs), and the donation page's read of paid bookings.
 */
export class ContentRepository {
  constructor(private readonly db: Executor) {}

  // ------------------------------------------------------------ blogs

  /** Groups with their count of showing blogs; groups without one are left out. */
  async blogGroups(now: Date, db: Executor = this.db) {
    const rows = await db
      .selectFrom('blog_groups')
      .innerJoin('blogs', 'blogs.group_code', 'blog_groups.code')
      .where(blogShowing(now))
      .select((eb) => [
        'blog_groups.code',
        'blog_groups.name',
        eb.fn.countAll<string | number>().as('count'),
      ])
      .groupBy(['blog_groups.code', 'blog_groups.name', 'blog_groups.sort_order'])
      .orderBy('blog_groups.sort_order')
      .orderBy('blog_groups.code')
      .execute();
    return rows.map((row) => ({ code: row.code, name: row.name, count: Number(row.count) }));
  }

  async blogGroupExists(code: string, db: Executor = this.db): Promise<boolean> {
    const row = await db
      .selectFrom('blog_groups')
      .select('code')
      .where('code', '=', code)
      .executeTakeFirst();
    return row !== undefined;
  }

  private blogs(db: Executor, now: Date) {
    return db
      .selectFrom('blogs')
      .innerJoin('blog_groups', 'blog_groups.code', 'blogs.group_code')
      .where(blogShowing(now))
      .select([
        'blogs.id',
        'blogs.code',
        'blogs.group_code as groupCode',
        'blog_groups.name as groupName',
        'blogs.title',
        'blogs.summary',
        'blogs.body',
        'blogs.image_url as imageUrl',
        'blogs.author',
        'blogs.published_at as publishedAt',
      ]);
  }

  async countBlogs(groupCode: string | undefined, now: Date, db: Executor = this.db) {
    let query = db
      .selectFrom('blogs')
      .where(blogShowing(now))
      .select((eb) => eb.fn.countAll<string | number>().as('count'));
    if (groupCode !== undefined) query = query.where('blogs.group_code', '=', groupCode);
    const row = await query.executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Newest first; the id breaks ties so pages never repeat or skip a blog. */
  async listBlogs(
    groupCode: string | undefined,
    now: Date,
    limit: number,
    offset: number,
    excludeId?: number,
    db: Executor = this.db,
  ): Promise<BlogRow[]> {
    let query = this.blogs(db, now);
    if (groupCode !== undefined) query = query.where('blogs.group_code', '=', groupCode);
    if (excludeId !== undefined) query = query.where('blogs.id', '!=', excludeId);
    const rows = await query
      .orderBy('blogs.published_at', 'desc')
      .orderBy('blogs.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  }

  async blogByCode(code: string, now: Date, db: Executor = this.db): Promise<BlogRow | undefined> {
    const row = await this.blogs(db, now).where('blogs.code', '=', code).executeTakeFirst();
    return row && { ...row, id: Number(row.id) };
  }

  // ------------------------------------------------------------ banners

  private banners(db: Executor, now: Date) {
    return db
      .selectFrom('banners')
      .leftJoin('banner_categories', 'banner_categories.id', 'banners.category_id')
      .where(bannerShowing(now))
      .select([
        'banners.id',
        'banners.placement',
        'banners.category_id as categoryId',
        'banner_categories.name as categoryName',
        'banners.code',
        'banners.title',
        'banners.subtitle',
        'banners.image_url as imageUrl',
        'banners.link_url as linkUrl',
        'banners.voucher_codes as voucherCodes',
        'banners.ends_at as endsAt',
      ])
      .orderBy('banners.sort_order')
      .orderBy('banners.id');
  }

  async showingBanners(
    placement: BannerPlacement,
    now: Date,
    categoryId?: number,
    db: Executor = this.db,
  ): Promise<BannerRow[]> {
    let query = this.banners(db, now).where('banners.placement', '=', placement);
    if (categoryId !== undefined) query = query.where('banners.category_id', '=', categoryId);
    const rows = await query.execute();
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  }

  async showingBannerByCode(
    placement: 'event' | 'popup',
    code: string,
    now: Date,
    db: Executor = this.db,
  ): Promise<BannerRow | undefined> {
    const row = await this.banners(db, now)
      .where('banners.placement', '=', placement)
      .where('banners.code', '=', code)
      .executeTakeFirst();
    return row && { ...row, id: Number(row.id) };
  }

  /** The popup every visitor sees: the latest-ordered showing one marked for everybody. */
  async popupForEveryone(now: Date, db: Executor = this.db): Promise<BannerRow | undefined> {
    const row = await this.banners(db, now)
      .where('banners.placement', '=', 'popup')
      .where('banners.shown_to_all', '=', true)
      .executeTakeFirst();
    return row && { ...row, id: Number(row.id) };
  }

  /** Categories with carousel banners showing now, with their count. */
  async bannerCategories(now: Date, db: Executor = this.db) {
    const rows = await db
      .selectFrom('banner_categories')
      .innerJoin('banners', 'banners.category_id', 'banner_categories.id')
      .where('banners.placement', '=', 'carousel')
      .where(bannerShowing(now))
      .select((eb) => [
        'banner_categories.id',
        'banner_categories.name',
        eb.fn.countAll<string | number>().as('count'),
      ])
      .groupBy(['banner_categories.id', 'banner_categories.name', 'banner_categories.sort_order'])
      .orderBy('banner_categories.sort_order')
      .orderBy('banner_categories.id')
      .execute();
    return rows.map((row) => ({ id: row.id, name: row.name, count: Number(row.count) }));
  }

  // ------------------------------------------------------------ FAQ

  private faqs(db: Executor) {
    return db
      .selectFrom('faqs')
      .innerJoin('faq_categories', 'faq_categories.id', 'faqs.category_id')
      .where('faqs.is_published', '=', literal(true))
      .select([
        'faqs.id',
        'faqs.category_id as categoryId',
        'faq_categories.name as categoryName',
        'faqs.question',
        'faqs.answer',
      ]);
  }

  /** Published questions in category order, then their own order. */
  async listFaqs(
    filter: { words?: string; categoryId?: number; excludeId?: number },
    db: Executor = this.db,
  ): Promise<FaqRow[]> {
    let query = this.faqs(db);
    if (filter.categoryId !== undefined)
      query = query.where('faqs.category_id', '=', filter.categoryId);
    if (filter.excludeId !== undefined) query = query.where('faqs.id', '!=', filter.excludeId);
    if (filter.words !== undefined && filter.words !== '') {
      const pattern = likePattern(filter.words);
      query = query.where((eb) =>
        eb.or([eb('faqs.question', 'ilike', pattern), eb('faqs.answer', 'ilike', pattern)]),
      );
    }
    const rows = await query
      .orderBy('faq_categories.sort_order')
      .orderBy('faq_categories.id')
      .orderBy('faqs.sort_order')
      .orderBy('faqs.id')
      .execute();
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  }

  async recommendedFaqs(limit: number, db: Executor = this.db): Promise<FaqRow[]> {
    const rows = await this.faqs(db)
      .where('faqs.is_recommended', '=', true)
      .orderBy('faq_categories.sort_order')
      .orderBy('faqs.sort_order')
      .orderBy('faqs.id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  }

  async faqById(id: number, db: Executor = this.db): Promise<FaqRow | undefined> {
    const row = await this.faqs(db).where('faqs.id', '=', id).executeTakeFirst();
    return row && { ...row, id: Number(row.id) };
  }

  // ------------------------------------------------------------ donations (reads bookings)

  /**
   * Donations of paid bookings only: a pending hold may never be paid, and an expired
   * or cancelled one was not (a late payment flagged for refund is 'expired' too).
   */
  async donationTotals(db: Executor = this.db) {
    const row = await this.paidDonations(db)
      .select([
        sql<string | number>`coalesce(sum(donation), 0)`.as('total'),
        sql<string | number>`count(*)`.as('donations'),
        sql<string | number>`count(DISTINCT coalesce(booker_email_key, lower(booker_email)))`.as(
          'donors',
        ),
      ])
      .executeTakeFirstOrThrow();
    return {
      total: Number(row.total),
      donations: Number(row.donations),
      donors: Number(row.donors),
    };
  }

  /** Paid bookings with a donation: the partial index reservations_donation_idx's rows. */
  private paidDonations(db: Executor) {
    return db
      .selectFrom('reservations')
      .where('status', '=', literal('paid'))
      .where('donation', '>', literal(0));
  }

  private donationComments(db: Executor) {
    return this.paidDonations(db)
      .where('donation_comment', 'is not', null)
      .where(sql<SqlBool>`btrim(donation_comment) <> ''`);
  }

  async countDonationComments(db: Executor = this.db): Promise<number> {
    const row = await this.donationComments(db)
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Newest payment first; the id breaks ties so pages never repeat or skip one. */
  async listDonationComments(
    limit: number,
    offset: number,
    db: Executor = this.db,
  ): Promise<DonationCommentRow[]> {
    const rows = await this.donationComments(db)
      .select(['booker_name as name', 'donation_comment as comment', 'paid_at as paidAt'])
      .orderBy('paid_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((row) => ({
      name: row.name,
      comment: row.comment ?? '',
      // Paid rows always carry paid_at; created_at-less fallback keeps the type honest.
      paidAt: row.paidAt ?? new Date(0),
    }));
  }
}
