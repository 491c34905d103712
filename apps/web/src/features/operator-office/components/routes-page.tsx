import { formatRupiah } from '@lintas/domain/format';
import type { StaffPointOption, StaffRoute } from '@lintas/domain/staff-timetable-schemas';
import { useState } from 'react';
import { PageTitle } from '../../../components/seo/page-title';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import { useSaveRoute, useStaffRoutes } from '../api/timetable';
import {
  durationText,
  newStopKey,
  stopDrafts,
  stopsFromDrafts,
  type StopDraft,
} from '../lib/timetable-form';
import styles from './office.module.css';
import { SaveFeedback } from './save-feedback';
import { ListAndEditor, OperatorToolbar, useOpenEditor } from './list-and-editor';
import { NewScheduleForm } from './new-schedule-form';
import { OperatorData, useOperatorScope } from './operator-scope';
import own from './timetable.module.css';

/**
 * /operator/rute: an operator's routes with their ordered stops, a new route, and a new
 * schedule of a route. A route with bookings still running keeps its stops (the server
 * refuses the change and says which departures); its name and fares may change.
 */
export function RoutesPage() {
  const scope = useOperatorScope();
  const { operator } = scope;
  const routes = useStaffRoutes(operator);
  const editor = useOpenEditor();
  const list = routes.data?.rute ?? [];
  const current = editor.open
    ? (list.find((route) => route.rute_kode === editor.open) ?? null)
    : null;

  return (
    <div className={styles.page}>
      <PageTitle title={paths.operatorRoutes.title} />
      <div className={styles.pageHead}>
        <h1>Rute</h1>
        <p className={styles.muted}>
          Pemberhentian setiap rute berurutan, dengan waktu tempuh dan tarif dari pemberhentian
          pertama. Rute baru dan jadwal barunya tampil di pencarian saat itu juga.
        </p>
      </div>

      <OperatorToolbar scope={scope} editor={editor} newLabel="Rute baru" />

      <OperatorData
        operator={operator}
        query={routes}
        loadingLabel="Memuat rute…"
        errorTitle="Rute gagal dimuat"
      >
        {(data) => (
          <ListAndEditor
            editor={editor}
            found={current !== null}
            listLabel="Daftar rute"
            loadingLabel="Memuat rute…"
            list={
              list.length === 0 ? (
                <EmptyState
                  title="Belum ada rute"
                  description="Buat rute pertama operator ini dengan Rute baru."
                />
              ) : (
                <ul className={own.cards}>
                  {list.map((route) => (
                    <li key={route.rute_kode}>
                      <RouteCard
                        route={route}
                        active={route.rute_kode === editor.open}
                        onOpen={() => editor.openItem(route.rute_kode)}
                      />
                    </li>
                  ))}
                </ul>
              )
            }
          >
            <RouteForm
              key={`${operator}|${editor.open}`}
              operator={operator}
              route={current}
              points={data.cabang}
              savedNote={editor.savedNote}
              onSaved={editor.saved}
              onClose={() => editor.openItem(null)}
            />
            {current ? (
              <NewScheduleForm key={`jadwal|${current.rute_kode}`} route={current} />
            ) : null}
          </ListAndEditor>
        )}
      </OperatorData>
    </div>
  );
}

function RouteCard({
  route,
  active,
  onOpen,
}: {
  route: StaffRoute;
  active: boolean;
  onOpen: () => void;
}) {
  const first = route.pemberhentian[0];
  const last = route.pemberhentian.at(-1);
  return (
    <article className={own.routeCard} data-active={active || undefined}>
      <div className={own.cardHead}>
        <h2>{route.nama}</h2>
        <span className={styles.code}>{route.rute_kode}</span>
      </div>
      <ol className={own.stopLine} aria-label={`Pemberhentian ${route.nama}`}>
        {route.pemberhentian.map((stop) => (
          <li key={stop.urutan}>
            {stop.cabang_nama}
            <span className={styles.muted}>, {stop.kota_nama}</span>
          </li>
        ))}
      </ol>
      <p className={styles.muted}>
        {route.pemberhentian.length} pemberhentian ·{' '}
        {durationText((last?.menit_dari_awal ?? 0) - (first?.menit_dari_awal ?? 0))} ·{' '}
        {formatRupiah(last?.tarif_dari_awal ?? 0)} · {route.jadwal.length} jadwal
      </p>
      {route.pemesanan_aktif > 0 ? (
        <p className={own.lock}>{route.pemesanan_aktif} pemesanan aktif: pemberhentian terkunci</p>
      ) : null}
      <Button type="button" variant="secondary" onClick={onOpen} aria-pressed={active}>
        {active ? 'Sedang diubah' : `Ubah ${route.rute_kode}`}
      </Button>
    </article>
  );
}

function RouteForm({
  operator,
  route,
  points,
  savedNote,
  onSaved,
  onClose,
}: {
  operator: string;
  route: StaffRoute | null;
  points: StaffPointOption[];
  savedNote: string | null;
  onSaved: (code: string, note: string) => void;
  onClose: () => void;
}) {
  const save = useSaveRoute();
  const [name, setName] = useState(route?.nama ?? '');
  const [stops, setStops] = useState<StopDraft[]>(() => stopDrafts(route));
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState<string | null>(savedNote);
  const checked = stopsFromDrafts(stops);
  const nameProblem =
    name.trim().length < 3
      ? 'Nama rute minimal 3 karakter'
      : name.trim().length > 80
        ? 'Nama rute maksimal 80 karakter'
        : null;
  const stopsProblem = 'problem' in checked ? checked : null;
  const cities = [...new Set(points.map((point) => point.kota_nama))];

  const change = (i: number, patch: Partial<StopDraft>) => {
    setSaved(null);
    setStops((list) => list.map((stop, j) => (j === i ? { ...stop, ...patch } : stop)));
  };
  /** Whichever stop is first leaves at minute 0 and costs 0 (its fields are fixed). */
  const firstAtZero = (list: StopDraft[]) =>
    list.map((stop, j) => (j === 0 ? { ...stop, menit: '0', tarif: '0' } : stop));
  const move = (i: number, by: -1 | 1) => {
    setSaved(null);
    setStops((list) => {
      const next = [...list];
      const [item] = next.splice(i, 1);
      next.splice(i + by, 0, item!);
      return firstAtZero(next);
    });
  };

  return (
    <section className={styles.card} aria-labelledby="route-form-heading">
      <div className={own.cardHead}>
        <h2 id="route-form-heading">{route ? `Ubah rute ${route.rute_kode}` : 'Rute baru'}</h2>
        <button type="button" className={own.linkButton} onClick={onClose}>
          Tutup
        </button>
      </div>
      {route && route.pemesanan_aktif > 0 ? (
        <p className={own.lock}>
          Rute ini punya {route.pemesanan_aktif} pemesanan yang belum berangkat. Pemberhentian,
          urutan dan waktu tempuhnya tidak dapat diubah sampai keberangkatan itu lewat atau
          dibatalkan; nama dan tarif tetap dapat diubah.
        </p>
      ) : null}
      <form
        className={styles.stack}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (nameProblem || 'problem' in checked) return;
          const body = { nama: name, pemberhentian: checked.stops };
          save.mutate(
            route
              ? { kode: route.rute_kode, body }
              : { kode: null, body: { ...body, operator_kode: operator } },
            {
              onSuccess: (result) => {
                const note = result.berubah
                  ? `Rute ${result.rute.rute_kode} disimpan. Pencarian berikutnya memakainya.`
                  : 'Tidak ada yang berubah.';
                setSaved(note);
                onSaved(result.rute.rute_kode, note);
              },
            },
          );
        }}
      >
        <label className={styles.field}>
          <span>Nama rute</span>
          <input
            value={name}
            maxLength={80}
            aria-invalid={tried && nameProblem ? true : undefined}
            aria-describedby={tried && nameProblem ? 'route-name-error' : undefined}
            onChange={(event) => {
              setSaved(null);
              setName(event.target.value);
            }}
            placeholder="Bandung - Jakarta"
          />
        </label>
        {tried && nameProblem ? (
          <p id="route-name-error" className={styles.fieldError}>
            {nameProblem}
          </p>
        ) : null}

        <fieldset className={own.stops}>
          <legend>Pemberhentian berurutan</legend>
          <ol className={own.stopList}>
            {stops.map((stop, i) => {
              const label = `pemberhentian ${i + 1}`;
              const flagged = tried && stopsProblem?.index === i;
              return (
                <li key={stop.key} className={own.stopRow} data-invalid={flagged || undefined}>
                  <span className={own.stopNo} aria-hidden="true">
                    {i + 1}
                  </span>
                  <label className={`${styles.field} ${own.point}`}>
                    <span>Titik</span>
                    <select
                      value={stop.cabang_kode}
                      aria-label={`Titik ${label}`}
                      onChange={(event) => change(i, { cabang_kode: event.target.value })}
                    >
                      <option value="">Pilih titik…</option>
                      {cities.map((city) => (
                        <optgroup key={city} label={city}>
                          {points
                            .filter((point) => point.kota_nama === city)
                            .map((point) => (
                              <option key={point.cabang_kode} value={point.cabang_kode}>
                                {point.cabang_nama}
                              </option>
                            ))}
                        </optgroup>
                      ))}
                    </select>
                  </label>
                  <label className={styles.field}>
                    <span>Menit dari awal</span>
                    <input
                      inputMode="numeric"
                      value={stop.menit}
                      aria-label={`Menit dari awal ${label}`}
                      disabled={i === 0}
                      onChange={(event) => change(i, { menit: event.target.value })}
                    />
                  </label>
                  <label className={styles.field}>
                    <span>Tarif dari awal (Rp)</span>
                    <input
                      inputMode="numeric"
                      value={stop.tarif}
                      aria-label={`Tarif dari awal ${label}`}
                      disabled={i === 0}
                      onChange={(event) => change(i, { tarif: event.target.value })}
                    />
                  </label>
                  <div className={own.rowFoot}>
                    <div className={own.flags}>
                      <label>
                        <input
                          type="checkbox"
                          checked={stop.naik}
                          aria-label={`Penumpang naik di ${label}`}
                          onChange={(event) => change(i, { naik: event.target.checked })}
                        />
                        Naik
                      </label>
                      <label>
                        <input
                          type="checkbox"
                          checked={stop.turun}
                          aria-label={`Penumpang turun di ${label}`}
                          onChange={(event) => change(i, { turun: event.target.checked })}
                        />
                        Turun
                      </label>
                    </div>
                    <div className={own.rowButtons}>
                      <button
                        type="button"
                        aria-label={`Naikkan ${label}`}
                        disabled={i === 0}
                        onClick={() => move(i, -1)}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        aria-label={`Turunkan ${label}`}
                        disabled={i === stops.length - 1}
                        onClick={() => move(i, 1)}
                      >
                        ↓
                      </button>
                      <button
                        type="button"
                        aria-label={`Hapus ${label}`}
                        disabled={stops.length <= 2}
                        onClick={() => {
                          setSaved(null);
                          setStops((list) => firstAtZero(list.filter((_, j) => j !== i)));
                        }}
                      >
                        ✕
                      </button>
                    </div>
                  </div>
                </li>
              );
            })}
          </ol>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setSaved(null);
              setStops((list) => [
                ...list,
                {
                  key: newStopKey(),
                  cabang_kode: '',
                  menit: '',
                  tarif: '',
                  naik: true,
                  turun: true,
                },
              ]);
            }}
          >
            Tambah pemberhentian
          </Button>
        </fieldset>

        {tried && stopsProblem ? (
          <p className={styles.alert} role="alert">
            {stopsProblem.problem}
          </p>
        ) : null}
        <SaveFeedback save={save} saved={saved} />
        <div className={styles.actions}>
          <Button type="submit" loading={save.isPending} loadingText="Menyimpan…">
            {route ? 'Simpan rute' : 'Buat rute'}
          </Button>
        </div>
      </form>
    </section>
  );
}
