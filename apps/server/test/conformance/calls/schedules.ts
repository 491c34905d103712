import { expect } from 'vitest';
import { TOMORROW, DAY_AFTER } from '../conformance-world.js';
import { flagVariants, setTo, type SpecCall, type Variant } from '../spec-call.js';

/** Spec §7 "Schedules and seats": Bandung (city 1) → Jakarta (city 2), tomorrow. */

const route = { asal_id: 1, asal_tipe: 'city', tujuan_id: 2, tujuan_tipe: 'city' };

/** The filters as the spec's client sends them when none is chosen (spec §3: comma-joined strings). */
const noFilters = {
  operator: '',
  jam: '',
  fasilitas: '',
  kelas: '',
  harga_min: '',
  harga_max: '',
  sort: '',
  quick_filter: '',
};
const filterNames = Object.keys(noFilters);

const commaJoined: Variant[] = [
  setTo('operator', 'CTY,XTR', "operator 'CTY,XTR' (comma-joined)"),
  setTo('jam', '06-12,12-18', "jam '06-12,12-18' (comma-joined)"),
  setTo('harga_min', 50000, 'harga_min as a number'),
];

const bandungJakarta = (extra: Record<string, unknown> = {}) => ({
  fields: { ...route, tanggal_berangkat: TOMORROW, ...extra },
});

export const scheduleCalls: SpecCall[] = [
  {
    call: 'travel/search-jadwal',
    method: 'GET',
    specFields:
      'asal_id, asal_tipe, tujuan_id, tujuan_tipe, tanggal_berangkat, group_by, flag_pp, show_connecting, pulang_jurusan_id, page, pulang_operator_kode, filters',
    access: 'basic',
    build: () =>
      bandungJakarta({
        group_by: 'operator-jurusan',
        flag_pp: 0,
        show_connecting: 1,
        pulang_jurusan_id: '',
        page: 1,
        pulang_operator_kode: '',
        ...noFilters,
      }),
    optional: [
      'pulang_jurusan_id',
      'pulang_operator_kode',
      'page',
      'flag_pp',
      'show_connecting',
      ...filterNames,
    ],
    variants: [
      ...flagVariants('flag_pp', false),
      ...flagVariants('show_connecting', true),
      ...commaJoined,
      setTo('asal_id', '1', 'asal_id as "1"'),
      {
        name: 'flag_pp 1 with the return date (round trip)',
        apply: (fields) => ({ ...fields, flag_pp: 1, tanggal_berangkat_pulang: DAY_AFTER }),
      },
    ],
    check: (results) => expect((results as { list: unknown[] }).list.length).toBeGreaterThan(0),
    same: 'results',
    bad: setTo('tanggal_berangkat', '2026-13-01', "tanggal_berangkat '2026-13-01'"),
  },
  {
    call: 'travel/list-highlight-operator',
    method: 'GET',
    specFields: 'asal_id, asal_tipe, tujuan_id, tujuan_tipe, tanggal_berangkat, filters',
    access: 'basic',
    build: () => bandungJakarta({ show_connecting: 1, ...noFilters }),
    optional: ['show_connecting', ...filterNames],
    variants: commaJoined,
    same: 'results',
    bad: setTo('tujuan_id', 'x', "tujuan_id 'x'"),
  },
  ...(
    [
      ['travel/list-tanggal-jadwal', ['tanggal_berangkat', 'show_connecting', 'jumlah_hari']],
      ['travel/list-filter-search-jadwal', ['show_connecting', ...filterNames]],
      ['travel/list-tanggal-jadwal-available', ['show_connecting', 'jumlah_hari']],
    ] as const
  ).map(([call, optional]): SpecCall => ({
    call,
    method: 'GET',
    specFields: '(not listed; the search’s route and date)',
    access: 'basic',
    build: () =>
      bandungJakarta({ show_connecting: 1, ...(call.includes('filter') ? noFilters : {}) }),
    optional: [...optional],
    same: 'results',
    bad: setTo('asal_tipe', 'planet', "asal_tipe 'planet'"),
  })),
  {
    call: 'travel/list-jadwal',
    method: 'GET',
    specFields: 'operator_kode, jurusan_id, tanggal_berangkat, show_connecting',
    access: 'basic',
    build: async (world) => {
      const seat = await world.freeSeat();
      return {
        fields: {
          operator_kode: seat.operator_kode,
          jurusan_id: seat.jurusan_id,
          tanggal_berangkat: seat.tanggal_berangkat,
          show_connecting: 0,
        },
      };
    },
    optional: ['show_connecting'],
    variants: [
      ...flagVariants('show_connecting', false),
      setTo('jurusan_id', 'CTY-01', "jurusan_id 'CTY-01'"),
    ].filter((variant) => !variant.name.startsWith('jurusan_id')),
    check: (results) => expect((results as { list: unknown[] }).list.length).toBeGreaterThan(0),
    same: 'results',
    bad: setTo('jurusan_id', '0', "jurusan_id '0'"),
  },
  {
    call: 'travel/kursi',
    method: 'GET',
    specFields:
      'operator_kode, jadwal_kode, tanggal_berangkat, tanggal_berangkat_utama, jadwal_kode_connecting',
    access: 'basic',
    build: async (world) => {
      const seat = await world.freeSeat();
      return {
        fields: {
          operator_kode: seat.operator_kode,
          jadwal_kode: seat.jadwal_kode,
          tanggal_berangkat: seat.tanggal_berangkat,
          tanggal_berangkat_utama: seat.tanggal_berangkat,
          jadwal_kode_connecting: '',
        },
      };
    },
    optional: ['tanggal_berangkat_utama', 'jadwal_kode_connecting'],
    check: (results) => expect((results as { kursi: unknown[] }).kursi.length).toBeGreaterThan(0),
    same: 'status',
    bad: setTo('jadwal_kode', 'TIDAK-ADA', 'a jadwal_kode that does not exist'),
  },
  {
    call: 'travel/detail-jadwal',
    method: 'GET',
    specFields: '(not listed; the trip’s operator_kode, jadwal_kode, tanggal_berangkat)',
    access: 'basic',
    build: async (world) => {
      const seat = await world.freeSeat();
      return {
        fields: {
          operator_kode: seat.operator_kode,
          jadwal_kode: seat.jadwal_kode,
          tanggal_berangkat: seat.tanggal_berangkat,
        },
      };
    },
    same: 'status',
    bad: setTo('tanggal_berangkat', '', "tanggal_berangkat ''"),
  },
  {
    call: 'travel/operator-snk',
    method: 'GET',
    specFields: 'operator_kode',
    access: 'basic',
    build: () => ({ fields: { operator_kode: 'XTR' } }),
    same: 'results',
    difference:
      "Adds list_kebijakan: the operator's cancellation and reschedule policy in sentences.",
    bad: setTo('operator_kode', '', "operator_kode ''"),
  },
  {
    call: 'travel/check-jadwal',
    method: 'GET',
    specFields: 'operator_kode, kode, jam, tanggal, return equivalents, flag_pp',
    access: 'basic',
    build: async (world) => {
      const seat = await world.freeSeat();
      return {
        fields: {
          operator_kode: seat.operator_kode,
          kode: seat.jadwal_kode,
          jam: '',
          tanggal: seat.tanggal_berangkat,
          operator_kode_pulang: '',
          kode_pulang: '',
          jam_pulang: '',
          tanggal_pulang: '',
          flag_pp: 0,
        },
      };
    },
    optional: [
      'jam',
      'operator_kode_pulang',
      'kode_pulang',
      'jam_pulang',
      'tanggal_pulang',
      'flag_pp',
    ],
    variants: flagVariants('flag_pp', false),
    same: 'status',
    bad: setTo('tanggal', 'besok', "tanggal 'besok'"),
  },
];
