import { expect } from 'vitest';
import type { ConformanceWorld } from '../conformance-world.js';
import { retyped, setTo, type SpecCall } from '../spec-call.js';

/** Spec §7 "Content". */

async function firstBlogCode(world: ConformanceWorld): Promise<string> {
  const blogs = await world.results<{ list: Array<{ kode: string }> }>({
    method: 'GET',
    path: 'travel/list-blog-home-v2',
    params: {},
  });
  const kode = blogs.list[0]?.kode;
  if (!kode) throw new Error('the demo data has no blog');
  return kode;
}

async function firstEventCode(world: ConformanceWorld): Promise<string> {
  const events = await world.results<Array<{ kode: string | null }>>({
    method: 'GET',
    path: 'travel/list-banner-event',
  });
  const kode = events.find((event) => event.kode)?.kode;
  if (!kode) throw new Error('the demo data has no event banner');
  return kode;
}

const isList = (results: unknown) => expect(Array.isArray(results)).toBe(true);

export const contentCalls: SpecCall[] = [
  {
    call: 'travel/list-blog-home-v2',
    method: 'GET',
    specFields: 'blog_group_kode',
    access: 'basic',
    build: () => ({ fields: { blog_group_kode: '' } }),
    optional: ['blog_group_kode'],
    variants: [
      {
        name: 'a blog_group_kode of the demo data',
        build: async (world) => {
          const all = await world.results<{ list: Array<{ blog_group_kode: string }> }>({
            method: 'GET',
            path: 'travel/list-blog-home-v2',
          });
          return { fields: { blog_group_kode: all.list[0]?.blog_group_kode ?? '' } };
        },
      },
    ],
    check: (results) => expect((results as { list: unknown[] }).list.length).toBeGreaterThan(0),
    same: 'results',
    bad: setTo('blog_group_kode', '<script>', "blog_group_kode '<script>'"),
  },
  {
    call: 'travel/detail-blog',
    method: 'GET',
    specFields: 'kode',
    access: 'basic',
    build: async (world) => ({ fields: { kode: await firstBlogCode(world) } }),
    check: (results) =>
      expect(results).toEqual(expect.objectContaining({ kode: expect.any(String) })),
    same: 'results',
    bad: setTo('kode', '', "kode ''"),
  },
  {
    call: 'travel/list-banner-event',
    method: 'GET',
    specFields: '(none)',
    access: 'basic',
    build: () => ({ fields: {} }),
    check: isList,
    same: 'results',
  },
  {
    call: 'travel/list-voucher-event',
    method: 'GET',
    specFields: 'kode',
    access: 'basic',
    build: async (world) => ({ fields: { kode: await firstEventCode(world) } }),
    same: 'results',
    bad: setTo('kode', '', "kode ''"),
  },
  {
    call: 'travel/list-banner',
    method: 'GET',
    specFields: 'kategori_id (optional)',
    access: 'basic',
    build: () => ({ fields: { kategori_id: '' } }),
    optional: ['kategori_id'],
    variants: [
      setTo('kategori_id', '1', 'kategori_id as "1"'),
      setTo('kategori_id', 1, 'kategori_id as 1'),
    ],
    check: isList,
    same: 'results',
    bad: setTo('kategori_id', 'satu', "kategori_id 'satu'"),
  },
  {
    call: 'travel/list-banner-kategori',
    method: 'GET',
    specFields: '(none)',
    access: 'basic',
    build: () => ({ fields: {} }),
    check: isList,
    same: 'results',
  },
  {
    call: 'travel/banner-popup',
    method: 'GET',
    specFields: 'ads_kode (optional)',
    access: 'basic',
    build: () => ({ fields: { ads_kode: '' } }),
    optional: ['ads_kode'],
    variants: [setTo('ads_kode', 'promo-akhir-tahun')],
    same: 'results',
  },
  {
    call: 'travel/rekomendasi-faq',
    method: 'GET',
    specFields: '(none)',
    access: 'basic',
    build: () => ({ fields: {} }),
    check: isList,
    same: 'results',
  },
  {
    call: 'travel/list-faq',
    method: 'GET',
    specFields: '(none)',
    access: 'basic',
    build: () => ({ fields: {} }),
    optional: ['cari', 'kategori_id'],
    check: isList,
    same: 'results',
  },
  {
    call: 'travel/referral',
    method: 'GET',
    specFields: '(none)',
    access: 'customer',
    build: () => ({ fields: {} }),
    check: (results) =>
      expect(results).toEqual(expect.objectContaining({ kode: expect.any(String) })),
    same: 'results',
    difference:
      'A referral code belongs to an account: with a signed-in customer’s bearer token only (401 SESSION_EXPIRED otherwise); §6 does not list it either way.',
  },
  {
    call: 'donasi/summary',
    method: 'GET',
    specFields: '(none)',
    access: 'basic',
    build: () => ({ fields: {} }),
    same: 'results',
  },
  {
    call: 'donasi/list-komentar',
    method: 'GET',
    specFields: '(none)',
    access: 'basic',
    build: () => ({ fields: { page: 1 } }),
    optional: ['page'],
    variants: [retyped('page', 'string')],
    same: 'results',
    bad: setTo('page', 'dua', "page 'dua'"),
  },
  {
    call: 'travel/list-operator',
    method: 'GET',
    specFields: '(none)',
    access: 'basic',
    build: () => ({ fields: {} }),
    same: 'results',
  },
  {
    call: 'travel/list-path',
    method: 'GET',
    specFields: '(none)',
    access: 'basic',
    build: () => ({ fields: {} }),
    same: 'results',
  },
];
