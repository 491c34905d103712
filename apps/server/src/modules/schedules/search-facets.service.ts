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
import {
  applyFilters,
  applyQuickFilter,
  filterKey,
  needsSeats,
  type Offer,
  offerSeats,
} from './schedule-offers.js';
import { facilityView } from './schedule-view.js';
import { derived } from './search-index.js';
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
  ) {}

  async filters(query: ScheduleFilterQuery): Promise<ScheduleFilters> {
    this.window.requireBookableDate(query.tanggal_berangkat);
    return this.source.consistent(async (version) => {
      const [offers = []] = await this.daysOn(version, query, [query.tanggal_berangkat]);
      // Every count but 'tersedia' depends on the day's list only: counted once per list.
      const counts = derived(offers, 'filters', () => filterCounts(offers));
      return {
        // 'tersedia' counts the offers with a free seat on every leg, read fresh.
        legs: offers.flatMap((offer) => offer.legs),
        finish: ({ seats }) => {
          const available =
            offers.length === 0 ? 0 : applyQuickFilter(offers, 'tersedia', seats).length;
          return {
            ...counts,
            quick_filter: counts.quick_filter.map((quick) =>
              quick.kode === 'tersedia' ? { ...quick, jumlah: available } : quick,
            ),
          };
        },
      };
    });
  }

  async highlights(query: ScheduleFilterQuery): Promise<HighlightOperatorList> {
    this.window.requireBookableDate(query.tanggal_berangkat);
    const stats = await this.source.consistent(async (version) => {
      const [offers = []] = await this.daysOn(version, query, [query.tanggal_berangkat]);
      if (needsSeats(query)) {
        // The figures follow 'tersedia': every offer's seats, and the ratings of every
        // operator of the day, read in the one statement.
        return {
          legs: offers.flatMap((offer) => offer.legs),
          operators: [...new Set(offers.map((offer) => offer.legs[0]!.operator.code))],
          finish: ({ seats, ratings }) => ({
            stats: operatorStats(applyFilters(offers, query, seats)),
            ratings,
          }),
        };
      }
      // Without seat counts the figures depend on the day's list and the filters only.
      const figures = derived(offers, `highlights|${filterKey(query)}`, () =>
        operatorStats(applyFilters(offers, query)),
      );
      return {
        legs: [],
        operators: [...figures.keys()],
        finish: ({ ratings }) => ({ stats: figures, ratings }),
      };
    });
    const { list } = await this.catalog.operators();
    return {
      list: list.flatMap((op) => {
        const stat = stats.stats.get(op.operator_kode);
        if (!stat || !op.highlight) return [];
        const figures = stats.ratings.get(op.operator_kode);
        return [
          {
            operator_kode: op.operator_kode,
            operator_nama: op.operator_nama,
            logo_url: op.logo_url,
            highlight: op.highlight,
            // From customers' reviews, not the catalogue's figures: what search shows
            // moves with every review.
            rating: figures?.rating ?? null,
            jumlah_ulasan: figures?.count ?? 0,
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
    // No seats: the one statement reads the version only, to check the days against it.
    const days = await this.source.consistent(async (version) => {
      const found = await this.daysOn(version, query, dates);
      return { legs: [], finish: () => found };
    });
    return {
      list: dates.flatMap((tanggal, i) => {
        const day = days[i] ?? [];
        return day.length > 0
          ? [{ tanggal, jumlah_jadwal: day.length, harga_min: lowestPrice(day) }]
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
    // The first offers of every day have their seats read with the version; a day whose
    // first offers are all full reads on (anyWithSeats).
    const { days, available } = await this.source.consistent(async (version) => {
      const found = await this.daysOn(version, query, dates);
      const first = found.map((day) => day.slice(0, SEAT_CHECK_CHUNK));
      return {
        legs: first.flatMap((chunk) => chunk.flatMap((offer) => offer.legs)),
        finish: async ({ seats }) => ({
          days: found,
          available: await this.anyWithSeats(found, seats),
        }),
      };
    });
    return {
      list: dates.map((tanggal, i) => {
        const day = days[i] ?? [];
        return {
          tanggal,
          hari: dayNamesShort[weekday(tanggal)] ?? '',
          jumlah_jadwal: day.length,
          harga_min: day.length > 0 ? lowestPrice(day) : null,
          tersedia: available[i] ?? false,
        };
      }),
    };
  }

  /**
   * Whether each day has an offer with a free seat on every leg, reading the seats of a
   * few offers of every undecided day at a time (one aggregate): a day is decided by its
   * first offer with a seat, so a date bar costs one small count, not one over every offer
   * of every day; a day sold out is read to its end. The first offers' seats (`firstSeats`)
   * came with the catalogue's version.
   */
  private async anyWithSeats(days: Offer[][], firstSeats: Map<string, number>): Promise<boolean[]> {
    const available = days.map(() => false);
    let undecided = days.flatMap((day, i) => (day.length > 0 ? [i] : []));
    for (let from = 0; undecided.length > 0; from += SEAT_CHECK_CHUNK) {
      const chunks = undecided.map((i) => days[i]!.slice(from, from + SEAT_CHECK_CHUNK));
      const seats =
        from === 0
          ? firstSeats
          : await this.trips.availableSeats(
              chunks.flatMap((chunk) => chunk.flatMap((offer) => offer.legs)),
            );
      undecided = undecided.filter((i, k) => {
        if (chunks[k]!.some((offer) => offerSeats(offer, seats) > 0)) {
          available[i] = true;
          return false;
        }
        return from + SEAT_CHECK_CHUNK < days[i]!.length;
      });
    }
    return available;
  }

  /**
   * The offers between the query's places on each of `dates`, from the search index at
   * `version` (see SearchOffers.consistent): a day's kept list, so what is derived from
   * it is shared (see derived()).
   */
  private async daysOn(
    version: string,
    query: ScheduleFilterQuery | ScheduleDatesQuery | DateBarQuery,
    dates: string[],
  ): Promise<Offer[][]> {
    const [origin, destination] = await this.source.places(query);
    return Promise.all(
      dates.map((date) =>
        this.source.offers(version, origin, destination, [date], query.show_connecting),
      ),
    );
  }
}

/** Offers whose seats a date bar reads at a time per undecided day. */
const SEAT_CHECK_CHUNK = 32;

/** The lowest fare of a day's offers (at least one), once per list. */
function lowestPrice(day: Offer[]): number {
  return derived(day, 'lowest-price', () => {
    let lowest = Number.POSITIVE_INFINITY;
    for (const offer of day) lowest = Math.min(lowest, offer.price);
    return lowest;
  });
}

/** Per operator of the first leg: its lowest fare and how many offers. */
function operatorStats(offers: Offer[]) {
  const stats = new Map<string, { harga_min: number; jumlah_jadwal: number }>();
  for (const offer of offers) {
    const code = offer.legs[0]!.operator.code;
    const entry = stats.get(code) ?? { harga_min: offer.price, jumlah_jadwal: 0 };
    entry.harga_min = Math.min(entry.harga_min, offer.price);
    entry.jumlah_jadwal += 1;
    stats.set(code, entry);
  }
  return stats;
}

/** The filter options with their counts over a day's offers, all but 'tersedia' (counted by the caller). */
function filterCounts(offers: Offer[]): ScheduleFilters {
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
    harga: offers.length > 0 ? { min: lowestPrice(offers), max: highestPrice(offers) } : null,
    sort: Object.entries(SORT_OPTIONS).map(([kode, nama]) => ({ kode, nama })),
    // 'tersedia' needs seats: 0 here, replaced by the caller's fresh count.
    quick_filter: (Object.keys(QUICK_FILTERS) as QuickFilter[]).map((kode) => ({
      kode,
      nama: QUICK_FILTERS[kode],
      jumlah:
        offers.length === 0 || kode === 'tersedia' ? 0 : applyQuickFilter(offers, kode).length,
    })),
  };
}

function highestPrice(offers: Offer[]): number {
  let highest = Number.NEGATIVE_INFINITY;
  for (const offer of offers) highest = Math.max(highest, offer.price);
  return highest;
}
