import type {
  CheckScheduleQuery,
  DateBarQuery,
  ListScheduleQuery,
  ScheduleDatesQuery,
  ScheduleDetailQuery,
  ScheduleFilterQuery,
  SearchScheduleQuery,
} from '@lintas/domain/schedule-query-schemas';
import type {
  CheckScheduleResult,
  DateBar,
  HighlightOperatorList,
  OperatorTerms,
  ScheduleDateList,
  ScheduleDetail,
  ScheduleFilters,
  ScheduleList,
  SearchScheduleResult,
} from '@lintas/domain/schedule-result-schemas';
import type { ReadAlongside } from '../../db/read-alongside.js';
import type { Clock } from '../../lib/clock.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { TripService } from '../trips/trip.service.js';
import { BookingWindow } from './booking-window.js';
import { ScheduleDetailService } from './schedule-detail.service.js';
import { ScheduleSearchService } from './schedule-search.service.js';
import { SearchFacetService } from './search-facets.service.js';
import { SearchOffers } from './search-offers.js';

/**
 * Operators' review figures (the reviews module's service, wired in services.ts): the
 * average to one decimal and the count, for many operators, as a read that search runs
 * inside its one statement (decision 0029).
 */
export interface OperatorRatings {
  ratingsRead(
    operatorCodes: readonly string[],
  ): ReadAlongside<Map<string, { rating: number | null; count: number }>>;
}

/**
 * The schedule calls of spec §7, one object for the routes. The work is in three parts:
 * search and list-jadwal (schedule-search.service.ts), the results screen's filters,
 * highlights and dates (search-facets.service.ts), and one chosen trip's detail, terms and
 * check (schedule-detail.service.ts). The first two share one search index (SearchOffers),
 * which is why they are built here together: a results screen's requests must read the
 * same index to build a day's offers once (decision 0015).
 */
export class ScheduleService {
  private readonly searching: ScheduleSearchService;
  private readonly facets: SearchFacetService;
  private readonly chosen: ScheduleDetailService;

  constructor(trips: TripService, catalog: CatalogService, clock: Clock, ratings: OperatorRatings) {
    const window = new BookingWindow(clock);
    const source = new SearchOffers(trips, catalog, clock, ratings);
    this.searching = new ScheduleSearchService(source, trips, catalog, window);
    this.facets = new SearchFacetService(source, trips, catalog, window);
    this.chosen = new ScheduleDetailService(trips, catalog, window);
  }

  search(query: SearchScheduleQuery): Promise<SearchScheduleResult> {
    return this.searching.search(query);
  }

  list(query: ListScheduleQuery): Promise<ScheduleList> {
    return this.searching.list(query);
  }

  filters(query: ScheduleFilterQuery): Promise<ScheduleFilters> {
    return this.facets.filters(query);
  }

  highlights(query: ScheduleFilterQuery): Promise<HighlightOperatorList> {
    return this.facets.highlights(query);
  }

  dates(query: ScheduleDatesQuery): Promise<ScheduleDateList> {
    return this.facets.dates(query);
  }

  dateBar(query: DateBarQuery): Promise<DateBar> {
    return this.facets.dateBar(query);
  }

  detail(query: ScheduleDetailQuery): Promise<ScheduleDetail> {
    return this.chosen.detail(query);
  }

  operatorTerms(operatorCode: string): Promise<OperatorTerms> {
    return this.chosen.operatorTerms(operatorCode);
  }

  check(query: CheckScheduleQuery): Promise<CheckScheduleResult> {
    return this.chosen.check(query);
  }
}
