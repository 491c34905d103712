import { SCHEDULE_GROUPS_PER_PAGE, type ScheduleSort } from '@lintas/domain/schedule-options';
import type { ListScheduleQuery, SearchScheduleQuery } from '@lintas/domain/schedule-query-schemas';
import type {
  ScheduleList,
  SchedulePage,
  SearchScheduleResult,
} from '@lintas/domain/schedule-result-schemas';
import { AppError } from '../../http/app-error.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { TripSegment } from '../trips/trip-segment.js';
import { seatKey } from '../trips/seat-keys.js';
import type { TripService } from '../trips/trip.service.js';
import { AnswerMemo } from './answer-memo.js';
import type { BookingWindow } from './booking-window.js';
import {
  applyFilters,
  groupOffers,
  type Offer,
  type OfferGroup,
  OFFER_ORDER,
  type OfferFilters,
  filterKey,
  needsSeats,
  toOffer,
} from './schedule-offers.js';
import { groupView, itemView } from './schedule-view.js';
import { derived } from './search-index.js';
import type { Place, SearchOffers } from './search-offers.js';

/**
 * search-jadwal and list-jadwal: a page of group summaries, and the trips of one opened
 * group (decision 0023). Both read the same search index entry and keep their last
 * answers (AnswerMemo) with what they were built from, so an unchanged answer is the same
 * object and the production serializer reuses its JSON (decision 0015).
 */
export class ScheduleSearchService {
  private readonly answers = new AnswerMemo<SearchScheduleResult>();
  private readonly lists = new AnswerMemo<ScheduleList>();

  constructor(
    private readonly source: SearchOffers,
    private readonly trips: TripService,
    private readonly catalog: CatalogService,
    private readonly window: BookingWindow,
  ) {}

  /**
   * One statement when the catalogue has not changed since this process last read it:
   * the page is planned from the index, then the version, the shown legs' seats and the
   * shown operators' ratings are read together (SearchOffers.consistent, decision 0029).
   */
  async search(query: SearchScheduleQuery): Promise<SearchScheduleResult> {
    this.window.requireBookableDate(query.tanggal_berangkat);
    if (query.flag_pp && query.tanggal_berangkat_pulang)
      this.window.requireBookableDate(query.tanggal_berangkat_pulang);
    return this.source.consistent(async (version) => {
      const [origin, destination] = await this.source.places(query);
      const goDay = await this.source.offers(
        version,
        origin,
        destination,
        [query.tanggal_berangkat],
        query.show_connecting,
      );
      const go = this.page(goDay, origin, destination, query.tanggal_berangkat, query);
      const back =
        query.flag_pp && query.tanggal_berangkat_pulang
          ? this.page(
              await this.source.offers(
                version,
                destination,
                origin,
                [query.tanggal_berangkat_pulang],
                query.show_connecting,
              ),
              destination,
              origin,
              query.tanggal_berangkat_pulang,
              query,
              { operator: query.pulang_operator_kode, routeId: query.pulang_jurusan_id },
            )
          : null;
      return {
        // The go page's own array when alone: the trips module keeps what it derives from it.
        legs: back ? [...go.legs, ...back.legs] : go.legs,
        operators: [...new Set([...go.operators, ...(back?.operators ?? [])])],
        finish: ({ seats, ratings }) => {
          const goPage = go.finish(seats, ratings);
          const backPage = back ? back.finish(seats, ratings) : null;
          // The same query over the same offers, seats and ratings answers the same page:
          // the answer built last time is given again (and its serialisation with it).
          const key = `${version}|${JSON.stringify(query)}`;
          const fingerprint = [...goPage.fingerprint, '|', ...(backPage?.fingerprint ?? [])];
          const remembered = this.answers.get(key, fingerprint);
          if (remembered) return remembered;
          const result = { ...goPage.view(), pulang: backPage ? backPage.view() : null };
          this.answers.set(key, fingerprint, result);
          return result;
        },
      };
    });
  }

  /**
   * The schedules of one operator-route on a date. With the search's places this is what
   * an opened group of search-jadwal shows: the same search index entry, the same filters
   * and sort applied to all of the day's offers (termurah and tercepat compare across every
   * group, as the search does), then the group's offers: `group_kode` when given, otherwise
   * every offer whose first leg is the operator's route. Seats are counted fresh, in the
   * statement that reads the catalogue's version (decision 0029).
   */
  async list(query: ListScheduleQuery): Promise<ScheduleList> {
    this.window.requireBookableDate(query.tanggal_berangkat);
    return this.source.consistent(async (version) => {
      await this.requireRoute(query.operator_kode, query.jurusan_id);
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
          throw new AppError(
            'VALIDATION_ERROR',
            'Kode grup hanya berlaku bersama asal dan tujuan.',
          );
        // A group's code starts with its first leg's operator and route (toOffer's groupKey).
        if (!group_kode.startsWith(`${query.operator_kode}|${query.jurusan_id}|`))
          throw new AppError(
            'VALIDATION_ERROR',
            'Kode grup tidak sesuai dengan operator dan jurusan yang diminta.',
          );
      }
      const inGroup = (offer: Offer) =>
        group_kode !== undefined
          ? offer.groupKey === group_kode
          : offer.legs[0]!.operator.code === query.operator_kode &&
            offer.legs[0]!.schedule.routeId === query.jurusan_id;
      // The offers the list may show (`candidates`), and how it picks and orders them
      // (with every candidate's seats when the 'tersedia' filter needs them).
      let candidates: Offer[];
      let choose: (seats?: Map<string, number>) => Offer[];
      if (
        asal_id !== undefined &&
        asal_tipe !== undefined &&
        tujuan_id !== undefined &&
        tujuan_tipe !== undefined
      ) {
        const [origin, destination] = await this.source.places({
          asal_id,
          asal_tipe,
          tujuan_id,
          tujuan_tipe,
        });
        const all = await this.source.offers(
          version,
          origin,
          destination,
          [query.tanggal_berangkat],
          query.show_connecting,
        );
        candidates = all;
        choose = (seats) => {
          if (needsSeats(query)) {
            const offers = applyFilters(all, query, seats).filter(inGroup);
            return offers.sort(OFFER_ORDER[query.sort]);
          }
          // Without seat counts the day's filtered, sorted offers are the same for every
          // group opened from it: sorted once per day's list, then taken per group (a stable
          // sort of all, then a group's subsequence, is the group's own stable sort).
          const sorted = derived(all, `sorted|${filterKey(query)}|${query.sort}`, () =>
            applyFilters(all, query).sort(OFFER_ORDER[query.sort]),
          );
          return sorted.filter(inGroup);
        };
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
        candidates = own;
        // Stable sort: offers equal in the order keep the index's order, as in search's groups.
        choose = (seats) => applyFilters(own, query, seats).sort(OFFER_ORDER[query.sort]);
      }
      // With 'tersedia' every candidate's seats are read (the shown ones among them);
      // otherwise the offers are chosen first and only theirs are read.
      const chosen = needsSeats(query) ? null : choose();
      return {
        legs: (chosen ?? candidates).flatMap((offer) => offer.legs),
        finish: ({ seats }) => {
          const offers = chosen ?? choose(seats);
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
        },
      };
    });
  }

  /**
   * The operator and its route, refused as catalog.requireOperator and requireRoute refuse
   * them. A route the catalogue cache holds for the operator needs no read (a route or
   * operator removed since moves the version, and SearchOffers.consistent plans again);
   * anything else is asked of the database, for its exact error.
   */
  private async requireRoute(operatorCode: string, routeId: number): Promise<void> {
    if ((await this.trips.route(routeId))?.operatorCode === operatorCode) return;
    await this.catalog.requireOperator(operatorCode);
    await this.catalog.requireRoute(operatorCode, routeId);
  }

  /**
   * One leg's page of groups (the go leg, or the return leg with places swapped) from its
   * day's offers: the legs whose seats and operators whose ratings it needs, and, given
   * them, the fingerprint that decides whether last time's answer can be given again (the
   * view is built only when it cannot).
   */
  private page(
    day: Offer[],
    origin: Place,
    destination: Place,
    date: string,
    query: OfferFilters & { sort: ScheduleSort; page: number },
    only: { operator?: string; routeId?: number } = {},
  ): PagePlan {
    const kept = (offers: Offer[]) =>
      offers.filter((offer) => {
        const first = offer.legs[0]!;
        if (only.operator && first.operator.code !== only.operator) return false;
        return only.routeId === undefined || first.schedule.routeId === only.routeId;
      });
    const select = (offers: Offer[], seats?: Map<string, number>): Selected => {
      const filtered = applyFilters(offers, query, seats);
      return { filtered, groups: groupOffers(filtered, query.sort), pages: new Map() };
    };
    // The page's groups, their legs and operators: kept with the selection per page, so a
    // shared selection's page is gathered once (a page's groups hold every offer of the
    // group, hundreds of legs on a busy day, and gathering them was a tenth of a search).
    const pageOf = (selected: Selected): ShownPage => {
      const known = selected.pages.get(query.page);
      if (known) return known;
      const shown = selected.groups.slice(
        (query.page - 1) * SCHEDULE_GROUPS_PER_PAGE,
        query.page * SCHEDULE_GROUPS_PER_PAGE,
      );
      const shownLegs: TripSegment[] = [];
      for (const group of shown)
        for (const offer of group.offers) for (const leg of offer.legs) shownLegs.push(leg);
      const operators = [...new Set(shown.map((group) => group.offers[0]!.legs[0]!.operator.code))];
      const gathered = { shown, shownLegs, shownKeys: shownLegs.map(seatKey), operators };
      selected.pages.set(query.page, gathered);
      return gathered;
    };
    const answer = (
      { filtered, groups }: Selected,
      { shown, shownKeys, operators }: ShownPage,
      shared: boolean,
      seats: Map<string, number>,
      ratings: Ratings,
    ) => {
      // Everything the page's view is made of besides the query: the offers the filters
      // left (the index's own objects, so compared by identity), the free seats of every
      // leg shown and the operators' ratings, all read fresh.
      // A shared result is compared as one object (a new list or query makes a new one).
      const fingerprint: unknown[] = [origin.name, destination.name];
      if (shared) fingerprint.push(filtered);
      else fingerprint.push(...filtered);
      for (const key of shownKeys) fingerprint.push(seats.get(key));
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
    };
    if (!needsSeats(query)) {
      // Without seat counts (every filter but 'tersedia') the groups depend on the day's
      // list and the query only: computed once per list and shared (see derived()), and
      // only the shown legs' seats and operators' ratings are read.
      const selected = derived(
        day,
        `page|${only.operator ?? ''}|${only.routeId ?? ''}|${filterKey(query)}|${query.sort}`,
        () => select(kept(day)),
      );
      const shown = pageOf(selected);
      return {
        legs: shown.shownLegs,
        operators: shown.operators,
        finish: (seats, ratings) => answer(selected, shown, true, seats, ratings),
      };
    }
    // 'tersedia' filters on seats: every offer's are read, and the ratings of every
    // operator the page may show (one statement still; the page is chosen after it).
    const offers = kept(day);
    return {
      legs: offers.flatMap((offer) => offer.legs),
      operators: [...new Set(offers.map((offer) => offer.legs[0]!.operator.code))],
      finish: (seats, ratings) => {
        const selected = select(offers, seats);
        return answer(selected, pageOf(selected), false, seats, ratings);
      },
    };
  }
}

/** The offers the filters left and their groups, with the pages gathered from them. */
interface Selected {
  filtered: Offer[];
  groups: OfferGroup[];
  pages: Map<number, ShownPage>;
}

/** A page's groups, every leg of their offers, and their operators. */
interface ShownPage {
  shown: OfferGroup[];
  shownLegs: TripSegment[];
  /** Their seat keys, in the same order. */
  shownKeys: string[];
  operators: string[];
}

type Ratings = Map<string, { rating: number | null; count: number }>;

/** A page planned from its day's offers (ScheduleSearchService.page). */
interface PagePlan {
  legs: TripSegment[];
  operators: string[];
  finish(
    seats: Map<string, number>,
    ratings: Ratings,
  ): { fingerprint: unknown[]; view: () => SchedulePage };
}
