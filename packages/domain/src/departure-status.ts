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
