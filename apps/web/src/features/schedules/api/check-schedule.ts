import type { CheckScheduleResult, ScheduleItem } from '@lintas/domain/schedule-schemas';
import { fetchResults } from '../../../lib/api-client';
import type { QueryParams } from '../../../lib/query-string';

/**
 * check-jadwal: is the chosen go (and return) trip still bookable? Always answers; when
 * not, `tersedia` is false and `alasan` says why in Indonesian.
 */
export function checkScheduleParams(go: ScheduleItem, back: ScheduleItem | null): QueryParams {
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

export const checkSchedule = (go: ScheduleItem, back: ScheduleItem | null) =>
  fetchResults<CheckScheduleResult>({
    path: 'travel/check-jadwal',
    params: checkScheduleParams(go, back),
    cancelKey: 'check-jadwal',
  });
