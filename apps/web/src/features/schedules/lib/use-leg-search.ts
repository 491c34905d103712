import { useBookingStore, type Filters } from '../../../stores/booking-store';
import { filterParams, legRoute, routeParams, type Leg } from './search-params';

/** Where each leg keeps its own filters, sort and quick filter in the booking store. */
const legKeys = {
  go: { filters: 'filtersGo', sort: 'sortGo', quick: 'quickFilterGo' },
  return: { filters: 'filtersReturn', sort: 'sortReturn', quick: 'quickFilterReturn' },
} as const;

/**
 * The search the results screen shows now (spec §3 "Schedule search state"): which leg
 * (go, or the return of a round trip once the go trip is chosen), its route and date, and
 * that leg's filters, sort and quick filter, with the query parameters the schedule calls
 * take. Dates before today, or a return before the go date, are read as the nearest
 * allowed day rather than searched. `markNewEntry` comes from useResultsUrl: changing the
 * day is a new address entry, so Back returns to the day before.
 */
export function useLegSearch(today: string, markNewEntry: () => void) {
  const form = useBookingStore((s) => s.formOriginDestination);
  const schedule = useBookingStore((s) => s.schedule);
  const { updateSchedule, setTripDates } = useBookingStore.getState();

  const roundTrip = schedule.roundTrip;
  const leg: Leg = roundTrip && schedule.tripStatus === 'return' ? 'return' : 'go';
  const dateGo = schedule.dateGo && schedule.dateGo >= today ? schedule.dateGo : today;
  const dateReturn =
    schedule.dateReturn && schedule.dateReturn >= dateGo ? schedule.dateReturn : dateGo;
  const route = legRoute(leg, form.origin, form.destination, dateGo, dateReturn);
  const keys = legKeys[leg];
  const filters = schedule[keys.filters];
  const sort = schedule[keys.sort];
  const quickFilter = schedule[keys.quick];
  const valid =
    route.origin.id !== null &&
    route.destination.id !== null &&
    Boolean(route.origin.type) &&
    Boolean(route.destination.type);
  const base = routeParams(route);
  const filtering = filterParams(filters, sort, quickFilter);

  /** Changes this leg's filters, sort or quick filter; a changed list starts at page 1. */
  const setLegState = (patch: { filters?: Filters; sort?: string; quick?: string }) =>
    updateSchedule({
      page: 1,
      ...(patch.filters !== undefined ? { [keys.filters]: patch.filters } : {}),
      ...(patch.sort !== undefined ? { [keys.sort]: patch.sort } : {}),
      ...(patch.quick !== undefined ? { [keys.quick]: patch.quick } : {}),
    });

  function changeDate(date: string) {
    // Another day is another search: Back returns to the day before.
    markNewEntry();
    if (leg === 'go') {
      const back = roundTrip && dateReturn < date ? date : dateReturn;
      updateSchedule({
        dateGo: date,
        dateReturn: roundTrip ? back : '',
        page: 1,
        detail: { date, from: form.origin.text, to: form.destination.text },
      });
      setTripDates({ dateTrip: date, ...(roundTrip ? { dateTripReturn: back } : {}) });
    } else {
      updateSchedule({ dateReturn: date, page: 1 });
      setTripDates({ dateTripReturn: date });
    }
  }

  return {
    schedule,
    roundTrip,
    leg,
    dateGo,
    route,
    filters,
    sort,
    quickFilter,
    valid,
    /** The places and date of this leg (the date bar and filter options ask only these). */
    base,
    /** This leg's filters and sort as query parameters. */
    filtering,
    setLegState,
    changeDate,
  };
}
