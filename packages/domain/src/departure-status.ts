/**
 * A departure's live status (issue 21, decision 0039): what staff mark in the console
 * as the bus boards, leaves and arrives. It only moves forward: boarding, then
 * berangkat, then tiba; berangkat may come without boarding (a bus that boards at the
 * roadside), tiba only after berangkat. 'terjadwal' is the absence of a mark.
 */
export const DEPARTURE_STEPS = ['boarding', 'berangkat', 'tiba'] as const;
export type DepartureStep = (typeof DEPARTURE_STEPS)[number];
export type DepartureLiveStatus = 'terjadwal' | DepartureStep;

const ORDER: Record<DepartureLiveStatus, number> = {
  terjadwal: 0,
  boarding: 1,
  berangkat: 2,
  tiba: 3,
};

/** The status a person reads, in Indonesian. */
export const departureStatusLabels: Record<DepartureLiveStatus, string> = {
  terjadwal: 'Terjadwal',
  boarding: 'Boarding',
  berangkat: 'Sudah Berangkat',
  tiba: 'Tiba',
};

/** The steps staff may take from `current`, in the order the console shows them. */
export function nextDepartureSteps(current: DepartureLiveStatus): DepartureStep[] {
  if (current === 'terjadwal') return ['boarding', 'berangkat'];
  if (current === 'boarding') return ['berangkat'];
  if (current === 'berangkat') return ['tiba'];
  return [];
}

/**
 * Why `step` cannot follow `current`, in words a petugas can act on, or null when it
 * may: a step repeated or backwards, or arriving before leaving.
 */
export function departureStepRefusal(
  current: DepartureLiveStatus,
  step: DepartureStep,
): string | null {
  if (nextDepartureSteps(current).includes(step)) return null;
  if (current === step)
    return `Keberangkatan ini sudah berstatus ${departureStatusLabels[current]}.`;
  if (ORDER[step] < ORDER[current])
    return (
      `Keberangkatan ini sudah berstatus ${departureStatusLabels[current]}: status hanya dapat maju ` +
      '(Boarding, lalu Berangkat, lalu Tiba), tidak kembali.'
    );
  return 'Keberangkatan ini belum berangkat: tandai Berangkat dulu sebelum Tiba.';
}

/** The console's button for each step (decision 0039). */
export const departureStepActions: Record<DepartureStep, string> = {
  boarding: 'Mulai Boarding',
  berangkat: 'Tandai Berangkat',
  tiba: 'Tandai Tiba',
};

/** One chip of a ticket's direction: its words and how it is coloured. */
export interface DepartureChip {
  text: string;
  tone: 'info' | 'success' | 'warning';
}

/**
 * The chips a ticket's direction shows for its departure's live status and a move
 * (decision 0022's minutes, later positive): before boarding "Jadwal dimundurkan N
 * menit" or "Jadwal dimajukan N menit"; then the status ("Boarding", "Sudah
 * Berangkat", "Tiba"); once the bus has left a departure moved later, "Terlambat N
 * menit": it left N minutes after its timetabled time, the operator's move (the ticket
 * carries no separate actual delay). None: a departure on time and not yet boarding.
 */
export function departureChips(status: DepartureLiveStatus, movedMinutes: number): DepartureChip[] {
  if (status === 'terjadwal') {
    if (movedMinutes > 0)
      return [{ text: `Jadwal dimundurkan ${movedMinutes} menit`, tone: 'warning' }];
    if (movedMinutes < 0)
      return [{ text: `Jadwal dimajukan ${-movedMinutes} menit`, tone: 'warning' }];
    return [];
  }
  const chips: DepartureChip[] = [
    { text: departureStatusLabels[status], tone: status === 'tiba' ? 'success' : 'info' },
  ];
  if (status === 'berangkat' && movedMinutes > 0)
    chips.push({ text: `Terlambat ${movedMinutes} menit`, tone: 'warning' });
  return chips;
}

const ZONES: Record<string, string> = {
  WIB: 'Asia/Jakarta',
  WITA: 'Asia/Makassar',
  WIT: 'Asia/Jayapura',
};

/**
 * When a step was marked, as the clock at the departure's place reads it: an instant
 * (ISO 8601) and the zone's label (WIB, WITA, WIT) -> '08.15 WIB'; '' for none.
 */
export function departureMarkClock(at: string | null, zoneLabel: string): string {
  if (!at) return '';
  const instant = new Date(at);
  if (Number.isNaN(instant.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONES[zoneLabel] ?? ZONES.WIB,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const hour = parts.find((part) => part.type === 'hour')?.value ?? '00';
  const minute = parts.find((part) => part.type === 'minute')?.value ?? '00';
  return `${hour}.${minute} ${ZONES[zoneLabel] ? zoneLabel : 'WIB'}`;
}
