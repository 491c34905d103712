import { FACILITY_LABELS } from '@lintas/domain/schedule-options';
import type {
  ScheduleGroup,
  ScheduleItem,
  ScheduleLeg,
} from '@lintas/domain/schedule-result-schemas';
import { seatKey } from '../trips/seat-keys.js';
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

/**
 * The summary of one operator-route group (issue 11: what a closed group shows, no
 * schedules; list-jadwal answers them when the group is opened). Computed from the offers
 * and the free seats the full list would have shown, so every figure equals what the
 * group's list-jadwal answers.
 */
export function groupView(
  group: OfferGroup,
  seats: Map<string, number>,
  ratings: ReadonlyMap<string, { rating: number | null; count: number }>,
): ScheduleGroup {
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
  let earliest = first;
  let latest = first;
  let lowest = first.price;
  let free = 0;
  const times: string[] = [];
  const points: ScheduleGroup['list_titik'] = [];
  const seenPoints = new Set<string>();
  const addPoint = (peran: 'naik' | 'transit' | 'turun', point: TripPoint) => {
    const key = `${peran}-${point.id}`;
    if (seenPoints.has(key)) return;
    seenPoints.add(key);
    points.push({ peran, ...pointView(point) });
  };
  for (const offer of group.offers) {
    if (offer.departureAt < earliest.departureAt) earliest = offer;
    if (offer.departureAt > latest.departureAt) latest = offer;
    lowest = Math.min(lowest, offer.price);
    free += offerSeats(offer, seats);
    const time = offer.legs[0]!.departureTime;
    if (!times.includes(time)) times.push(time);
    addPoint('naik', offer.legs[0]!.origin);
    if (offer.legs.length > 1) addPoint('transit', offer.legs[0]!.destination);
    addPoint('turun', offer.legs[offer.legs.length - 1]!.destination);
  }
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
    harga_min: lowest,
    jumlah_jadwal: group.offers.length,
    kursi_tersedia: free,
    jam_pertama: earliest.legs[0]!.departureTime,
    jam_terakhir: latest.legs[0]!.departureTime,
    list_jam_berangkat: times,
    list_titik: points,
  };
}
