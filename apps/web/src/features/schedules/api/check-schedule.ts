import type { CheckScheduleResult, ScheduleItem } from '@lintas/domain/schedule-result-schemas';
import { fetchResults } from '../../../lib/api-client';
import type { QueryParams } from '../../../lib/query-string';

/** What check-jadwal needs of a trip: a search item, or the store's snapshot of one (jam optional). */
export type CheckedTrip = Pick<
  ScheduleItem,
  'operator_kode' | 'jadwal_kode' | 'tanggal_berangkat'
> &
  Partial<Pick<ScheduleItem, 'jam_berangkat'>>;

/**
 * check-jadwal: is the chosen go (and return) trip still bookable? Always answers; when
 * not, `tersedia` is false and `alasan` says why in Indonesian.
 */
function checkScheduleParams(go: CheckedTrip, back: CheckedTrip | null): QueryParams {
  return {
    operator_kode: go.operator_kode,
    kode: go.jadwal_kode,
    tanggal: go.tanggal_berangkat,
    jam: go.jam_berangkat,
    flag_pp: back ? 1 : 0,
    operator_kode_pulang: back?.operator_kode,
    kode_pulang: back?.jadwal_kode,
    tanggal_pulang: back?.tanggal_berangkat,
    jam_pulang: back?.jam_berangkat,
  };
}

export const checkSchedule = (go: CheckedTrip, back: CheckedTrip | null) =>
  fetchResults<CheckScheduleResult>({
    path: 'travel/check-jadwal',
    params: checkScheduleParams(go, back),
    cancelKey: 'check-jadwal',
  });
