import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useBookingStore } from '../../../stores/booking-store';
import {
  parseResultsSearch,
  parseResultsView,
  resultsSearchString,
  searchIdentity,
  storeSearch,
  type ResultsSearch,
  type ResultsView,
} from './results-url';

/** The search the store holds now, with the dates the results page would show. */
function currentSearch(today: string): ResultsSearch | null {
  const { formOriginDestination: form, schedule } = useBookingStore.getState();
  const dateGo = schedule.dateGo && schedule.dateGo >= today ? schedule.dateGo : today;
  const dateReturn =
    schedule.dateReturn && schedule.dateReturn >= dateGo ? schedule.dateReturn : dateGo;
  return storeSearch(form, schedule, { dateGo, dateReturn });
}

/** Puts an address's search into the booking store (a shared link, Back/Forward, a bookmark). */
function applySearch(search: ResultsSearch, sameSearch: boolean): void {
  const store = useBookingStore.getState();
  const roundTrip = search.dateReturn !== '';
  if (sameSearch) {
    // Only the filters moved (Back/Forward over filter changes, an edited address): the
    // chosen go trip stays, and the filters go to the list the address names.
    const onReturn = search.leg === 'return' && store.schedule.selectedGo !== null;
    store.updateSchedule({
      page: 1,
      tripStatus: onReturn ? 'return' : 'go',
      ...(onReturn
        ? {
            filtersReturn: search.filters,
            sortReturn: search.sort,
            quickFilterReturn: search.quick,
          }
        : { filtersGo: search.filters, sortGo: search.sort, quickFilterGo: search.quick }),
    });
    return;
  }
  useBookingStore.setState((s) => ({
    formOriginDestination: {
      ...s.formOriginDestination,
      origin: search.origin,
      destination: search.destination,
      dateTrip: search.dateGo,
      dateTripReturn: search.dateReturn,
      isRoundtrip: roundTrip,
    },
  }));
  // A new search: nothing chosen yet, so the go list comes first whatever `arah` said.
  const returnFilters = search.leg === 'return';
  store.updateSchedule({
    roundTrip,
    dateGo: search.dateGo,
    dateReturn: search.dateReturn,
    selectedGo: null,
    selectedReturn: null,
    tripStatus: 'go',
    page: 1,
    filtersGo: returnFilters ? {} : search.filters,
    sortGo: returnFilters ? '' : search.sort,
    quickFilterGo: returnFilters ? '' : search.quick,
    filtersReturn: returnFilters ? search.filters : {},
    sortReturn: returnFilters ? search.sort : '',
    quickFilterReturn: returnFilters ? search.quick : '',
    detail: { date: search.dateGo, from: search.origin.text, to: search.destination.text },
  });
}

/** Puts the search an address names into the store, unless the store holds it already. */
function applyAddress(search: string, today: string): void {
  const fromUrl = parseResultsSearch(search);
  if (!fromUrl) return;
  const current = currentSearch(today);
  if (current && resultsSearchString(current) === resultsSearchString(fromUrl)) return;
  applySearch(fromUrl, searchIdentity(current) === searchIdentity(fromUrl));
}

/**
 * Keeps the results page's address and the booking store in step, both ways:
 * - an address that names a search (opened from a link, a bookmark, a reload, Back) is
 *   put into the store before the lists load;
 * - every change of the search on the page (date, filters, sort, quick filters, the leg
 *   of a round trip, the view) is written back to the address: a new date is a new
 *   history entry (`markNewEntry` before changing it), everything else replaces the entry.
 * Returns the view the address asks for and a setter for it.
 */
export function useResultsUrl(today: string): {
  view: ResultsView;
  setView: (view: ResultsView) => void;
  markNewEntry: () => void;
} {
  const location = useLocation();
  const navigate = useNavigate();
  const view = parseResultsView(location.search);
  // Address → store on the first render, before the page reads the store and before any
  // list is fetched: a shared address never first loads the browser's last search. (Call
  // this hook before the page's own store selectors; nothing else on the page reads them.)
  const [firstSearch] = useState(() => {
    applyAddress(location.search, today);
    return location.search;
  });
  /** The last address this hook read into the store or wrote itself. */
  const consumed = useRef<string>(firstSearch);
  const pushNext = useRef(false);

  /**
   * The location the last render saw (the object: a new navigation gives a new one even to
   * an address that reads the same). Only a move of it is read into the store.
   */
  const seen = useRef(location);
  /** Back/Forward happened: read the address once more even if no new location shows. */
  const popped = useRef(false);
  const [, recheck] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const onPop = () => {
      popped.current = true;
      recheck();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  // ...and again whenever the address changes under the page (Back/Forward, a link).
  // Only when it moved: while this hook's own write is on its way (the router navigates in
  // a transition, so renders come between), the old address is still showing, and reading
  // it back would undo the change just made (a quick filter's list was asked twice, the
  // first request aborted). A Back pressed before that write showed ends the transition at
  // the address it started from: the same text, but a new location (or, if even its
  // navigation type matches, no new render at all: the popstate listener asks for one), so
  // it is read into the store rather than left behind a date the address no longer names.
  useLayoutEffect(() => {
    if (seen.current === location && !popped.current) return;
    seen.current = location;
    popped.current = false;
    if (consumed.current === location.search) return;
    consumed.current = location.search;
    applyAddress(location.search, today);
  });

  // Store → address, after every render (cheap: one string compared). It reads the store
  // itself, not this render's values, so it never writes back a search just replaced.
  useEffect(() => {
    if (consumed.current !== location.search) return;
    const current = currentSearch(today);
    if (!current) return;
    const wanted = resultsSearchString(current, view);
    if (wanted === location.search) return;
    const push = pushNext.current && location.search !== '';
    pushNext.current = false;
    consumed.current = wanted;
    void navigate({ search: wanted }, { replace: !push });
  });

  const setView = useCallback(
    (next: ResultsView) => {
      const current = currentSearch(today);
      const search = current
        ? resultsSearchString(current, next)
        : next === 'daftar'
          ? '?tampilan=daftar'
          : '';
      consumed.current = search;
      void navigate({ search }, { replace: true });
    },
    [navigate, today],
  );
  const markNewEntry = useCallback(() => {
    pushNext.current = true;
  }, []);
  return { view, setView, markNewEntry };
}
