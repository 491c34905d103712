import {
  FACILITY_LABELS,
  type ScheduleGroup,
  type ScheduleItem,
  type ScheduleLeg,
} from '@lintas/domain/schedule-schemas';
import { seatKey } from '../trips/trip.service.js';
import type { TripPoint, TripSegment } from '../trips/trip-segment.js';
import { zoneLabel } from '../../lib/zoned-time.js';
import { type Offer, type OfferGroup, offerSeats } from './schedule-offers.js';

/** Maps trips and offers to the wire shapes of spec §7 (Indonesian field names). */

// Search answers show the same few points and facility sets hundreds of times; their views
// are built once per point object (catalogue rows are shared, see catalogue-cache.ts) and
// per facility list. The views are read-only: the serializer copies them.
const pointViews = new WeakMap<TripPoint, ReturnType<typeof buildPointView>>();
const facilityViews = new Map<string, Array<{ kode: string; nama: string }>>();

export function pointView(point: TripPoint) {
  let view = pointViews.get(point);
  if (!view) {
    view = buildPointView(point);
    pointViews.set(point, view);
  }
  return view;
}

function buildPointView(point: TripPoint) {
  return {
    cabang_id: point.id,
    cabang_kode: point.code,
    cabang_nama: point.name,
    kota_id: point.cityId,
    kota_nama: point.cityName,
    alamat: point.address,
    lat: point.latitude,
    lng: point.longitude,
  };
}

export function facilityView(codes: string[]) {
  const key = codes.join(',');
  let view = facilityViews.get(key);
  if (!view) {
    view = codes.map((code) => ({ kode: code, nama: FACILITY_LABELS[code] ?? code }));
    if (facilityViews.size >= 1_000) facilityViews.clear();
    facilityViews.set(key, view);
  }
  return view;
}

export function legView(segment: TripSegment, seats: Map<string, number>): ScheduleLeg {
  return {
    operator_kode: segment.operator.code,
    operator_nama: segment.operator.name,
    operator_logo: segment.operator.logoUrl,
    jadwal_kode: segment.jadwalCode,
    jurusan_id: segment.schedule.routeId,
    jurusan_nama: segment.schedule.routeName,
    tanggal_berangkat: segment.departureDate,
    jam_berangkat: segment.departureTime,
    zona_berangkat: zoneLabel(segment.origin.timezone),
    tanggal_tiba: segment.arrivalDate,
    jam_tiba: segment.arrivalTime,
    zona_tiba: zoneLabel(segment.destination.timezone),
    tanggal_berangkat_utama: segment.tripDate,
    durasi: segment.durationMinutes,
    harga: segment.farePerSeat,
    kursi_tersedia: seats.get(seatKey(segment)) ?? 0,
    kursi_total: segment.layout.seatCount,
    kelas: segment.layout.seatClass,
    tipe_kendaraan: segment.layout.vehicleType,
    fasilitas: facilityView(segment.facilities),
    titik_naik: pointView(segment.origin),
    titik_turun: pointView(segment.destination),
  };
}

// The last view of each offer with the free seats of its legs it was built with. Offers
// of the search index live as long as their catalogue version, so an answer rebuilt
// because one trip's seats moved rebuilds that trip's view only. Views are read-only.
const itemViews = new WeakMap<Offer, { seats: number[]; view: ScheduleItem }>();

export function itemView(offer: Offer, seats: Map<string, number>): ScheduleItem {
  const legSeats = offer.legs.map((leg) => seats.get(seatKey(leg)) ?? 0);
  const known = itemViews.get(offer);
  if (known && known.seats.every((free, i) => free === legSeats[i])) return known.view;
  const view = buildItemView(offer, seats);
  itemViews.set(offer, { seats: legSeats, view });
  return view;
}

function buildItemView(offer: Offer, seats: Map<string, number>): ScheduleItem {
  const legs = offer.legs.map((leg) => legView(leg, seats));
  const first = legs[0]!;
  const last = legs[legs.length - 1]!;
  const connecting = legs.length > 1;
  const firstLeg = offer.legs[0]!;
  const secondLeg = offer.legs[1];
  return {
    ...first,
    tanggal_tiba: last.tanggal_tiba,
    jam_tiba: last.jam_tiba,
    zona_tiba: last.zona_tiba,
    durasi: offer.durationMinutes,
    harga: offer.price,
    kursi_tersedia: offerSeats(offer, seats),
    kursi_total: Math.min(...legs.map((leg) => leg.kursi_total)),
    fasilitas: facilityView(offer.facilities),
    titik_turun: last.titik_turun,
    flag_connecting: connecting ? 1 : 0,
    titik_transit: connecting ? pointView(firstLeg.destination) : null,
    waktu_transit: secondLeg
      ? Math.round((secondLeg.departureAt.getTime() - firstLeg.arrivalAt.getTime()) / 60_000)
      : null,
    list_leg: connecting ? legs : [],
    list_connecting: legs.slice(1),
  };
}

export function groupView(
  group: OfferGroup,
  seats: Map<string, number>,
  ratings: ReadonlyMap<string, { rating: number | null; count: number }>,
): ScheduleGroup {
  const items = group.offers.map((offer) => itemView(offer, seats));
  const first = group.offers[0]!;
  const firstLeg = first.legs[0]!;
  const rated = ratings.get(firstLeg.operator.code);
  const lastLeg = first.legs[first.legs.length - 1]!;
  const end = (point: TripPoint) => ({
    kota_id: point.cityId,
    kota_nama: point.cityName,
    cabang_kode: point.code,
    cabang_nama: point.name,
  });
  return {
    group_kode: group.key,
    operator_kode: firstLeg.operator.code,
    operator_nama: first.legs
      .map((leg) => leg.operator.name)
      .filter((name, i, all) => all.indexOf(name) === i)
      .join(' + '),
    operator_logo: firstLeg.operator.logoUrl,
    rating: rated?.rating ?? null,
    jumlah_ulasan: rated?.count ?? 0,
    jurusan_id: firstLeg.schedule.routeId,
    jurusan_nama: first.legs.map((leg) => leg.schedule.routeName).join(' + '),
    flag_connecting: first.legs.length > 1 ? 1 : 0,
    asal: end(firstLeg.origin),
    tujuan: end(lastLeg.destination),
    harga_min: Math.min(...items.map((item) => item.harga)),
    jumlah_jadwal: items.length,
    kursi_tersedia: items.reduce((sum, item) => sum + item.kursi_tersedia, 0),
    list_jadwal: items,
  };
}
