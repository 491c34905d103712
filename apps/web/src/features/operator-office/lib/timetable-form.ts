import {
  layoutProblem,
  routeStopsProblem,
  type LayoutCellType,
  type StaffLayout,
  type StaffLayoutCell,
  type StaffRoute,
  type StaffRouteStopInput,
} from '@lintas/domain/staff-timetable-schemas';

/**
 * The route and layout editors' drafts and the rules they share with the server
 * (routeStopsProblem and layoutProblem come from the domain package, so a form says before
 * sending what the server would say after).
 */

/** One stop of a route being edited: what is typed, before it is a number. */
export interface StopDraft {
  /** Stable across moves, for React's list keys and focus. */
  key: number;
  cabang_kode: string;
  menit: string;
  tarif: string;
  naik: boolean;
  turun: boolean;
}

let nextKey = 1;
export const newStopKey = () => nextKey++;

export function stopDrafts(route: StaffRoute | null): StopDraft[] {
  if (!route)
    return [
      { key: newStopKey(), cabang_kode: '', menit: '0', tarif: '0', naik: true, turun: true },
      { key: newStopKey(), cabang_kode: '', menit: '', tarif: '', naik: true, turun: true },
    ];
  return route.pemberhentian.map((stop) => ({
    key: newStopKey(),
    cabang_kode: stop.cabang_kode,
    menit: String(stop.menit_dari_awal),
    tarif: String(stop.tarif_dari_awal),
    naik: stop.naik,
    turun: stop.turun,
  }));
}

/** Digits, with dots or spaces as thousands separators: a whole number, or null. */
function parseWhole(text: string): number | null {
  const digits = text.replace(/[.\s]/g, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}

/** The stops as the API takes them, or the first thing wrong with them (Indonesian). */
export function stopsFromDrafts(
  drafts: StopDraft[],
): { stops: StaffRouteStopInput[] } | { problem: string; index: number | null } {
  const stops: StaffRouteStopInput[] = [];
  for (const [i, draft] of drafts.entries()) {
    if (draft.cabang_kode === '')
      return { problem: `Pilih titik pemberhentian ${i + 1}`, index: i };
    const menit = parseWhole(draft.menit);
    if (menit === null)
      return { problem: `Isi waktu tempuh pemberhentian ${i + 1} dalam menit`, index: i };
    const tarif = parseWhole(draft.tarif);
    if (tarif === null)
      return { problem: `Isi tarif pemberhentian ${i + 1} dalam rupiah`, index: i };
    stops.push({
      cabang_kode: draft.cabang_kode,
      menit_dari_awal: menit,
      tarif_dari_awal: tarif,
      naik: draft.naik,
      turun: draft.turun,
    });
  }
  if (stops.length < 2) return { problem: 'Rute minimal punya 2 pemberhentian', index: null };
  const problem = routeStopsProblem(stops);
  if (problem) {
    const index = typeof problem.path[0] === 'number' ? problem.path[0] : null;
    return { problem: problem.message, index };
  }
  return { stops };
}

/** "3 j 20 mnt" for 200 minutes; "0 mnt" at the first stop. */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} mnt`;
  return rest === 0 ? `${hours} j` : `${hours} j ${rest} mnt`;
}

// ------------------------------------------------------------------ layouts

export interface CellDraft {
  jenis: LayoutCellType;
  nomor: string;
}

/** The order a click walks a cell through. */
const CYCLE: LayoutCellType[] = ['seat', 'aisle', 'driver', 'door', 'toilet', 'empty'];

export const CELL_LABELS: Record<LayoutCellType, string> = {
  seat: 'Kursi',
  aisle: 'Lorong',
  driver: 'Sopir',
  door: 'Pintu',
  toilet: 'Toilet',
  empty: 'Kosong',
};

export const nextCellType = (jenis: LayoutCellType): LayoutCellType =>
  CYCLE[(CYCLE.indexOf(jenis) + 1) % CYCLE.length]!;

/** A new layout starts as a 10-seat shuttle: the driver front-right, an aisle behind. */
const NEW_LAYOUT = ['S..D', 'S_SS', 'S_SS', 'S_SS'];
const NEW_CELLS: Record<string, LayoutCellType> = {
  S: 'seat',
  D: 'driver',
  _: 'aisle',
  '.': 'empty',
};

/** A rows x cols grid of drafts from a layout (or the new layout's). */
export function gridFromLayout(layout: StaffLayout | null): CellDraft[][] {
  if (!layout)
    return numberSeats(
      NEW_LAYOUT.map((line) => [...line].map((char) => ({ jenis: NEW_CELLS[char]!, nomor: '' }))),
    );
  const grid = resizeGrid([], layout.jumlah_baris, layout.jumlah_kolom);
  for (const cell of layout.sel) {
    const row = grid[cell.baris - 1];
    if (row && cell.kolom <= row.length)
      row[cell.kolom - 1] = { jenis: cell.jenis, nomor: cell.nomor ?? '' };
  }
  return grid;
}

/** The grid at a new size: cells kept where they were, new ones seats to be numbered. */
export function resizeGrid(grid: CellDraft[][], rows: number, cols: number): CellDraft[][] {
  return Array.from({ length: rows }, (_, r) =>
    Array.from({ length: cols }, (_, c): CellDraft => grid[r]?.[c] ?? { jenis: 'seat', nomor: '' }),
  );
}

/** Seats numbered 1, 2, 3 … in reading order (front to back, left to right). */
export function numberSeats(grid: CellDraft[][]): CellDraft[][] {
  let n = 0;
  return grid.map((row) =>
    row.map((cell) =>
      cell.jenis === 'seat' ? { ...cell, nomor: String(++n) } : { ...cell, nomor: '' },
    ),
  );
}

export function cellsOf(grid: CellDraft[][]): StaffLayoutCell[] {
  return grid.flatMap((row, r) =>
    row.map((cell, c) =>
      cell.jenis === 'seat'
        ? { baris: r + 1, kolom: c + 1, jenis: cell.jenis, nomor: cell.nomor.trim().toUpperCase() }
        : { baris: r + 1, kolom: c + 1, jenis: cell.jenis },
    ),
  );
}

/** The first thing wrong with the grid, as the server would say it, or null. */
export function gridProblem(grid: CellDraft[][]): string | null {
  const cells = cellsOf(grid);
  const bad = cells.find(
    (cell) => cell.jenis === 'seat' && !/^[A-Z0-9]{1,4}$/.test(cell.nomor ?? ''),
  );
  if (bad?.nomor) return `Nomor kursi ${bad.nomor} tidak sah: maksimal 4 huruf atau angka`;
  return layoutProblem(grid.length, grid[0]?.length ?? 0, cells)?.message ?? null;
}

/** Booked seats the grid no longer has (the server would refuse the save). */
export function missingBookedSeats(grid: CellDraft[][], booked: readonly string[]): string[] {
  const seats = new Set(
    cellsOf(grid)
      .filter((cell) => cell.jenis === 'seat')
      .map((cell) => cell.nomor),
  );
  return booked.filter((no) => !seats.has(no));
}

/**
 * On a phone the editor opens below the list: bring it into view. A desktop shows both side
 * by side and keeps its scroll.
 */
export function revealEditor(node: HTMLElement | null) {
  if (!node || !window.matchMedia?.('(max-width: 1023px)').matches) return;
  node.scrollIntoView?.({ block: 'start' });
}

/** A schedule's time and running days as the server checks them, or the first thing wrong. */
export function timeAndDaysProblem(time: string, days: readonly number[]): string | null {
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return 'Isi jam berangkat, misalnya 07:30';
  if (days.length === 0) return 'Pilih minimal satu hari beroperasi';
  return null;
}
