import type {
  ScheduleGroup,
  ScheduleItem,
  ScheduleList,
} from '@lintas/domain/schedule-result-schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonCard } from '../../../components/ui/skeleton';
import type { QueryParams } from '../../../lib/query-string';
import type { ResultsView } from '../lib/results-url';
import { listSchedules, type Leg } from '../lib/search-params';
import { ScheduleCard } from './schedule-card';
import { ScheduleGroupCard } from './schedule-group';
import styles from './results.module.css';

/** How many results come before the highlights: the first departures stay on the first screen. */
const RESULTS_BEFORE_HIGHLIGHTS = 2;

/**
 * One page of results: the operator-route groups (each opening its own list-jadwal), or
 * in the list view every schedule of the page's groups sorted together, waiting for all
 * their lists. The highlights strip goes after the first few results.
 */
export function ResultList({
  view,
  groups,
  pageLists,
  groupSearch,
  sort,
  leg,
  chooseLabel,
  onChoose,
  stale,
  highlights,
}: {
  view: ResultsView;
  groups: ScheduleGroup[];
  /** The list view's list-jadwal of every group on the page, in the page's order. */
  pageLists: UseQueryResult<ScheduleList>[];
  /** The search's parameters an opened group asks list-jadwal with. */
  groupSearch: QueryParams;
  sort: string;
  leg: Leg;
  chooseLabel: string;
  onChoose: (item: ScheduleItem) => void;
  /** The page shown is the previous search's while the new one loads. */
  stale: boolean;
  highlights: ReactNode;
}) {
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
              onChoose={onChoose}
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
            onChoose={onChoose}
            chooseLabel={chooseLabel}
            direction={leg}
            defaultOpen={groups.length === 1}
          />
        ));
  const className = `${styles.list} ${stale ? styles.stale : ''}`;
  return (
    <>
      <ul className={className} aria-label="Hasil pencarian">
        {entries.slice(0, RESULTS_BEFORE_HIGHLIGHTS)}
      </ul>
      {highlights}
      {entries.length > RESULTS_BEFORE_HIGHLIGHTS ? (
        <ul className={className} aria-label="Hasil pencarian lainnya">
          {entries.slice(RESULTS_BEFORE_HIGHLIGHTS)}
        </ul>
      ) : null}
    </>
  );
}
