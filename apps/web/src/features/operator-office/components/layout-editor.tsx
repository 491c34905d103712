import type { StaffLayout } from '@lintas/domain/staff-timetable-schemas';
import { LAYOUT_MAX_COLS, LAYOUT_MAX_ROWS } from '@lintas/domain/staff-timetable-schemas';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useSaveLayout } from '../api/timetable';
import {
  CELL_LABELS,
  type CellDraft,
  cellsOf,
  gridFromLayout,
  gridProblem,
  missingBookedSeats,
  nextCellType,
  numberSeats,
  resizeGrid,
} from '../lib/timetable-form';
import { LayoutPreview } from './layout-preview';
import styles from './office.module.css';
import { SaveFeedback } from './save-feedback';
import own from './timetable.module.css';

/**
 * One seat layout's editor: name, vehicle, class and size; a grid whose cells a click walks
 * through seat, aisle, driver, door, toilet and empty (or whose seats are numbered by hand);
 * the customer's preview beside it. Seats booked on coming departures are marked, and a
 * draft that drops one is flagged before it is sent (the server refuses it too).
 */
export function LayoutEditor({
  operator,
  isAdmin,
  layout,
  savedNote,
  onSaved,
  onClose,
}: {
  operator: string;
  isAdmin: boolean;
  layout: StaffLayout | null;
  savedNote: string | null;
  onSaved: (code: string, note: string) => void;
  onClose: () => void;
}) {
  const save = useSaveLayout();
  const readOnly = !isAdmin && layout !== null && layout.operator_kode === null;
  const [name, setName] = useState(layout?.nama ?? '');
  const [vehicle, setVehicle] = useState<'shuttle' | 'bus'>(layout?.tipe_kendaraan ?? 'shuttle');
  const [seatClass, setSeatClass] = useState(layout?.kelas ?? 'Reguler');
  const [grid, setGrid] = useState<CellDraft[][]>(() => gridFromLayout(layout));
  // A layout in use keeps its numbers unless asked: a sold seat is known by its number.
  const [autoNumber, setAutoNumber] = useState(layout === null);
  const [mode, setMode] = useState<'jenis' | 'nomor'>('jenis');
  const [shared, setShared] = useState(false);
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState<string | null>(savedNote);
  const booked = layout?.kursi_terpesan ?? [];
  const rows = grid.length;
  const cols = grid[0]?.length ?? 0;

  const update = (next: CellDraft[][]) => {
    setSaved(null);
    setGrid(autoNumber ? numberSeats(next) : next);
  };
  const nameProblem =
    name.trim().length < 3
      ? 'Nama denah minimal 3 karakter'
      : seatClass.trim().length < 2
        ? 'Kelas minimal 2 karakter'
        : null;
  const problem = nameProblem ?? gridProblem(grid);
  const lost = missingBookedSeats(grid, booked);
  const seatCount = grid.flat().filter((cell) => cell.jenis === 'seat').length;

  return (
    <section className={styles.card} aria-labelledby="layout-form-heading">
      <div className={own.cardHead}>
        <h2 id="layout-form-heading">{layout ? `Denah ${layout.denah_kode}` : 'Denah baru'}</h2>
        <button type="button" className={own.linkButton} onClick={onClose}>
          Tutup
        </button>
      </div>
      {readOnly ? (
        <p className={own.lock}>
          Denah bersama dipakai banyak operator dan hanya dapat diubah admin. Buat denah baru untuk
          operator Anda bila perlu bentuk lain.
        </p>
      ) : null}
      <form
        className={styles.stack}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (problem || readOnly) return;
          const body = {
            nama: name,
            tipe_kendaraan: vehicle,
            kelas: seatClass,
            jumlah_baris: rows,
            jumlah_kolom: cols,
            sel: cellsOf(grid),
          };
          save.mutate(
            layout
              ? { kode: layout.denah_kode, body }
              : { kode: null, body: { ...body, operator_kode: shared ? undefined : operator } },
            {
              onSuccess: (result) => {
                const note = result.berubah
                  ? `Denah ${result.denah.denah_kode} disimpan (${result.denah.jumlah_kursi} kursi). Peta kursi berikutnya memakainya.`
                  : 'Tidak ada yang berubah.';
                setSaved(note);
                onSaved(result.denah.denah_kode, note);
              },
            },
          );
        }}
      >
        <fieldset className={own.plain} disabled={readOnly}>
          <legend className="visually-hidden">Data denah</legend>
          <div className={styles.toolbar}>
            <label className={styles.field}>
              <span>Nama denah</span>
              <input
                value={name}
                maxLength={80}
                onChange={(event) => setName(event.target.value)}
              />
            </label>
            <label className={styles.field}>
              <span>Kendaraan</span>
              <select
                value={vehicle}
                onChange={(event) => setVehicle(event.target.value as 'shuttle' | 'bus')}
              >
                <option value="shuttle">Shuttle</option>
                <option value="bus">Bus</option>
              </select>
            </label>
            <label className={styles.field}>
              <span>Kelas</span>
              <input
                value={seatClass}
                maxLength={30}
                onChange={(event) => setSeatClass(event.target.value)}
              />
            </label>
            <label className={styles.field}>
              <span>Baris</span>
              <input
                type="number"
                min={1}
                max={LAYOUT_MAX_ROWS}
                value={rows}
                onChange={(event) => {
                  const value = Math.min(
                    LAYOUT_MAX_ROWS,
                    Math.max(1, Number(event.target.value) || 1),
                  );
                  update(resizeGrid(grid, value, cols));
                }}
              />
            </label>
            <label className={styles.field}>
              <span>Kolom</span>
              <input
                type="number"
                min={1}
                max={LAYOUT_MAX_COLS}
                value={cols}
                onChange={(event) => {
                  const value = Math.min(
                    LAYOUT_MAX_COLS,
                    Math.max(1, Number(event.target.value) || 1),
                  );
                  update(resizeGrid(grid, rows, value));
                }}
              />
            </label>
            {isAdmin && !layout ? (
              <label className={own.check}>
                <input
                  type="checkbox"
                  checked={shared}
                  onChange={(event) => setShared(event.target.checked)}
                />
                Denah bersama (semua operator)
              </label>
            ) : null}
          </div>

          <div className={own.gridTools}>
            <div role="radiogroup" aria-label="Klik sel untuk" className={own.segmented}>
              <label>
                <input
                  type="radio"
                  name="mode"
                  checked={mode === 'jenis'}
                  onChange={() => setMode('jenis')}
                />
                Ubah jenis sel
              </label>
              <label>
                <input
                  type="radio"
                  name="mode"
                  checked={mode === 'nomor'}
                  onChange={() => setMode('nomor')}
                />
                Ubah nomor kursi
              </label>
            </div>
            <label className={own.check}>
              <input
                type="checkbox"
                checked={autoNumber}
                onChange={(event) => {
                  setAutoNumber(event.target.checked);
                  if (event.target.checked) setGrid(numberSeats(grid));
                }}
              />
              Nomor otomatis
            </label>
          </div>

          <div className={own.designer}>
            <div>
              <p className={styles.muted}>
                Depan kendaraan di atas.{' '}
                {mode === 'jenis'
                  ? 'Klik sel untuk berganti: kursi, lorong, sopir, pintu, toilet, kosong.'
                  : 'Ketik nomor setiap kursi.'}
              </p>
              <div
                className={own.grid}
                style={{ gridTemplateColumns: `repeat(${cols}, minmax(2.75rem, 1fr))` }}
              >
                {grid.map((row, r) =>
                  row.map((cell, c) => {
                    const where = `Baris ${r + 1} kolom ${c + 1}`;
                    const isBooked = cell.jenis === 'seat' && booked.includes(cell.nomor);
                    if (mode === 'nomor' && cell.jenis === 'seat')
                      return (
                        <input
                          key={`${r}-${c}`}
                          className={own.cellInput}
                          aria-label={`${where}: nomor kursi`}
                          value={cell.nomor}
                          maxLength={4}
                          data-booked={isBooked || undefined}
                          onChange={(event) => {
                            setAutoNumber(false);
                            setSaved(null);
                            setGrid(
                              grid.map((line, i) =>
                                line.map((item, j) =>
                                  i === r && j === c
                                    ? { ...item, nomor: event.target.value.toUpperCase() }
                                    : item,
                                ),
                              ),
                            );
                          }}
                        />
                      );
                    return (
                      <button
                        key={`${r}-${c}`}
                        type="button"
                        className={own.cell}
                        data-kind={cell.jenis}
                        data-booked={isBooked || undefined}
                        aria-label={`${where}: ${CELL_LABELS[cell.jenis]}${cell.jenis === 'seat' ? ` ${cell.nomor}` : ''}${isBooked ? ', terpesan' : ''}`}
                        disabled={mode === 'nomor'}
                        onClick={() =>
                          update(
                            grid.map((line, i) =>
                              line.map((item, j) =>
                                i === r && j === c
                                  ? { jenis: nextCellType(item.jenis), nomor: '' }
                                  : item,
                              ),
                            ),
                          )
                        }
                      >
                        {cell.jenis === 'seat' ? cell.nomor : CELL_LABELS[cell.jenis]}
                      </button>
                    );
                  }),
                )}
              </div>
              <p className={styles.summary}>
                {seatCount} kursi · {rows} x {cols} sel
                {booked.length > 0 ? ` · terpesan: ${booked.join(', ')}` : ''}
              </p>
            </div>
            <div>
              <p className={styles.muted}>Pratinjau untuk pelanggan</p>
              <LayoutPreview grid={grid} booked={booked} />
            </div>
          </div>
        </fieldset>

        {lost.length > 0 ? (
          <p className={styles.alert} role="alert">
            Kursi {lost.join(', ')} sudah terjual atau ditahan pada keberangkatan mendatang dan
            harus tetap ada dengan nomor yang sama.
          </p>
        ) : null}
        {tried && problem ? (
          <p className={styles.alert} role="alert">
            {problem}
          </p>
        ) : null}
        <SaveFeedback save={save} saved={saved} />
        {readOnly ? null : (
          <div className={styles.actions}>
            <Button type="submit" loading={save.isPending} loadingText="Menyimpan…">
              {layout ? 'Simpan denah' : 'Buat denah'}
            </Button>
          </div>
        )}
      </form>
    </section>
  );
}
