import { addDaysIso, toIsoDate } from '@lintas/domain/format';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useBookingStore } from '../../../stores/booking-store';
import { useViewMode } from '../../../stores/view-mode-store';
import { useDateBar } from '../api/get-date-bar';
import { useHighlights } from '../api/get-highlights';
import { useScheduleFilters } from '../api/get-schedule-filters';
import { useGroupsSchedules } from '../api/list-schedules';
import { useSearchSchedules } from '../api/search-schedules';
import {
  activeFilterCount,
  arrayFilter,
  toggleArrayFilter,
  toggleQuickFilter,
  type Leg,
} from '../lib/search-params';
import { useChooseSchedule } from '../lib/use-choose-schedule';
import { useLegSearch } from '../lib/use-leg-search';
import { useResultsUrl } from '../lib/use-results-url';
import { DateBar } from './date-bar';
import { FilterPanel } from './filter-panel';
import { Highlights } from './highlights';
import { Pagination } from './pagination';
import { ResultList } from './result-list';
import { ResultsSummary } from './results-summary';
import { RoundTripSteps } from './round-trip-steps';
import { SearchIcon } from './search-icon';
import { SortBar } from './sort-bar';
import styles from './results.module.css';

/**
 * The results screen (spec §2 "schedule search results", §3 "Schedule search state"):
 * a compact trip summary with "Ubah", the date bar, filters, sort and quick filters (kept
 * separately for go and return), the operator-route groups or the detail list of every
 * schedule, highlights after the first results, pagination. The search lives in the
 * address (lib/results-url), so a result can be shared, bookmarked and reloaded. A round
 * trip chooses go, then return; before the seat map, check-jadwal confirms the choice
 * (lib/use-choose-schedule). `changeSearch` renders the search form "Ubah" opens in place
 * (the app layer passes it; `close` folds it away once the new search is made).
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
  const {
    schedule,
    roundTrip,
    leg,
    dateGo,
    route,
    filters,
    sort,
    quickFilter,
    valid,
    base,
    filtering,
    setLegState,
    changeDate,
  } = useLegSearch(today, markNewEntry);
  const { updateSchedule } = useBookingStore.getState();
  const selectedGo = schedule.selectedGo;
  const choose = useChooseSchedule({ leg, roundTrip, selectedGo });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [changing, setChanging] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownLeg = useRef<Leg | null>(null);

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
      <ResultsSummary
        route={route}
        tripLabel={tripLabel}
        sticky={!desktop}
        changeSearch={changeSearch}
        changing={changing}
        onChangingChange={setChanging}
      />

      {roundTrip ? (
        <RoundTripSteps
          leg={leg}
          selectedGo={selectedGo}
          onChangeGo={() => updateSchedule({ tripStatus: 'go', page: 1 })}
        />
      ) : null}

      <DateBar
        className={styles.dates}
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
              <ResultList
                view={view}
                groups={results.data.list}
                pageLists={pageLists}
                groupSearch={groupSearch}
                sort={sort}
                leg={leg}
                chooseLabel={chooseLabel}
                onChoose={(item) => void choose(item)}
                stale={results.isPlaceholderData}
                highlights={highlightStrip}
              />
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
