import type { ScheduleItem } from '@lintas/domain/schedule-result-schemas';
import type { QueryParams } from '../../../lib/query-string';
import { useGroupsSchedules } from './list-schedules';
import { useSearchSchedules } from './search-schedules';

/** One operator's direct departures of a day between two points (boarding, alighting). */
export interface DayDeparturesQuery {
  operatorCode: string;
  fromPointId: number;
  toPointId: number;
  date: string;
}

export interface DayDepartures {
  /** Earliest first; undefined until the search and its groups have answered. */
  items: ScheduleItem[] | undefined;
  isPending: boolean;
  error: Error | null;
  refetch: () => void;
}

/**
 * The departures another departure of the same trip could be (the reschedule screen, issue
 * 21): the results page's own calls, search-jadwal between the two points filtered to the
 * operator and then list-jadwal for each of its groups, keeping the direct trips that board
 * and alight exactly there. Sold-out trips stay in the list (kursi_tersedia 0).
 */
export function useDayDepartures(query: DayDeparturesQuery): DayDepartures {
  const search: QueryParams = {
    asal_id: query.fromPointId,
    asal_tipe: 'point',
    tujuan_id: query.toPointId,
    tujuan_tipe: 'point',
    tanggal_berangkat: query.date,
    operator: [query.operatorCode],
    show_connecting: 0,
  };
  const summary = useSearchSchedules(search);
  // The placeholder of another date is not this day's answer.
  const current = summary.data && summary.data.tanggal_berangkat === query.date;
  const groups = current
    ? (summary.data?.list ?? []).filter(
        (group) => group.operator_kode === query.operatorCode && group.flag_connecting === 0,
      )
    : [];
  const lists = useGroupsSchedules(search, groups, current);
  const error = summary.error ?? lists.find((list) => list.error)?.error ?? null;
  const isPending = !error && (!current || lists.some((list) => list.isPending));
  const items = isPending
    ? undefined
    : lists
        .flatMap((list) => list.data?.list ?? [])
        .filter(
          (item) =>
            item.flag_connecting === 0 &&
            item.operator_kode === query.operatorCode &&
            item.titik_naik.cabang_id === query.fromPointId &&
            item.titik_turun.cabang_id === query.toPointId,
        )
        .sort((a, b) => a.jam_berangkat.localeCompare(b.jam_berangkat));
  return {
    items,
    isPending,
    error,
    refetch: () => {
      if (summary.error) void summary.refetch();
      for (const list of lists) if (list.error) void list.refetch();
    },
  };
}
