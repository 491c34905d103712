import type { ScheduleItem } from '@lintas/domain/schedule-result-schemas';
import type { SelectedSchedule } from '../../../stores/booking-store';
import type { CheckedTrip } from '../api/check-schedule';

/** What the next steps read from the store: the codes, plus the whole search item. */
export function toSelectedSchedule(item: ScheduleItem): SelectedSchedule {
  return {
    ...item,
    operatorCode: item.operator_kode,
    scheduleCode: item.jadwal_kode,
    date: item.tanggal_berangkat,
  };
}

/** The chosen go trip as check-jadwal needs it, from the store's snapshot. */
export function storedTrip(selected: SelectedSchedule | null): CheckedTrip | null {
  if (!selected) return null;
  return {
    operator_kode: selected.operatorCode,
    jadwal_kode: selected.scheduleCode,
    tanggal_berangkat: selected.date,
    jam_berangkat: selected.jam_berangkat,
  };
}
