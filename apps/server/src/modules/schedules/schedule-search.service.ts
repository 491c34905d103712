import { SCHEDULE_GROUPS_PER_PAGE, type ScheduleSort } from '@lintas/domain/schedule-options';
import type { ListScheduleQuery, SearchScheduleQuery } from '@lintas/domain/schedule-query-schemas';
import type {
  ScheduleList,
  SchedulePage,
  SearchScheduleResult,
} from '@lintas/domain/schedule-result-schemas';
import { AppError } from '../../http/app-error.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { seatKey, type TripService } from '../trips/trip.service.js';
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
import type { OperatorRatings } from './schedule.service.js';
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
    private readonly ratings: OperatorRatings,
  ) {}

  async search(query: SearchScheduleQuery): Promise<SearchScheduleResult> {
    this.window.requireBookableDate(query.tanggal_berangkat);
    if (query.flag_pp && query.tanggal_berangkat_pulang)
      this.window.requireBookableDate(query.tanggal_berangkat_pulang);
    const version = await this.source.version();
    const [origin, destination] = await this.source.places(query);
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
            { operator: query.pulang_operator_kode, routeId: query.pulang_jurusan_id },
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

  /**
   * The schedules of one operator-route on a date. With the search's places this is what
   * an opened group of search-jadwal shows: the same search index entry, the same filters
   * and sort applied to all of the day's offers (termurah and tercepat compare across every
   * group, as the search does), then the group's offers: `group_kode` when given, otherwise
   * every offer whose first leg is the operator's route. Seats are counted fresh.
   */
  async list(query: ListScheduleQuery): Promise<ScheduleList> {
    this.window.requireBookableDate(query.tanggal_berangkat);
    // Read first: the trips below are built from cached catalogue rows, forgotten if it changed.
    const version = await this.source.version();
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
    const inGroup = (offer: Offer) =>
      group_kode !== undefined
        ? offer.groupKey === group_kode
        : offer.legs[0]!.operator.code === query.operator_kode &&
          offer.legs[0]!.schedule.routeId === query.jurusan_id;
    let offers: Offer[];
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
      if (needsSeats(query)) {
        offers = applyFilters(all, query, await this.source.seatsIfNeeded(all, query)).filter(
          inGroup,
        );
        offers.sort(OFFER_ORDER[query.sort]);
      } else {
        // Without seat counts the day's filtered, sorted offers are the same for every
        // group opened from it: sorted once per day's list, then taken per group (a stable
        // sort of all, then a group's subsequence, is the group's own stable sort).
        const sorted = derived(all, `sorted|${filterKey(query)}|${query.sort}`, () =>
          applyFilters(all, query).sort(OFFER_ORDER[query.sort]),
        );
        offers = sorted.filter(inGroup);
      }
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
      offers = applyFilters(own, query, await this.source.seatsIfNeeded(own, query));
      // Stable sort: offers equal in the order keep the index's order, as in search's groups.
      offers.sort(OFFER_ORDER[query.sort]);
    }
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

  /**
   * One leg's page of groups (the go leg, or the return leg with places swapped), with
   * the fingerprint that decides whether last time's answer can be given again; the view
   * is built only when it cannot.
   */
  private async page(
    version: string,
    origin: Place,
    destination: Place,
    date: string,
    query: OfferFilters & { sort: ScheduleSort; page: number },
    showConnecting: boolean,
    only: { operator?: string; routeId?: number } = {},
  ): Promise<{ fingerprint: unknown[]; view: () => SchedulePage }> {
    const day = await this.source.offers(version, origin, destination, [date], showConnecting);
    const kept = (offers: Offer[]) =>
      offers.filter((offer) => {
        const first = offer.legs[0]!;
        if (only.operator && first.operator.code !== only.operator) return false;
        return only.routeId === undefined || first.schedule.routeId === only.routeId;
      });
    const select = (offers: Offer[], seats?: Map<string, number>) => {
      const filtered = applyFilters(offers, query, seats);
      return { filtered, groups: groupOffers(filtered, query.sort) };
    };
    // Without seat counts (every filter but 'tersedia') the groups depend on the day's
    // list and the query only: computed once per list and shared (see derived()).
    const shared = !needsSeats(query);
    let filtered: Offer[];
    let groups: OfferGroup[];
    if (shared) {
      ({ filtered, groups } = derived(
        day,
        `page|${only.operator ?? ''}|${only.routeId ?? ''}|${filterKey(query)}|${query.sort}`,
        () => select(kept(day)),
      ));
    } else {
      const offers = kept(day);
      ({ filtered, groups } = select(offers, await this.source.seatsIfNeeded(offers, query)));
    }
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
    // A shared result is compared as one object (a new list or query makes a new one).
    const fingerprint: unknown[] = [origin.name, destination.name];
    if (shared) fingerprint.push(filtered);
    else fingerprint.push(...filtered);
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
}
