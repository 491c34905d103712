import { describe, expect, it } from 'vitest';
import type { TripSegment } from '../trips/trip-segment.js';
import { applyFilters, groupOffers, type Offer, toOffer } from './schedule-offers.js';

function trip(
  operator: string,
  routeId: number,
  time: string,
  fare: number,
  minutes: number,
  extra: Partial<TripSegment> = {},
): TripSegment {
  const departureAt = new Date(`2026-11-22T${time}:00+07:00`);
  return {
    operator: { id: 1, code: operator, name: operator, logoUrl: null },
    schedule: {
      id: routeId * 100 + Number(time.slice(0, 2)),
      code: `${operator}-${time}`,
      routeId,
      routeName: `R${routeId}`,
    },
    jadwalCode: `${operator}-${time}`,
    tripDate: '2026-11-22',
    departureDate: '2026-11-22',
    departureTime: time,
    arrivalDate: '2026-11-22',
    arrivalTime: '23:59',
    departureAt,
    arrivalAt: new Date(departureAt.getTime() + minutes * 60_000),
    durationMinutes: minutes,
    fromStop: 0,
    toStop: 1,
    segmentIndexes: [0],
    origin: {
      id: 1,
      code: 'A',
      name: 'A',
      address: '',
      cityId: 1,
      cityName: 'A',
      timezone: 'Asia/Jakarta',
      latitude: null,
      longitude: null,
    },
    destination: {
      id: 2,
      code: 'B',
      name: 'B',
      address: '',
      cityId: 2,
      cityName: 'B',
      timezone: 'Asia/Jakarta',
      latitude: null,
      longitude: null,
    },
    farePerSeat: fare,
    facilities: ['ac', 'baggage'],
    layout: {
      id: 1,
      code: 'L',
      name: 'L',
      vehicleType: 'shuttle',
      seatClass: 'Reguler',
      rowCount: 1,
      colCount: 1,
      seatCount: 10,
      cells: [],
    },
    ...extra,
  };
}

const offers: Offer[] = [
  toOffer([trip('XTR', 1, '06:00', 120000, 180)]),
  toOffer([trip('XTR', 1, '19:00', 100000, 170)]),
  toOffer([trip('BRY', 2, '09:00', 100000, 150, { facilities: ['ac', 'wifi'] })]),
  toOffer([
    trip('CRB', 3, '05:00', 90000, 200),
    trip('JTN', 4, '09:30', 150000, 300, { facilities: ['ac'] }),
  ]),
];

describe('search offers', () => {
  it('sums connecting fares, spans the whole journey and keeps only shared facilities', () => {
    const connecting = offers[3]!;
    expect(connecting.price).toBe(240000);
    expect(connecting.durationMinutes).toBe(4.5 * 60 + 300);
    expect(connecting.facilities).toEqual(['ac']);
    expect(connecting.groupKey).toBe('CRB|3|0-1+JTN|4|0-1');
  });

  it('combines different filters with AND and the values of one filter with OR', () => {
    const codes = (list: Offer[]) => list.map((offer) => offer.legs[0]!.jadwalCode);
    expect(codes(applyFilters(offers, { operator: ['BRY', 'JTN'] }))).toEqual([
      'BRY-09:00',
      'CRB-05:00',
    ]);
    expect(codes(applyFilters(offers, { jam: ['00-06', '18-24'] }))).toEqual([
      'XTR-19:00',
      'CRB-05:00',
    ]);
    expect(codes(applyFilters(offers, { jam: ['06-12'], harga_max: 110000 }))).toEqual([
      'BRY-09:00',
    ]);
    expect(codes(applyFilters(offers, { fasilitas: ['ac', 'baggage'] }))).toEqual([
      'XTR-06:00',
      'XTR-19:00',
    ]);
    expect(codes(applyFilters(offers, { quick_filter: ['termurah'] }))).toEqual([
      'XTR-19:00',
      'BRY-09:00',
    ]);
    expect(codes(applyFilters(offers, { quick_filter: ['termurah', 'malam'] }))).toEqual([
      'XTR-19:00',
    ]);
    expect(codes(applyFilters(offers, { quick_filter: ['langsung', 'tercepat'] }))).toEqual([
      'BRY-09:00',
    ]);
  });

  it('groups by operator-route and orders groups by their best offer', () => {
    const byPrice = groupOffers(offers, 'harga-termurah');
    expect(byPrice.map((group) => group.key)).toEqual([
      'BRY|2|0-1',
      'XTR|1|0-1',
      'CRB|3|0-1+JTN|4|0-1',
    ]);
    expect(byPrice[1]!.offers.map((offer) => offer.price)).toEqual([100000, 120000]);
    const latest = groupOffers(offers, 'berangkat-akhir');
    expect(latest[0]!.key).toBe('XTR|1|0-1');
    expect(latest[0]!.offers[0]!.legs[0]!.departureTime).toBe('19:00');
  });
});
