import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  filterParams,
  legRoute,
  routeParams,
  toggleArrayFilter,
  toggleQuickFilter,
} from './search-params';

const bandung = { id: 1, type: 'city' as const, text: 'Bandung' };
const jakarta = { id: 2, type: 'city' as const, text: 'Jakarta' };

describe('search params', () => {
  it('sends array filters comma-joined, prices as numbers, sort and quick filters', () => {
    const params = filterParams(
      {
        operator: ['XTR', 'BRY'],
        jam: ['06-12', '18-24'],
        fasilitas: [],
        harga_min: 100000,
        harga_max: null,
      },
      'harga-termurah',
      'pagi,langsung',
    );
    expect(params).toEqual({
      operator: 'XTR,BRY',
      jam: '06-12,18-24',
      harga_min: 100000,
      sort: 'harga-termurah',
      quick_filter: 'pagi,langsung',
    });
  });

  it('the return leg runs from the destination back to the origin on the return date', () => {
    expect(legRoute('return', bandung, jakarta, '2999-01-10', '2999-01-12')).toEqual({
      origin: jakarta,
      destination: bandung,
      date: '2999-01-12',
    });
    expect(routeParams(legRoute('go', bandung, jakarta, '2999-01-10', ''))).toMatchObject({
      asal_id: 1,
      asal_tipe: 'city',
      tujuan_id: 2,
      tanggal_berangkat: '2999-01-10',
      show_connecting: 1,
    });
  });

  it('toggles array filters and quick filters on and off', () => {
    const once = toggleArrayFilter({}, 'operator', 'XTR');
    expect(once.operator).toEqual(['XTR']);
    expect(toggleArrayFilter(once, 'operator', 'XTR').operator).toEqual([]);
    expect(toggleQuickFilter('', 'pagi')).toBe('pagi');
    expect(toggleQuickFilter('pagi', 'langsung')).toBe('pagi,langsung');
    expect(toggleQuickFilter('pagi,langsung', 'pagi')).toBe('langsung');
    expect(activeFilterCount({ operator: ['XTR'], jam: ['06-12'], harga_max: 150000 })).toBe(3);
  });
});
