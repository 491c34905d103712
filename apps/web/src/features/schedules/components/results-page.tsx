import { formatDate, formatRupiah, formatTime, toIsoDate, addDaysIso } from '@lintas/domain/format';
import type { ScheduleItem } from '@lintas/domain/schedule-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { showAlert } from '../../../stores/alert-store';
import {
  useBookingStore,
  type Filters,
  type SelectedSchedule,
} from '../../../stores/booking-store';
import { withLoading } from '../../../stores/loading-store';
import { useViewMode } from '../../../stores/view-mode-store';
import { checkSchedule, type CheckedTrip } from '../api/check-schedule';
import { useDateBar } from '../api/get-date-bar';
import { useHighlights } from '../api/get-highlights';
import { useScheduleFilters } from '../api/get-schedule-filters';
import { useGroupsSchedules } from '../api/list-schedules';
import { useSearchSchedules } from '../api/search-schedules';
import {
  activeFilterCount,
  arrayFilter,
  filterParams,
  legRoute,
  listSchedules,
  routeParams,
  toggleArrayFilter,
  toggleQuickFilter,
  type Leg,
} from '../lib/search-params';
import { DateBar } from './date-bar';
import { FilterPanel } from './filter-panel';
import { Highlights } from './highlights';
import { useResultsUrl } from '../lib/use-results-url';
import { Pagination } from './pagination';
import { ScheduleCard } from './schedule-card';
import { ScheduleGroupCard } from './schedule-group';
import { SearchIcon } from './search-icon';
import { SortBar } from './sort-bar';
import styles from './results.module.css';

/** What the next steps read from the store: the codes, plus the whole search item. */
function toSelectedSchedule(item: ScheduleItem): SelectedSchedule {
  return {
    ...item,
    operatorCode: item.operator_kode,
    scheduleCode: item.jadwal_kode,
    date: item.tanggal_berangkat,
  };
}

/** The chosen go trip as check-jadwal needs it, from the store's snapshot. */
function storedTrip(selected: SelectedSchedule | null): CheckedTrip | null {
  if (!selected) return null;
  return {
    operator_kode: selected.operatorCode,
    jadwal_kode: selected.scheduleCode,
    tanggal_berangkat: selected.date,
    jam_berangkat: selected.jam_berangkat,
  };
}

const legKeys = {
  go: { filters: 'filtersGo', sort: 'sortGo', quick: 'quickFilterGo' },
  return: { filters: 'filtersReturn', sort: 'sortReturn', quick: 'quickFilterReturn' },
} as const;

/** How many results come before the highlights: the first departures stay on the first screen. */
const RESULTS_BEFORE_HIGHLIGHTS = 2;

/**
 * The results screen (spec §2 "schedule search results", §3 "Schedule search state"):
 * a compact trip summary with "Ubah", the date bar, filters, sort and quick filters (kept
 * separately for go and return), the operator-route groups or the detail list of every
 * schedule, highlights after the first results, pagination. The search lives in the
 * address (lib/results-url), so a result can be shared, bookmarked and reloaded. A round
 * trip chooses go, then return; before the seat map, check-jadwal confirms the choice.
 * `changeSearch` renders the search form "Ubah" opens in place (the app layer passes it;
 * `close` folds it away once the new search is made).
 */
export function ResultsPage({
  changeSearch,
}: {
  changeSearch?: (close: () => void) => ReactNode;
} = {}) {
  const today = toIsoDate(new Date());
  // First: it may put the address's search into the store before anything reads it.
  const { view, setView, markNewEntry } = useResultsUrl(today);
  const desktop = useViewMode() === 'd';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useBookingStore((s) => s.formOriginDestination);
  const schedule = useBookingStore((s) => s.schedule);
  const { updateSchedule, selectSchedule, setTripDates, setActiveSeats, setConnectingSeats } =
    useBookingStore.getState();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [changing, setChanging] = useState(false);
  const changeId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownLeg = useRef<Leg | null>(null);

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
  const results = useSearchSchedules({ ...base, ...filtering, page: schedule.page }, valid);
  // An opened group asks list-jadwal with the same places, date, filters and sort.
  const groupSearch = { ...base, ...filtering };
  // The list view shows every schedule of the page's groups: each group's list, together.
  const pageLists = useGroupsSchedules(
    groupSearch,
    results.data?.list ?? [],
    valid && view === 'daftar',
  );
  const filterOptions = useScheduleFilters(base, valid);
  const dateBar = useDateBar(base, valid);
  // The highlights count what the list shows: the same filters (the order does not matter).
  const { sort: _order, ...highlightFilters } = filtering;
  const highlights = useHighlights({ ...base, ...highlightFilters }, valid);
  const totalPage = results.data?.total_page ?? 1;

  useEffect(() => {
    if (results.data && results.data.total_page !== schedule.totalPage)
      updateSchedule({ totalPage: results.data.total_page });
  }, [results.data, schedule.totalPage, updateSchedule]);

  // Switching between go and return replaces the list: move focus to its heading so
  // keyboard and screen-reader users continue from the new list, not from the page top.
  useEffect(() => {
    if (shownLeg.current !== null && shownLeg.current !== leg) headingRef.current?.focus();
    shownLeg.current = leg;
  }, [leg]);

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

  async function choose(item: ScheduleItem) {
    if (leg === 'go' && roundTrip) {
      selectSchedule('go', toSelectedSchedule(item));
      updateSchedule({ tripStatus: 'return', page: 1 });
      window.scrollTo?.(0, 0);
      return;
    }
    const go = leg === 'go' ? item : storedTrip(schedule.selectedGo);
    if (!go) {
      updateSchedule({ tripStatus: 'go', page: 1 });
      return;
    }
    const back = leg === 'return' ? item : null;
    try {
      const check = await withLoading(checkSchedule(go, back));
      if (!check.tersedia) {
        void queryClient.invalidateQueries({ queryKey: ['search-jadwal'] });
        void queryClient.invalidateQueries({ queryKey: ['list-jadwal'] });
        if (back && !check.pergi.tersedia) {
          selectSchedule('go', null);
          updateSchedule({ tripStatus: 'go', page: 1 });
        }
        await showAlert({
          title: 'Jadwal tidak dapat dipesan',
          message: `${check.alasan ?? 'Jadwal ini sudah tidak tersedia.'} Silakan pilih jadwal lain.`,
          type: 'warning',
          duration: null,
        });
        return;
      }
    } catch (error) {
      if (error instanceof ApiError && error.isAborted) return;
      await showAlert({
        title: 'Gagal memeriksa jadwal',
        message: error instanceof Error ? error.message : 'Silakan coba lagi.',
        type: 'error',
        duration: null,
      });
      return;
    }
    selectSchedule(leg, toSelectedSchedule(item));
    if (leg === 'go') selectSchedule('return', null);
    setActiveSeats('go', []);
    setActiveSeats('return', []);
    setConnectingSeats([]);
    navigate(paths.seats.getHref());
  }

  const count = activeFilterCount(filters);
  const filterPanel = (
    <FilterPanel
      key={`${leg}-${String(filters.harga_min ?? '')}-${String(filters.harga_max ?? '')}`}
      idPrefix={`filter-${leg}`}
      options={filterOptions.data}
      loading={filterOptions.isPending}
      error={filterOptions.error}
      onRetry={() => void filterOptions.refetch()}
      filters={filters}
      onChange={(next) => setLegState({ filters: next })}
    />
  );
  const selectedGo = schedule.selectedGo;
  const chooseLabel =
    leg === 'go' && roundTrip ? 'Pilih pergi' : leg === 'return' ? 'Pilih pulang' : 'Pilih';
  const highlightStrip = (
    <Highlights
      data={highlights.data}
      activeOperators={arrayFilter(filters, 'operator')}
      onPick={(code) => setLegState({ filters: toggleArrayFilter(filters, 'operator', code) })}
    />
  );
  const tripLabel = leg === 'go' ? (roundTrip ? 'Pergi' : 'Sekali jalan') : 'Pulang';

  /** The groups, or every schedule (list view), with the highlights after the first few. */
  function resultList(groups: NonNullable<typeof results.data>['list']) {
    if (view === 'daftar') {
      if (pageLists.some((list) => list.isError))
        return (
          <ErrorState
            title="Jadwal gagal dimuat"
            message={pageLists.find((list) => list.isError)?.error?.message ?? 'Silakan coba lagi.'}
            onRetry={() => {
              for (const list of pageLists) if (list.isError) void list.refetch();
            }}
          />
        );
      if (pageLists.some((list) => list.isPending))
        return (
          <div className={styles.list}>
            {[0, 1, 2].map((i) => (
              <SkeletonCard key={i} lines={3} label="Memuat jadwal…" />
            ))}
          </div>
        );
    }
    const entries =
      view === 'daftar'
        ? listSchedules(
            pageLists.map((list) => list.data?.list ?? []),
            sort,
          ).map((item) => (
            <li key={`${item.jadwal_kode}-${item.list_leg.map((l) => l.jadwal_kode).join('+')}`}>
              <ScheduleCard
                item={item}
                onChoose={(it) => void choose(it)}
                chooseLabel={chooseLabel}
                direction={leg}
              />
            </li>
          ))
        : groups.map((group) => (
            <ScheduleGroupCard
              key={`${leg}-${group.group_kode}`}
              group={group}
              search={groupSearch}
              onChoose={(item) => void choose(item)}
              chooseLabel={chooseLabel}
              direction={leg}
              defaultOpen={groups.length === 1}
            />
          ));
    const className = `${styles.list} ${results.isPlaceholderData ? styles.stale : ''}`;
    return (
      <>
        <ul className={className} aria-label="Hasil pencarian">
          {entries.slice(0, RESULTS_BEFORE_HIGHLIGHTS)}
        </ul>
        {highlightStrip}
        {entries.length > RESULTS_BEFORE_HIGHLIGHTS ? (
          <ul className={className} aria-label="Hasil pencarian lainnya">
            {entries.slice(RESULTS_BEFORE_HIGHLIGHTS)}
          </ul>
        ) : null}
      </>
    );
  }

  // Desktop grid: only the rows that are on screen (an empty named row would still add its gap).
  const desktopAreas = [
    "'summary summary'",
    changeSearch && changing ? "'change change'" : '',
    roundTrip ? "'leg leg'" : '',
    "'dates dates'",
    "'aside content'",
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      className={desktop ? styles.layoutDesktop : styles.layout}
      style={desktop ? { gridTemplateAreas: desktopAreas } : undefined}
    >
      <header className={`${styles.summary} ${desktop ? '' : styles.summarySticky}`}>
        <div className={styles.summaryRow}>
          <div className={styles.summaryText}>
            <p className={styles.summaryRoute}>
              {route.origin.text || 'Asal'} <span aria-hidden="true">→</span>
              <span className="visually-hidden"> ke </span> {route.destination.text || 'Tujuan'}
            </p>
            <p className={styles.summaryDate}>
              <span className="visually-hidden">Tanggal </span>
              {formatDate(route.date, 'ddd, DD MMM YYYY')} · {tripLabel}
            </p>
          </div>
          {changeSearch ? (
            <button
              type="button"
              className={styles.changeButton}
              aria-expanded={changing}
              aria-controls={changeId}
              onClick={() => setChanging((v) => !v)}
            >
              {changing ? 'Tutup' : 'Ubah'}
              <span className="visually-hidden"> pencarian</span>
            </button>
          ) : (
            <Link to={paths.home.getHref()} className={styles.changeLink}>
              Ubah<span className="visually-hidden"> pencarian</span>
            </Link>
          )}
        </div>
      </header>
      {changeSearch ? (
        <div id={changeId} hidden={!changing} className={styles.changePanel}>
          {changing ? changeSearch(() => setChanging(false)) : null}
        </div>
      ) : null}

      {roundTrip ? (
        <div className={styles.legInfo}>
          <ol className={styles.steps} aria-label="Langkah memilih jadwal pulang-pergi">
            <li
              aria-current={leg === 'go' ? 'step' : undefined}
              className={leg === 'go' ? styles.stepActive : styles.stepDone}
            >
              1. Pergi
            </li>
            <li
              aria-current={leg === 'return' ? 'step' : undefined}
              className={leg === 'return' ? styles.stepActive : ''}
            >
              2. Pulang
            </li>
          </ol>
          {leg === 'return' && selectedGo ? (
            <div className={styles.chosenGo}>
              <p>
                <strong>Jadwal pergi:</strong> {selectedGo.operator_nama ?? selectedGo.operatorCode}
                , {formatDate(selectedGo.date, 'ddd, DD MMM')}{' '}
                {formatTime(selectedGo.jam_berangkat ?? '')}
                {selectedGo.harga !== undefined ? ` · ${formatRupiah(selectedGo.harga)}` : null}
              </p>
              <Button
                variant="ghost"
                size="small"
                onClick={() => updateSchedule({ tripStatus: 'go', page: 1 })}
              >
                Ganti jadwal pergi
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}

      <DateBar
        data={dateBar.data}
        loading={dateBar.isPending && valid}
        selected={route.date}
        minDate={leg === 'go' ? today : dateGo}
        onSelect={changeDate}
      />

      {desktop ? (
        <aside className={styles.aside} aria-labelledby="filter-title">
          <h2 id="filter-title" className={styles.sectionTitle}>
            Filter
          </h2>
          {filterPanel}
        </aside>
      ) : null}

      <div className={styles.content}>
        <div className={desktop ? styles.toolbar : `${styles.toolbar} ${styles.toolbarSticky}`}>
          {!desktop ? (
            <Button
              variant="secondary"
              size="small"
              aria-expanded={filtersOpen}
              aria-controls="mobile-filters"
              onClick={() => setFiltersOpen((v) => !v)}
            >
              {filtersOpen ? 'Tutup filter' : count > 0 ? `Filter (${count})` : 'Filter'}
            </Button>
          ) : null}
          <SortBar
            idPrefix={`sort-${leg}`}
            options={filterOptions.data}
            sort={sort}
            quickFilter={quickFilter}
            onSort={(next) => setLegState({ sort: next })}
            onQuickFilter={(code) => setLegState({ quick: toggleQuickFilter(quickFilter, code) })}
          />
          {!desktop ? (
            <div id="mobile-filters" hidden={!filtersOpen} className={styles.mobileFilterPanel}>
              {filtersOpen ? filterPanel : null}
            </div>
          ) : null}
        </div>

        <section aria-labelledby="results-title" aria-busy={results.isFetching || undefined}>
          <div className={styles.resultsHead}>
            <h2 id="results-title" className={styles.sectionTitle} ref={headingRef} tabIndex={-1}>
              {leg === 'go'
                ? roundTrip
                  ? 'Pilih jadwal pergi'
                  : 'Pilih jadwal'
                : 'Pilih jadwal pulang'}
              {results.data && results.data.total_jadwal > 0 ? (
                <span className={styles.total}> · {results.data.total_jadwal} jadwal</span>
              ) : null}
            </h2>
            {/* Spec §2: the group-by-operator-route view or the detail list view. */}
            <div role="group" aria-label="Tampilan hasil" className={styles.viewToggle}>
              <button
                type="button"
                aria-pressed={view === 'grup'}
                className={styles.viewOption}
                onClick={() => setView('grup')}
              >
                Per operator
              </button>
              <button
                type="button"
                aria-pressed={view === 'daftar'}
                className={styles.viewOption}
                onClick={() => setView('daftar')}
              >
                Semua jadwal
              </button>
            </div>
          </div>
          <p role="status" className="visually-hidden">
            {results.data
              ? results.data.total_jadwal > 0
                ? `${results.data.total_jadwal} jadwal ditemukan`
                : 'Jadwal tidak ditemukan'
              : ''}
          </p>
          {!valid ? (
            <EmptyState
              icon={<SearchIcon />}
              title="Pencarian belum lengkap"
              description="Pilih kota asal, tujuan dan tanggal terlebih dahulu."
              action={<Link to={paths.home.getHref()}>Ubah pencarian</Link>}
            />
          ) : results.isPending ? (
            <div className={styles.list}>
              {[0, 1, 2].map((i) => (
                <SkeletonCard key={i} lines={3} label="Mencari jadwal…" />
              ))}
            </div>
          ) : results.isError ? (
            <ErrorState
              title="Jadwal gagal dimuat"
              message={results.error.message}
              onRetry={() => void results.refetch()}
              action={<Link to={paths.home.getHref()}>Ubah pencarian</Link>}
            />
          ) : results.data.list.length === 0 ? (
            <EmptyState
              icon={<SearchIcon />}
              title="Jadwal tidak ditemukan"
              description={
                count > 0 || quickFilter
                  ? 'Tidak ada jadwal yang cocok dengan filter Anda. Hapus filter, pilih tanggal lain di bilah tanggal, atau ubah pencarian.'
                  : 'Belum ada jadwal pada tanggal ini. Pilih tanggal lain di bilah tanggal, atau ubah pencarian.'
              }
              action={
                <>
                  {count > 0 || quickFilter ? (
                    <Button
                      variant="secondary"
                      onClick={() => setLegState({ filters: {}, quick: '' })}
                    >
                      Hapus filter
                    </Button>
                  ) : null}
                  <Button variant="secondary" onClick={() => changeDate(addDaysIso(route.date, 1))}>
                    Coba hari berikutnya
                  </Button>
                  <Link to={paths.home.getHref()} className={styles.changeLink}>
                    Ubah pencarian
                  </Link>
                </>
              }
            />
          ) : (
            <>
              {resultList(results.data.list)}
              <Pagination
                page={schedule.page}
                totalPage={totalPage}
                onPage={(page) => updateSchedule({ page })}
              />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
