import { formatDate, formatTime } from '@lintas/domain/format';
import type { ReservationDetail } from '@lintas/domain/reservation-schemas';

/** 'Sen, 23 Nov 2026, 16.30 WIB': the payment deadline in the departure's zone. */
export function deadlineText(detail: ReservationDetail): string {
  const [date = '', time = ''] = detail.expired_time_lokal.split(' ');
  const zone = detail.perjalanan[0]?.zona_waktu_berangkat ?? 'WIB';
  return `${formatDate(date, 'ddd, DD MMM YYYY')}, ${formatTime(time)} ${zone}`;
}
