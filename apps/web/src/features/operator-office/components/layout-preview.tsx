import type { CellDraft } from '../lib/timetable-form';
import own from './timetable.module.css';

/**
 * The layout as the customer's seat map draws it (front at the top, the driver, doors,
 * the aisle, toilets and numbered seats), for the editor to check by eye. Seats already
 * booked show as taken, as a customer would see them on those departures.
 */
export function LayoutPreview({
  grid,
  booked,
}: {
  grid: CellDraft[][];
  booked: readonly string[];
}) {
  const cols = grid[0]?.length ?? 1;
  return (
    <figure className={own.preview} aria-label="Pratinjau denah kursi">
      <div className={own.previewEnd} aria-hidden="true">
        Depan
      </div>
      <div
        className={own.previewGrid}
        style={{ gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))` }}
      >
        {grid.map((row, r) =>
          row.map((cell, c) => {
            const key = `${r}-${c}`;
            switch (cell.jenis) {
              case 'seat':
                return (
                  <span
                    key={key}
                    className={own.previewSeat}
                    data-taken={booked.includes(cell.nomor) || undefined}
                  >
                    {cell.nomor}
                  </span>
                );
              case 'driver':
                return (
                  <span key={key} className={own.previewThing}>
                    Sopir
                  </span>
                );
              case 'door':
                return (
                  <span key={key} className={own.previewThing}>
                    Pintu
                  </span>
                );
              case 'toilet':
                return (
                  <span key={key} className={own.previewThing}>
                    WC
                  </span>
                );
              case 'aisle':
                return <span key={key} className={own.previewAisle} aria-hidden="true" />;
              default:
                return <span key={key} aria-hidden="true" />;
            }
          }),
        )}
      </div>
      <div className={own.previewEnd} aria-hidden="true">
        Belakang
      </div>
    </figure>
  );
}
