import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import type { JourneyLeg } from '../../../lib/journey';
import { useJourneySeatMaps } from '../api/get-seat-map';
import { SeatLegend, SeatMap } from './seat-map';

export interface SeatMapPickerProps {
  operatorCode: string;
  scheduleCode: string;
  date: string;
  /** Seat numbers chosen on this departure. */
  selected: readonly string[];
  onToggle: (no: string) => void;
  /** Names the map for assistive technology, e.g. "Denah kursi jadwal baru". */
  label: string;
}

/**
 * The seat map of one direct departure (travel/kursi), for a screen outside the booking
 * journey (the reschedule screen, issue 21): its loading and error states, the vehicle and
 * the colour key. Choosing is the caller's: `onToggle` gets every press of a free seat.
 */
export function SeatMapPicker({
  operatorCode,
  scheduleCode,
  date,
  selected,
  onToggle,
  label,
}: SeatMapPickerProps) {
  const leg: JourneyLeg = {
    key: 'go-0',
    direction: 'go',
    index: 0,
    label,
    operatorCode,
    scheduleCode,
    date,
  };
  const maps = useJourneySeatMaps([leg]);
  const map = maps.maps['go-0'];
  if (maps.error && !map)
    return <ErrorState message={errorMessage(maps.error)} onRetry={() => void maps.refetch()} />;
  if (!map) return <SkeletonCard lines={6} label="Memuat denah kursi…" />;
  return (
    <div aria-busy={maps.isFetching}>
      <SeatLegend />
      <SeatMap leg={map} selected={selected} onToggle={onToggle} label={label} />
    </div>
  );
}
