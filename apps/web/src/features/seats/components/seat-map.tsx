import type { SeatMapLeg } from '@lintas/domain/seat-map-schemas';
import type { KeyboardEvent } from 'react';
import styles from './seat-map.module.css';

export type SeatStatus = 'tersedia' | 'dipilih' | 'sudah dipesan';

/** What a screen reader says for a seat: "Kursi 12, tersedia". */
function seatLabel(no: string, status: SeatStatus): string {
  return `Kursi ${no}, ${status}`;
}

type Cell =
  | { kind: 'seat'; row: number; col: number; no: string; available: boolean }
  | { kind: 'driver' | 'door' | 'aisle' | 'toilet' | 'empty'; row: number; col: number };

/** Every drawn cell in reading order (front to back, left to right), so Tab follows the bus. */
export function layoutCells(leg: Pick<SeatMapLeg, 'kursi' | 'elemen_denah'>): Cell[] {
  const cells: Cell[] = [
    ...leg.kursi.map((seat): Cell => ({
      kind: 'seat',
      row: seat.baris,
      col: seat.kolom,
      no: seat.no,
      available: seat.tersedia,
    })),
    ...leg.elemen_denah.map((element): Cell => ({
      kind: element.tipe,
      row: element.baris,
      col: element.kolom,
    })),
  ];
  return cells.sort((a, b) => a.row - b.row || a.col - b.col);
}

function SteeringWheel() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="2.2" fill="currentColor" />
      <path
        d="M3.5 11h6.3M14.2 11h6.3M12 14.2V21"
        stroke="currentColor"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

function DoorIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <rect
        x="6"
        y="3"
        width="12"
        height="18"
        rx="1.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="14.5" cy="12.5" r="1.2" fill="currentColor" />
    </svg>
  );
}

type Position = { row: number; col: number };

/**
 * The seat an arrow key leads to from `from`: the nearest one in that direction
 * (same row first for left/right, nearest column for up/down). Null at the edge.
 */
function seatInDirection<T extends Position>(
  seats: readonly T[],
  from: Position,
  key: string,
): T | null {
  const candidates = seats.filter((seat) => {
    switch (key) {
      case 'ArrowRight':
        return seat.row === from.row && seat.col > from.col;
      case 'ArrowLeft':
        return seat.row === from.row && seat.col < from.col;
      case 'ArrowDown':
        return seat.row > from.row;
      case 'ArrowUp':
        return seat.row < from.row;
      default:
        return false;
    }
  });
  const distance = (seat: T) => Math.abs(seat.row - from.row) * 100 + Math.abs(seat.col - from.col);
  return candidates.sort((a, b) => distance(a) - distance(b))[0] ?? null;
}

export interface SeatMapProps {
  leg: Pick<SeatMapLeg, 'kursi' | 'elemen_denah' | 'jumlah_baris' | 'jumlah_kolom'>;
  /** Seat numbers chosen on this leg. */
  selected: readonly string[];
  onToggle: (no: string) => void;
  /** Names the map for assistive technology, e.g. "Denah kursi Pergi". */
  label: string;
}

/**
 * One vehicle drawn from the server's layout cells: the driver ("Sopir") at the front,
 * doors, the aisle, toilets and the seats on a grid of jumlah_baris x jumlah_kolom.
 * Each seat is a button: aria-pressed when chosen, disabled when taken.
 */
export function SeatMap({ leg, selected, onToggle, label }: SeatMapProps) {
  const cells = layoutCells(leg);

  // Arrow keys move between the seats that can take focus (Tab still walks them in order).
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-seat]');
    if (!current || !event.key.startsWith('Arrow')) return;
    const grid = event.currentTarget;
    const focusable = [
      ...grid.querySelectorAll<HTMLButtonElement>('button[data-seat]:not(:disabled)'),
    ].map((button) => ({
      button,
      row: Number(button.dataset.row),
      col: Number(button.dataset.col),
    }));
    const target = seatInDirection(
      focusable,
      { row: Number(current.dataset.row), col: Number(current.dataset.col) },
      event.key,
    );
    if (!target) return;
    event.preventDefault();
    target.button.focus();
  }

  return (
    <div
      className={styles.vehicle}
      role="group"
      aria-label={label}
      aria-describedby="seat-map-keys"
    >
      <p id="seat-map-keys" className="visually-hidden">
        Tab atau tombol panah untuk berpindah kursi, Enter atau Spasi untuk memilih atau melepas
        kursi.
      </p>
      <div className={styles.front} aria-hidden="true">
        Depan
      </div>
      <div
        className={styles.grid}
        onKeyDown={onKeyDown}
        style={{
          gridTemplateColumns: `repeat(${Math.max(1, leg.jumlah_kolom)}, minmax(0, 1fr))`,
          gridTemplateRows: `repeat(${Math.max(1, leg.jumlah_baris)}, auto)`,
        }}
      >
        {cells.map((cell) => {
          const place = { gridRow: cell.row, gridColumn: cell.col };
          if (cell.kind === 'seat') {
            const isSelected = selected.includes(cell.no);
            const status: SeatStatus = isSelected
              ? 'dipilih'
              : cell.available
                ? 'tersedia'
                : 'sudah dipesan';
            return (
              <button
                key={`s-${cell.no}`}
                type="button"
                style={place}
                className={`${styles.seat} ${isSelected ? styles.selected : cell.available ? styles.available : styles.taken}`}
                aria-label={seatLabel(cell.no, status)}
                aria-pressed={isSelected}
                disabled={!cell.available && !isSelected}
                data-seat={cell.no}
                data-row={cell.row}
                data-col={cell.col}
                onClick={() => onToggle(cell.no)}
              >
                <span className={styles.seatBack} aria-hidden="true" />
                <span className={styles.seatNo} aria-hidden="true">
                  {cell.no}
                </span>
              </button>
            );
          }
          const key = `${cell.kind}-${cell.row}-${cell.col}`;
          switch (cell.kind) {
            case 'driver':
              return (
                <div
                  key={key}
                  style={place}
                  className={`${styles.cell} ${styles.driver}`}
                  data-cell="driver"
                >
                  <SteeringWheel />
                  <span>Sopir</span>
                </div>
              );
            case 'door':
              return (
                <div
                  key={key}
                  style={place}
                  className={`${styles.cell} ${styles.door}`}
                  data-cell="door"
                >
                  <DoorIcon />
                  <span>Pintu</span>
                </div>
              );
            case 'toilet':
              return (
                <div
                  key={key}
                  style={place}
                  className={`${styles.cell} ${styles.toilet}`}
                  data-cell="toilet"
                >
                  <span aria-hidden="true">WC</span>
                  <span className="visually-hidden">Toilet</span>
                </div>
              );
            case 'aisle':
              return (
                <div
                  key={key}
                  style={place}
                  className={`${styles.cell} ${styles.aisle}`}
                  data-cell="aisle"
                  aria-hidden="true"
                />
              );
            default:
              return <div key={key} style={place} aria-hidden="true" />;
          }
        })}
      </div>
      <div className={styles.back} aria-hidden="true">
        Belakang
      </div>
    </div>
  );
}

/** The key to the seat colours. */
export function SeatLegend() {
  return (
    <ul className={styles.legend} aria-label="Keterangan kursi">
      <li>
        <span className={`${styles.swatch} ${styles.available}`} aria-hidden="true" />
        Tersedia
      </li>
      <li>
        <span className={`${styles.swatch} ${styles.selected}`} aria-hidden="true" />
        Dipilih
      </li>
      <li>
        <span className={`${styles.swatch} ${styles.taken}`} aria-hidden="true" />
        Terisi
      </li>
    </ul>
  );
}
