import {
  type Banner,
  type BannerCategory,
  type BannerPopupResult,
  type BlogDetail,
  type BlogListResult,
  type BlogSummary,
  DONATION_COMMENTS_PER_PAGE,
  type DonationCommentsResult,
  type DonationSummary,
  FAQ_RECOMMENDED_MAX,
  type FaqCategoryGroup,
  type FaqDetail,
  type FaqItem,
  type VoucherEventResult,
} from '@lintas/domain/content-schemas';
import type { VoucherDetail } from '@lintas/domain/pricing-schemas';
import { AppError, isAppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { BannerRow, BlogRow, ContentRepository, FaqRow } from './content.repository.js';

/** The vouchers module as an event's voucher list needs it (detail-voucher's judgement). */
export interface ContentVouchersPort {
  detail(code: string, customerId: number | null): Promise<VoucherDetail>;
}

/** Other blogs of the group a blog page offers below the article. */
const RELATED_BLOGS = 3;
const RELATED_FAQS = 5;
const WORDS_PER_MINUTE = 200;

/**
 * The donation the site collects in bookings (spec §1: "donate" at checkout). One
 * campaign for now; its words are the product's, not an editor's.
 */
const DONATION_CAMPAIGN = {
  judul: 'Berbagi Lewat Perjalanan',
  deskripsi:
    'Setiap donasi yang Anda tambahkan saat memesan tiket kami salurkan untuk beasiswa ' +
    'anak-anak pengemudi dan kru bus antarkota. Terima kasih sudah ikut berbagi.',
} as const;

function minutesToRead(body: string): number {
  const words = body.split(/\s+/).filter((word) => word.length > 0).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

function toBlogSummary(row: BlogRow): BlogSummary {
  return {
    blog_id: row.id,
    kode: row.code,
    blog_group_kode: row.groupCode,
    grup_nama: row.groupName,
    judul: row.title,
    ringkasan: row.summary,
    gambar: row.imageUrl,
    penulis: row.author,
    tanggal_terbit: row.publishedAt.toISOString(),
    menit_baca: minutesToRead(row.body),
  };
}

function toBanner(row: BannerRow): Banner {
  return {
    banner_id: row.id,
    judul: row.title,
    subjudul: row.subtitle,
    gambar: row.imageUrl,
    tautan: row.linkUrl,
    kategori_id: row.categoryId,
    kategori_nama: row.categoryName,
    kode: row.code,
    berlaku_sampai: row.endsAt?.toISOString() ?? null,
  };
}

function toFaqItem(row: FaqRow): FaqItem {
  return {
    faq_id: row.id,
    kategori_id: row.categoryId,
    kategori_nama: row.categoryName,
    pertanyaan: row.question,
  };
}

/**
 * How a donor appears in public: the first name and the initial of the last word
 * ("budi santoso" -> "Budi S."), so a comment is personal without naming anybody fully.
 */
export function shortDonorName(fullName: string): string {
  const words = fullName
    .trim()
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
  const first = words[0];
  if (first === undefined) return 'Hamba Allah';
  const capitalised = first.charAt(0).toLocaleUpperCase('id') + first.slice(1).toLowerCase();
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const initial = last ? [...last].find((char) => /\p{L}/u.test(char)) : undefined;
  return initial ? `${capitalised} ${initial.toLocaleUpperCase('id')}.` : capitalised;
}

/** The public side of content: blogs, banners, FAQ and the donation page. */
export class ContentService {
  constructor(
    private readonly repository: ContentRepository,
    private readonly vouchers: ContentVouchersPort,
    private readonly clock: Clock,
  ) {}

  async blogs(query: {
    blog_group_kode?: string;
    page: number;
    per_page: number;
  }): Promise<BlogListResult> {
    const now = this.clock.now();
    const group = query.blog_group_kode;
    const [groups, total] = await Promise.all([
      this.repository.blogGroups(now),
      this.repository.countBlogs(group, now),
    ]);
    // A group with nothing showing yet is an empty page; a code that names no group is not.
    if (
      group !== undefined &&
      !groups.some((candidate) => candidate.code === group) &&
      !(await this.repository.blogGroupExists(group))
    )
      throw new AppError('NOT_FOUND', 'Grup blog tidak ditemukan.');
    const rows = await this.repository.listBlogs(
      group,
      now,
      query.per_page,
      (query.page - 1) * query.per_page,
    );
    return {
      blog_group_kode: group ?? null,
      grup: groups.map((row) => ({ blog_group_kode: row.code, nama: row.name, jumlah: row.count })),
      page: query.page,
      total_page: Math.max(1, Math.ceil(total / query.per_page)),
      total_data: total,
      list: rows.map(toBlogSummary),
    };
  }

  async blog(code: string): Promise<BlogDetail> {
    const now = this.clock.now();
    const row = await this.repository.blogByCode(code, now);
    if (!row) throw new AppError('NOT_FOUND', 'Artikel tidak ditemukan.');
    const related = await this.repository.listBlogs(row.groupCode, now, RELATED_BLOGS, 0, row.id);
    return { ...toBlogSummary(row), isi: row.body, terkait: related.map(toBlogSummary) };
  }

  async banners(categoryId?: number): Promise<Banner[]> {
    const rows = await this.repository.showingBanners('carousel', this.clock.now(), categoryId);
    return rows.map(toBanner);
  }

  async bannerCategories(): Promise<BannerCategory[]> {
    const rows = await this.repository.bannerCategories(this.clock.now());
    return rows.map((row) => ({ kategori_id: row.id, nama: row.name, jumlah: row.count }));
  }

  async events(): Promise<Banner[]> {
    const rows = await this.repository.showingBanners('event', this.clock.now());
    return rows.map(toBanner);
  }

  /**
   * An event and its vouchers, each judged as detail-voucher judges it (for this customer
   * when signed in). A voucher code the vouchers module no longer knows is left out.
   */
  async eventVouchers(code: string, customerId: number | null): Promise<VoucherEventResult> {
    const event = await this.repository.showingBannerByCode('event', code, this.clock.now());
    if (!event) throw new AppError('NOT_FOUND', 'Event tidak ditemukan atau sudah berakhir.');
    const list: VoucherDetail[] = [];
    for (const voucherCode of event.voucherCodes) {
      try {
        list.push(await this.vouchers.detail(voucherCode, customerId));
      } catch (error) {
        if (isAppError(error) && error.code === 'VOUCHER_NOT_FOUND') continue;
        throw error;
      }
    }
    return { event: toBanner(event), list };
  }

  /**
   * The popup for a visitor: the campaign's own popup when they came with its ads code,
   * otherwise the one shown to everybody (or none). Showing it once per visitor is the
   * client's part (it remembers the ads_kode it showed).
   */
  async popup(adsCode?: string): Promise<BannerPopupResult> {
    const now = this.clock.now();
    const own =
      adsCode === undefined
        ? undefined
        : await this.repository.showingBannerByCode('popup', adsCode, now);
    const popup = own ?? (await this.repository.popupForEveryone(now));
    return { popup: popup ? toBanner(popup) : null };
  }

  async faqs(filter: { cari?: string; kategori_id?: number }): Promise<FaqCategoryGroup[]> {
    const rows = await this.repository.listFaqs({
      words: filter.cari,
      categoryId: filter.kategori_id,
    });
    const groups: FaqCategoryGroup[] = [];
    for (const row of rows) {
      let group = groups[groups.length - 1];
      if (group?.kategori_id !== row.categoryId) {
        group = { kategori_id: row.categoryId, nama: row.categoryName, list: [] };
        groups.push(group);
      }
      group.list.push(toFaqItem(row));
    }
    return groups;
  }

  async recommendedFaqs(): Promise<FaqItem[]> {
    const rows = await this.repository.recommendedFaqs(FAQ_RECOMMENDED_MAX);
    return rows.map(toFaqItem);
  }

  async faq(id: number): Promise<FaqDetail> {
    const row = await this.repository.faqById(id);
    if (!row) throw new AppError('NOT_FOUND', 'Pertanyaan tidak ditemukan.');
    const related = await this.repository.listFaqs({
      categoryId: row.categoryId,
      excludeId: row.id,
    });
    return {
      ...toFaqItem(row),
      jawaban: row.answer,
      terkait: related.slice(0, RELATED_FAQS).map(toFaqItem),
    };
  }

  async donationSummary(): Promise<DonationSummary> {
    const totals = await this.repository.donationTotals();
    return {
      ...DONATION_CAMPAIGN,
      total_donasi: totals.total,
      jumlah_donasi: totals.donations,
      jumlah_donatur: totals.donors,
    };
  }

  async donationComments(page: number): Promise<DonationCommentsResult> {
    const total = await this.repository.countDonationComments();
    const rows = await this.repository.listDonationComments(
      DONATION_COMMENTS_PER_PAGE,
      (page - 1) * DONATION_COMMENTS_PER_PAGE,
    );
    return {
      page,
      total_page: Math.max(1, Math.ceil(total / DONATION_COMMENTS_PER_PAGE)),
      total_data: total,
      list: rows.map((row) => ({
        nama: shortDonorName(row.name),
        komentar: row.comment.trim(),
        tanggal: row.paidAt.toISOString(),
      })),
    };
  }
}
