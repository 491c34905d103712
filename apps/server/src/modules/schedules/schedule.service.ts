import { dayNamesShort } from '@lintas/domain/format';
import {
  type CheckScheduleQuery,
  type CheckScheduleResult,
  type DateBar,
  type DateBarQuery,
  type HighlightOperatorList,
  type ListScheduleQuery,
  MAX_DAYS_AHEAD,
  type OperatorTerms,
  QUICK_FILTERS,
  type QuickFilter,
  SCHEDULE_GROUPS_PER_PAGE,
  type ScheduleDateList,
  type ScheduleDatesQuery,
  type ScheduleDetail,
  type ScheduleDetailQuery,
  type ScheduleFilterQuery,
  type ScheduleFilters,
  type ScheduleList,
  type SchedulePage,
  type ScheduleSort,
  type SearchScheduleQuery,
  type SearchScheduleResult,
  SORT_OPTIONS,
  TIME_BANDS,
} from '@lintas/domain/schedule-schemas';
import { AppError, isAppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { PlaceFilter } from '../trips/trip-segment.js';
import { TRIP_PROBLEM_MESSAGES } from '../trips/trip-builder.js';
import type { TripService } from '../trips/trip.service.js';
import type { TripSegment } from '../trips/trip-segment.js';
import { addDays, BUSINESS_ZONE, localDate, weekday } from '../../lib/zoned-time.js';
import {
  applyFilters,
  applyQuickFilter,
  groupOffers,
  type Offer,
  OFFER_ORDER,
  type OfferFilters,
  offerSeats,
  toOffer,
} from './schedule-offers.js';
import { facilityView, groupView, itemView, legView, pointView } from './schedule-view.js';
import { AnswerMemo } from './answer-memo.js';
import { SearchIndex } from './search-index.js';
import { seatKey } from '../trips/trip.service.js';

type Place = { kind: 'city' | 'point'; id: number; name: string };

/**
 * Operators' review figures (the reviews module's service, wired in services.ts): the
 * average to one decimal and the count, for many operators in one query.
 */
export interface OperatorRatings {
  ratingsOf(
    operatorCodes: readonly string[],
  ): Promise<Map<string, { rating: number | null; count: number }>>;
}

/**
 * Schedule search, filters, date bars, lists, detail and the bookability check. Search,
 * its filters, highlights and date bars read one search index (search-index.ts): each
 * call reads the catalogue's version once, first, then the places and the offers.
 */
export class ScheduleService {
  private readonly index: SearchIndex;
  private readonly answers = new AnswerMemo<SearchScheduleResult>();
  private readonly lists = new AnswerMemo<ScheduleList>();

  constructor(
    private readonly trips: TripService,
    private readonly catalog: CatalogService,
    private readonly clock: Clock,
    private readonly ratings: OperatorRatings,
  ) {
    this.index = new SearchIndex(trips, clock);
  }

  async search(query: SearchScheduleQuery): Promise<SearchScheduleResult> {
    this.requireBookableDate(query.tanggal_berangkat);
    if (query.flag_pp && query.tanggal_berangkat_pulang)
      this.requireBookableDate(query.tanggal_berangkat_pulang);
    const version = await this.index.version();
    const [origin, destination] = await this.places(query);
    const go = await this.page(
      version,
      origin,
      destination,
      query.tanggal_berangkat,
      query,
      query.show_connecting,
    );
    const back =
      query.flag_pp && query.tanggal_berangkat_pulang
        ? await this.page(
            version,
            destination,
            origin,
            query.tanggal_berangkat_pulang,
            query,
            query.show_connecting,
            (offer) => {
              const first = offer.legs[0]!;
              if (query.pulang_operator_kode && first.operator.code !== query.pulang_operator_kode)
                return false;
              return (
                query.pulang_jurusan_id === undefined ||
                first.schedule.routeId === query.pulang_jurusan_id
              );
            },
          )
        : null;
    // The same query over the same offers, seats and ratings answers the same page: the
    // answer built last time is given again (and its serialisation with it).
    const key = `${version}|${JSON.stringify(query)}`;
    const fingerprint = [...go.fingerprint, '|', ...(back?.fingerprint ?? [])];
    const remembered = this.answers.get(key, fingerprint);
    if (remembered) return remembered;
    const result = { ...go.view(), pulang: back ? back.view() : null };
    this.answers.set(key, fingerprint, result);
    return result;
  }

  async filters(query: ScheduleFilterQuery): Promise<ScheduleFilters> {
    this.requireBookableDate(query.tanggal_berangkat);
    const version = await this.index.version();
    const [origin, destination] = await this.places(query);
    const offers = await this.offers(
      version,
      origin,
      destination,
      [query.tanggal_berangkat],
      query.show_connecting,
    );
    const seats = await this.trips.availableSeats(offers.flatMap((offer) => offer.legs));
    const operators = new Map<string, { nama: string; jumlah: number }>();
    const facilities = new Map<string, number>();
    const classes = new Map<string, number>();
    for (const offer of offers) {
      const seen = new Set<string>();
      for (const leg of offer.legs) {
        if (seen.has(leg.operator.code)) continue;
        seen.add(leg.operator.code);
        const entry = operators.get(leg.operator.code) ?? { nama: leg.operator.name, jumlah: 0 };
        entry.jumlah += 1;
        operators.set(leg.operator.code, entry);
      }
      for (const code of offer.facilities) facilities.set(code, (facilities.get(code) ?? 0) + 1);
      classes.set(offer.seatClass, (classes.get(offer.seatClass) ?? 0) + 1);
    }
    const prices = offers.map((offer) => offer.price);
    return {
      operator: [...operators.entries()]
        .map(([kode, value]) => ({ kode, ...value }))
        .sort((a, b) => a.nama.localeCompare(b.nama)),
      jam: TIME_BANDS.map((band) => ({
        kode: band,
        nama: `${band.slice(0, 2)}:00 - ${band.slice(3)}:00`,
        jumlah: applyFilters(offers, { jam: [band] }).length,
      })),
      fasilitas: facilityView([...facilities.keys()].sort()).map((f) => ({
        ...f,
        jumlah: facilities.get(f.kode) ?? 0,
      })),
      kelas: [...classes.entries()]
        .map(([kode, jumlah]) => ({ kode, nama: kode, jumlah }))
        .sort((a, b) => a.kode.localeCompare(b.kode)),
      harga: prices.length > 0 ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
      sort: Object.entries(SORT_OPTIONS).map(([kode, nama]) => ({ kode, nama })),
      quick_filter: (Object.keys(QUICK_FILTERS) as QuickFilter[]).map((kode) => ({
        kode,
        nama: QUICK_FILTERS[kode],
        jumlah: offers.length === 0 ? 0 : applyQuickFilter(offers, kode, seats).length,
      })),
    };
  }

  async highlights(query: ScheduleFilterQuery): Promise<HighlightOperatorList> {
    this.requireBookableDate(query.tanggal_berangkat);
    const version = await this.index.version();
    const [origin, destination] = await this.places(query);
    const offers = await this.offers(
      version,
      origin,
      destination,
      [query.tanggal_berangkat],
      query.show_connecting,
    );
    const filtered = applyFilters(offers, query, await this.seatsIfNeeded(offers, query));
    const stats = new Map<string, { harga_min: number; jumlah_jadwal: number }>();
    for (const offer of filtered) {
      const code = offer.legs[0]!.operator.code;
      const entry = stats.get(code) ?? { harga_min: offer.price, jumlah_jadwal: 0 };
      entry.harga_min = Math.min(entry.harga_min, offer.price);
      entry.jumlah_jadwal += 1;
      stats.set(code, entry);
    }
    const [{ list }, ratings] = await Promise.all([
      this.catalog.operators(),
      this.ratings.ratingsOf([...stats.keys()]),
    ]);
    return {
      list: list.flatMap((op) => {
        const stat = stats.get(op.operator_kode);
        if (!stat || !op.highlight) return [];
        return [
          {
            operator_kode: op.operator_kode,
            operator_nama: op.operator_nama,
            logo_url: op.logo_url,
            highlight: op.highlight,
            // From customers' reviews, not the catalogue's figures: what search shows
            // moves with every review.
            rating: ratings.get(op.operator_kode)?.rating ?? null,
            jumlah_ulasan: ratings.get(op.operator_kode)?.count ?? 0,
            ...stat,
          },
        ];
      }),
    };
  }

  async dates(query: ScheduleDatesQuery): Promise<ScheduleDateList> {
    const start = query.tanggal_berangkat ?? this.today();
    this.requireBookableDate(start);
    const version = await this.index.version();
    const [origin, destination] = await this.places(query);
    const lastAllowed = addDays(this.today(), MAX_DAYS_AHEAD);
    const dates = Array.from({ length: query.jumlah_hari }, (_, i) => addDays(start, i)).filter(
      (d) => d <= lastAllowed,
    );
    const offers = await this.offers(version, origin, destination, dates, query.show_connecting);
    return {
      list: dates.flatMap((tanggal) => {
        const day = offers.filter((offer) => offer.legs[0]!.departureDate === tanggal);
        return day.length > 0
          ? [
              {
                tanggal,
                jumlah_jadwal: day.length,
                harga_min: Math.min(...day.map((o) => o.price)),
              },
            ]
          : [];
      }),
    };
  }

  /** The date bar: the chosen day centred where possible, never before today. */
  async dateBar(query: DateBarQuery): Promise<DateBar> {
    this.requireBookableDate(query.tanggal_berangkat);
    const version = await this.index.version();
    const [origin, destination] = await this.places(query);
    const today = this.today();
    const centred = addDays(query.tanggal_berangkat, -Math.floor(query.jumlah_hari / 2));
    const start = centred < today ? today : centred;
    const dates = Array.from({ length: query.jumlah_hari }, (_, i) => addDays(start, i));
    const offers = await this.offers(version, origin, destination, dates, query.show_connecting);
    const seats = await this.trips.availableSeats(offers.flatMap((offer) => offer.legs));
    return {
      list: dates.map((tanggal) => {
        const day = offers.filter((offer) => offer.legs[0]!.departureDate === tanggal);
        return {
          tanggal,
          hari: dayNamesShort[weekday(tanggal)] ?? '',
          jumlah_jadwal: day.length,
          harga_min: day.length > 0 ? Math.min(...day.map((o) => o.price)) : null,
          tersedia: day.some((offer) => offerSeats(offer, seats) > 0),
        };
      }),
    };
  }

  /**
   * The schedules of one operator-route on a date. With the search's places this is what
   * an opened group of search-jadwal shows: the same search index entry, the same filters
   * and sort applied to all of the day's offers (termurah and tercepat compare across every
   * group, as the search does), then the group's offers: `group_kode` when given, otherwise
   * every offer whose first leg is the operator's route. Seats are counted fresh.
   */
  async list(query: ListScheduleQuery): Promise<ScheduleList> {
    this.requireBookableDate(query.tanggal_berangkat);
    // Read first: the trips below are built from cached catalogue rows, forgotten if it changed.
    const version = await this.index.version();
    await this.catalog.requireOperator(query.operator_kode);
    await this.catalog.requireRoute(query.operator_kode, query.jurusan_id);
    const { asal_id, asal_tipe, tujuan_id, tujuan_tipe, group_kode } = query;
    const hasOrigin = asal_id !== undefined && asal_tipe !== undefined;
    const hasDestination = tujuan_id !== undefined && tujuan_tipe !== undefined;
    if (hasOrigin !== hasDestination) {
      throw new AppError(
        'VALIDATION_ERROR',
        'Isi asal dan tujuan bersama-sama, atau kosongkan keduanya.',
      );
    }
    if (group_kode !== undefined) {
      if (!hasOrigin)
        throw new AppError('VALIDATION_ERROR', 'Kode grup hanya berlaku bersama asal dan tujuan.');
      // A group's code starts with its first leg's operator and route (toOffer's groupKey).
      if (!group_kode.startsWith(`${query.operator_kode}|${query.jurusan_id}|`))
        throw new AppError(
          'VALIDATION_ERROR',
          'Kode grup tidak sesuai dengan operator dan jurusan yang diminta.',
        );
    }
    let offers: Offer[];
    if (
      asal_id !== undefined &&
      asal_tipe !== undefined &&
      tujuan_id !== undefined &&
      tujuan_tipe !== undefined
    ) {
      const [origin, destination] = await this.places({
        asal_id,
        asal_tipe,
        tujuan_id,
        tujuan_tipe,
      });
      const all = await this.offers(
        version,
        origin,
        destination,
        [query.tanggal_berangkat],
        query.show_connecting,
      );
      offers = applyFilters(all, query, await this.seatsIfNeeded(all, query)).filter((offer) =>
        group_kode !== undefined
          ? offer.groupKey === group_kode
          : offer.legs[0]!.operator.code === query.operator_kode &&
            offer.legs[0]!.schedule.routeId === query.jurusan_id,
      );
    } else {
      // Without places the route's own trips are meant: first stop to last.
      const all = await this.trips.findTrips({
        origin: { kind: 'any' },
        destination: { kind: 'any' },
        dates: [query.tanggal_berangkat],
        operatorCode: query.operator_kode,
        routeId: query.jurusan_id,
      });
      const own = all
        .filter((trip) => trip.jadwalCode === trip.schedule.code)
        .map((trip) => toOffer([trip]));
      offers = applyFilters(own, query, await this.seatsIfNeeded(own, query));
    }
    // Stable sort: offers equal in the order keep the index's order, as in search's groups.
    offers.sort(OFFER_ORDER[query.sort]);
    const seats = await this.trips.availableSeats(offers.flatMap((offer) => offer.legs));
    // The same offers with the same free seats answer the same list (an opened group
    // fetched again, or by the next person): the answer and its JSON are reused.
    const key = `${version}|${JSON.stringify(query)}`;
    const fingerprint: unknown[] = [...offers];
    for (const offer of offers)
      for (const leg of offer.legs) fingerprint.push(seats.get(seatKey(leg)));
    const remembered = this.lists.get(key, fingerprint);
    if (remembered) return remembered;
    const answer = { list: offers.map((offer) => itemView(offer, seats)) };
    this.lists.set(key, fingerprint, answer);
    return answer;
  }

  async detail(query: ScheduleDetailQuery): Promise<ScheduleDetail> {
    this.requireBookableDate(query.tanggal_berangkat);
    const operator = await this.catalog.requireOperator(query.operator_kode);
    const { segment, problem } = await this.trips.inspect(
      query.operator_kode,
      query.jadwal_kode,
      query.tanggal_berangkat,
    );
    const seats = await this.trips.availableSeats([segment]);
    const view = legView(segment, seats);
    const stops = await this.trips.describeStops(segment);
    const reason = problem
      ? TRIP_PROBLEM_MESSAGES[problem]
      : view.kursi_tersedia === 0
        ? 'Kursi sudah habis.'
        : null;
    return {
      ...view,
      bisa_dipesan: reason === null,
      alasan: reason,
      list_pemberhentian: stops.map((stop) => ({
        urutan: stop.stopIndex + 1,
        titik: pointView(stop.point),
        tanggal: stop.date,
        jam: stop.time,
        zona: stop.zone,
        naik: stop.boarding,
        turun: stop.alighting,
      })),
      snk: operator.terms,
      denah: {
        baris: segment.layout.rowCount,
        kolom: segment.layout.colCount,
        jumlah_kursi: segment.layout.seatCount,
      },
    };
  }

  async operatorTerms(operatorCode: string): Promise<OperatorTerms> {
    const operator = await this.catalog.requireOperator(operatorCode);
    return {
      operator_kode: operator.code,
      operator_nama: operator.name,
      snk: operator.terms,
      list_snk: operator.terms
        .split('\n')
        .map((line) => line.replace(/^\s*\d+\.\s*/, '').trim())
        .filter(Boolean),
    };
  }

  /**
   * Is the chosen go (and return) trip still bookable? Always answers, with the reason
   * when not: a stale cart from yesterday gets `tersedia: false`, not an error.
   */
  async check(query: CheckScheduleQuery): Promise<CheckScheduleResult> {
    const go = await this.checkOne(query.operator_kode, query.kode, query.tanggal, query.jam);
    const back =
      query.flag_pp && query.operator_kode_pulang && query.kode_pulang && query.tanggal_pulang
        ? await this.checkOne(
            query.operator_kode_pulang,
            query.kode_pulang,
            query.tanggal_pulang,
            query.jam_pulang,
          )
        : null;
    const reason = go.alasan ?? (back?.alasan ? `Jadwal pulang: ${back.alasan}` : null);
    return {
      tersedia: go.tersedia && (back?.tersedia ?? true),
      alasan: reason,
      pergi: go,
      pulang: back,
    };
  }

  private async checkOne(
    operatorCode: string,
    jadwalCode: string,
    date: string,
    time: string | undefined,
  ) {
    const base = {
      operator_kode: operatorCode,
      jadwal_kode: jadwalCode,
      tanggal_berangkat: date,
      jam_berangkat: time ?? null,
    };
    const no = (alasan: string) => ({ ...base, tersedia: false, alasan, kursi_tersedia: 0 });
    if (date < this.today()) return no('Tanggal keberangkatan sudah lewat.');
    let segment: TripSegment;
    try {
      const inspected = await this.trips.inspect(operatorCode, jadwalCode, date);
      if (inspected.problem) return no(TRIP_PROBLEM_MESSAGES[inspected.problem]);
      segment = inspected.segment;
    } catch (error) {
      if (isAppError(error) && error.code === 'SCHEDULE_NOT_FOUND') return no(error.message);
      throw error;
    }
    if (time && time !== segment.departureTime) {
      return no(`Jam keberangkatan jadwal ini berubah menjadi ${segment.departureTime}.`);
    }
    const free = (await this.trips.availableSeats([segment])).values().next().value ?? 0;
    if (free === 0) return { ...no('Kursi sudah habis.'), jam_berangkat: segment.departureTime };
    return {
      ...base,
      jam_berangkat: segment.departureTime,
      tersedia: true,
      alasan: null,
      kursi_tersedia: free,
    };
  }

  private async page(
    version: string,
    origin: Place,
    destination: Place,
    date: string,
    query: OfferFilters & { sort: ScheduleSort; page: number },
    showConnecting: boolean,
    keep: (offer: Offer) => boolean = () => true,
  ): Promise<{ fingerprint: unknown[]; view: () => SchedulePage }> {
    const offers = (await this.offers(version, origin, destination, [date], showConnecting)).filter(
      keep,
    );
    const filtered = applyFilters(offers, query, await this.seatsIfNeeded(offers, query));
    const groups = groupOffers(filtered, query.sort);
    const shown = groups.slice(
      (query.page - 1) * SCHEDULE_GROUPS_PER_PAGE,
      query.page * SCHEDULE_GROUPS_PER_PAGE,
    );
    const shownLegs = shown.flatMap((group) => group.offers.flatMap((o) => o.legs));
    const operators = [...new Set(shown.map((group) => group.offers[0]!.legs[0]!.operator.code))];
    const [seats, ratings] = await Promise.all([
      this.trips.availableSeats(shownLegs),
      // One grouped query for the page's operators, never one per result.
      this.ratings.ratingsOf(operators),
    ]);
    // Everything the page's view is made of besides the query: the offers the filters
    // left (the index's own objects, so compared by identity), the free seats of every
    // leg shown and the operators' ratings, all read fresh above.
    const fingerprint: unknown[] = [origin.name, destination.name, ...filtered];
    for (const leg of shownLegs) fingerprint.push(seats.get(seatKey(leg)));
    for (const code of operators) {
      fingerprint.push(ratings.get(code)?.rating, ratings.get(code)?.count);
    }
    const view = (): SchedulePage => ({
      asal: { id: origin.id, tipe: origin.kind, nama: origin.name },
      tujuan: { id: destination.id, tipe: destination.kind, nama: destination.name },
      tanggal_berangkat: date,
      group_by: 'operator-jurusan',
      sort: query.sort,
      page: query.page,
      per_page: SCHEDULE_GROUPS_PER_PAGE,
      total_page: Math.ceil(groups.length / SCHEDULE_GROUPS_PER_PAGE),
      total_group: groups.length,
      total_jadwal: filtered.length,
      list: shown.map((group) => groupView(group, seats, ratings)),
    });
    return { fingerprint, view };
  }

  /** The offers on sale now, from the search index at `version` (read first by the caller). */
  private offers(
    version: string,
    origin: Place,
    destination: Place,
    dates: string[],
    showConnecting: boolean,
  ): Promise<Offer[]> {
    const places = { origin: filterOf(origin), destination: filterOf(destination) };
    return this.index.offers(version, places, dates, showConnecting);
  }

  /** Seat counts for every offer only when the 'tersedia' quick filter needs them. */
  private async seatsIfNeeded(offers: Offer[], filters: OfferFilters) {
    if (!filters.quick_filter?.includes('tersedia')) return undefined;
    return this.trips.availableSeats(offers.flatMap((offer) => offer.legs));
  }

  private places(query: {
    asal_id: number;
    asal_tipe: 'city' | 'point';
    tujuan_id: number;
    tujuan_tipe: 'city' | 'point';
  }) {
    return Promise.all([
      this.catalog.requirePlace({ id: query.asal_id, tipe: query.asal_tipe }, 'asal'),
      this.catalog.requirePlace({ id: query.tujuan_id, tipe: query.tujuan_tipe }, 'tujuan'),
    ]);
  }

  private today(): string {
    return localDate(this.clock.now(), BUSINESS_ZONE);
  }

  private requireBookableDate(date: string): void {
    const today = this.today();
    if (date < today)
      throw new AppError(
        'VALIDATION_ERROR',
        'Tanggal keberangkatan sudah lewat. Pilih tanggal hari ini atau setelahnya.',
      );
    if (date > addDays(today, MAX_DAYS_AHEAD)) {
      throw new AppError(
        'VALIDATION_ERROR',
        `Tanggal keberangkatan paling lambat ${MAX_DAYS_AHEAD} hari dari hari ini.`,
      );
    }
  }
}

function filterOf(place: Place): PlaceFilter {
  return place.kind === 'city' ? { kind: 'city', id: place.id } : { kind: 'point', id: place.id };
}
