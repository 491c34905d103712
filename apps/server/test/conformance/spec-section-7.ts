import { authenticationCalls } from './calls/authentication.js';
import { contentCalls } from './calls/content.js';
import { flashSaleCalls } from './calls/flash-sale.js';
import { reservationCalls } from './calls/reservations.js';
import { reviewPointSouvenirFeedbackCalls } from './calls/reviews-points-souvenirs-feedback.js';
import { scheduleCalls } from './calls/schedules.js';
import { searchCalls } from './calls/search.js';
import { voucherPricingCalls } from './calls/vouchers-pricing.js';
import type { SpecCall } from './spec-call.js';

/**
 * Spec §7's calls, copied by hand from the specification's headings and lists (with
 * `{product}` as `travel`), beside the catalogue that tries each. The coverage test holds
 * the two together: a call the spec names and no catalogue tries, or one tried twice or
 * under a name the spec does not have, fails it.
 */
export interface SpecGroup {
  /** Spec §7's heading. */
  title: string;
  /** The calls that heading lists, in its order. */
  named: string[];
  /** What the suite sends for them. */
  calls: SpecCall[];
}

const travel = (names: string[]) => names.map((name) => `travel/${name}`);

export const SPEC_SECTION_7: SpecGroup[] = [
  {
    title: 'Authentication',
    named: travel([
      'request-customer-login-alternative',
      'customer-login',
      'customer-revoke-token',
      'customer-profil',
      'customer-update-data',
    ]),
    calls: authenticationCalls,
  },
  {
    title: 'Content',
    named: [
      ...travel([
        'list-blog-home-v2',
        'detail-blog',
        'list-banner-event',
        'list-voucher-event',
        'list-banner',
        'list-banner-kategori',
        'banner-popup',
        'rekomendasi-faq',
        'list-faq',
        'referral',
      ]),
      'donasi/summary',
      'donasi/list-komentar',
      ...travel(['list-operator', 'list-path']),
    ],
    calls: contentCalls,
  },
  {
    title: 'Flash sale',
    named: [
      'beranda',
      'list-sesi',
      'list-transaksi',
      'list-card',
      'detail-card',
      'soal-card',
      'cek-soal-card',
      'list-jenis-pembayaran',
      'detail-transaksi',
      'transaksi',
    ].map((name) => `flashsale/${name}`),
    calls: flashSaleCalls,
  },
  {
    title: 'Search and points',
    named: travel([
      'search-point-asal',
      'search-point-asal-v2',
      'list-keberangkatan-operator',
      'list-keberangkatan-operator-v2',
      'search-point-tujuan',
      'search-point-tujuan-v2',
      'list-tujuan',
      'list-tujuan-v2',
      'kota-populer',
    ]),
    calls: searchCalls,
  },
  {
    title: 'Schedules and seats',
    named: travel([
      'search-jadwal',
      'list-highlight-operator',
      'list-tanggal-jadwal',
      'list-filter-search-jadwal',
      'list-tanggal-jadwal-available',
      'list-jadwal',
      'kursi',
      'detail-jadwal',
      'operator-snk',
      'check-jadwal',
    ]),
    calls: scheduleCalls,
  },
  {
    title: 'Vouchers and pricing',
    named: travel([
      'detail-voucher',
      'list-voucher',
      'validasi-voucher',
      'list-jenis-pembayaran',
      'cek-harga',
    ]),
    calls: voucherPricingCalls,
  },
  {
    title: 'Reservations',
    named: travel([
      'reservasi',
      'list-reservasi',
      'list-riwayat-reservasi',
      'detail-reservasi',
      'web-detail-reservasi',
      'check-pembayaran',
      'ganti-pembayaran',
      'batal-reservasi',
    ]),
    calls: reservationCalls,
  },
  {
    title: 'Reviews, points, souvenirs, feedback',
    named: travel([
      'list-review-rating',
      'review-tags',
      'reservasi-review-rate',
      'customer-history-point',
      'customer-point',
      'message-souvenir',
      'banner-oleh-oleh',
      'list-produk-oleh-oleh',
      'detail-produk-oleh-oleh',
      'rekomendasi-produk-oleh-oleh',
      'format-pesan-oleh-oleh',
      'feedback-riwayat',
      'feedback-detail',
      'feedback-kategori',
    ]),
    calls: reviewPointSouvenirFeedbackCalls,
  },
];
