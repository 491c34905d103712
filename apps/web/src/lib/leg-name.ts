/**
 * The one name of a leg of a journey, used by the results cards, the seat map tabs, the
 * booker and payment summaries and the e-ticket, so a person follows the same words from
 * search to boarding: 'Pergi', 'Pulang', and for a connecting journey
 * 'Pergi · Rute 1 dari 2', 'Pergi · Rute 2 dari 2', 'Pulang · Rute 1 dari 2'.
 */
export type LegDirection = 'go' | 'return';

/** 'Rute 2 dari 3': a leg's place within its direction. */
function legRouteName(index: number, count: number): string {
  return `Rute ${index + 1} dari ${count}`;
}

/** `index` counts from 0 within the direction; `count` is the number of legs of that direction. */
export function legName(direction: LegDirection, index: number, count: number): string {
  const base = direction === 'go' ? 'Pergi' : 'Pulang';
  return count > 1 ? `${base} · ${legRouteName(index, count)}` : base;
}
