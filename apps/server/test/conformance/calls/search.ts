import { expect } from 'vitest';
import { retyped, setTo, type SpecCall } from '../spec-call.js';

/** Spec §7 "Search and points". Origins and destinations: Bandung is city 1, Jakarta city 2 (spec §3). */

const origin = { asal_id: 1, asal_tipe: 'city' };

export const searchCalls: SpecCall[] = [
  ...(['travel/search-point-asal', 'travel/search-point-asal-v2'] as const).map(
    (call): SpecCall => ({
      call,
      method: 'GET',
      specFields: call.endsWith('-v2') ? 'text, page, operator_kode' : 'text, page',
      access: 'basic',
      build: () => ({
        fields: { text: 'band', page: 1, ...(call.endsWith('-v2') ? { operator_kode: '' } : {}) },
      }),
      optional: call.endsWith('-v2') ? ['page', 'operator_kode'] : ['page'],
      variants: [setTo('text', '', "text ''"), retyped('page', 'string')],
      same: 'results',
      bad: setTo('page', '0', "page '0'"),
    }),
  ),
  ...(['travel/list-keberangkatan-operator', 'travel/list-keberangkatan-operator-v2'] as const).map(
    (call): SpecCall => ({
      call,
      method: 'GET',
      specFields: 'operator_kode',
      access: 'basic',
      build: () => ({ fields: { operator_kode: 'XTR' } }),
      same: 'results',
      bad: setTo('operator_kode', '', "operator_kode ''"),
    }),
  ),
  ...(['travel/search-point-tujuan', 'travel/search-point-tujuan-v2'] as const).map(
    (call): SpecCall => ({
      call,
      method: 'GET',
      specFields: 'text, asal_id, asal_tipe, operator_kode',
      access: 'basic',
      build: () => ({ fields: { text: 'jak', ...origin, operator_kode: '' } }),
      optional: ['operator_kode', 'text'],
      variants: [
        setTo('asal_id', '1', 'asal_id as "1"'),
        setTo('asal_tipe', 'CITY', "asal_tipe 'CITY'"),
      ],
      same: 'results',
      bad: setTo('asal_tipe', 'planet', "asal_tipe 'planet'"),
    }),
  ),
  ...(['travel/list-tujuan', 'travel/list-tujuan-v2'] as const).map((call): SpecCall => ({
    call,
    method: 'GET',
    specFields: 'asal_id, asal_tipe, operator_kode',
    access: 'basic',
    build: () => ({ fields: { ...origin, operator_kode: '' } }),
    optional: ['operator_kode'],
    variants: [setTo('asal_id', '1', 'asal_id as "1"')],
    check: (results) => expect(results).toBeTruthy(),
    same: 'results',
    bad: setTo('asal_id', 'bandung', "asal_id 'bandung'"),
  })),
  {
    call: 'travel/kota-populer',
    method: 'GET',
    specFields: '(none)',
    access: 'basic',
    build: () => ({ fields: {} }),
    same: 'results',
  },
];
