import { dayNamesShort } from '@lintas/domain/format';
import {
  QUICK_FILTERS,
  type QuickFilter,
  SORT_OPTIONS,
  TIME_BANDS,
} from '@lintas/domain/schedule-options';
import type {
  DateBarQuery,
  ScheduleDatesQuery,
  ScheduleFilterQuery,
} from '@lintas/domain/schedule-query-schemas';
import type {
  DateBar,
  HighlightOperatorList,
  ScheduleDateList,
  ScheduleFilters,
} from '@lintas/domain/schedule-result-schemas';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { TripService } from '../trips/trip.service.js';
import { addDays, weekday } from '../../lib/zoned-time.js';
import type { BookingWindow } from './booking-window.js';
import { applyFilters, applyQuickFilter, offerSeats } from './schedule-offers.js';
import type { OperatorRatings } from './schedule.service.js';
import { facilityView } from './schedule-view.js';
import type { SearchOffers } from './search-offers.js';

/**
 * What a results screen shows around its list, each its own request: the filter options
 * with their counts, the highlighted operators, the dates with schedules and the date bar.
 * They read the same search index entries as the search (decision 0015), so a results
 * screen builds a day's offers once.
 */
export class SearchFacetService {
  constructor(
    private readonly source: SearchOffers,
    private readonly trips: TripService,
    private readonly catalog: CatalogService,
    private readonly window: BookingWindow,
    private readonly ratings: OperatorRatings,
  ) {}

  async filters(query: ScheduleFilterQuery): Promise<ScheduleFilters> {
    this.window.requireBookableDate(query.tanggal_berangkat);
    const offers = await this.offersOn(query, [query.tanggal_berangkat]);
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
    this.window.requireBookableDate(query.tanggal_berangkat);
    const offers = await this.offersOn(query, [query.tanggal_berangkat]);
    const filtered = applyFilters(offers, query, await this.source.seatsIfNeeded(offers, query));
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
    const start = query.tanggal_berangkat ?? this.window.today();
    this.window.requireBookableDate(start);
    const lastAllowed = this.window.lastDay();
    const dates = Array.from({ length: query.jumlah_hari }, (_, i) => addDays(start, i)).filter(
      (d) => d <= lastAllowed,
    );
    const offers = await this.offersOn(query, dates);
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
    this.window.requireBookableDate(query.tanggal_berangkat);
    const today = this.window.today();
    const centred = addDays(query.tanggal_berangkat, -Math.floor(query.jumlah_hari / 2));
    const start = centred < today ? today : centred;
    const dates = Array.from({ length: query.jumlah_hari }, (_, i) => addDays(start, i));
    const offers = await this.offersOn(query, dates);
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
   * The offers between the query's places on `dates`, from the search index. Its version
   * is read first (see SearchOffers): no offer is older than the version it is tagged with.
   */
  private async offersOn(
    query: ScheduleFilterQuery | ScheduleDatesQuery | DateBarQuery,
    dates: string[],
  ) {
    const version = await this.source.version();
    const [origin, destination] = await this.source.places(query);
    return this.source.offers(version, origin, destination, dates, query.show_connecting);
  }
}
