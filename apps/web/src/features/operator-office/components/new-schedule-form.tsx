import type { StaffRoute } from '@lintas/domain/staff-timetable-schemas';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useCreateSchedule, useStaffLayouts } from '../api/timetable';
import { timeAndDaysProblem } from '../lib/timetable-form';
import styles from './office.module.css';
import { SaveFeedback } from './save-feedback';
import { DepartureTimeField, RunningDaysField } from './schedule-fields';
import own from './timetable.module.css';

/**
 * The route's schedules and a new one: a layout the route's operator may use, a time at
 * the first stop, the running days and the fare percent. On sale from today.
 */
export function NewScheduleForm({ route }: { route: StaffRoute }) {
  const layouts = useStaffLayouts(route.operator_kode);
  const create = useCreateSchedule();
  const [layout, setLayout] = useState('');
  const [time, setTime] = useState('');
  const [days, setDays] = useState<number[]>([0, 1, 2, 3, 4, 5, 6]);
  const [percent, setPercent] = useState('100');
  const [saved, setSaved] = useState<string | null>(null);
  const options = layouts.data?.denah ?? [];
  // The vehicle the route runs most recently is the likely one for another departure.
  const usual = route.jadwal.at(-1)?.denah_kode;
  const chosen =
    layout ||
    options.find((item) => item.denah_kode === usual)?.denah_kode ||
    options[0]?.denah_kode ||
    '';
  const problem =
    timeAndDaysProblem(time, days) ??
    (!/^\d{1,3}$/.test(percent) || Number(percent) < 10 || Number(percent) > 500
      ? 'Persen tarif 10 sampai 500'
      : chosen === ''
        ? 'Pilih denah kursi'
        : null);
  const [tried, setTried] = useState(false);

  return (
    <section className={styles.card} aria-labelledby="new-schedule-heading">
      <h2 id="new-schedule-heading">Jadwal {route.rute_kode}</h2>
      {route.jadwal.length === 0 ? (
        <p className={styles.muted}>Belum ada jadwal: rute ini belum tampil di pencarian.</p>
      ) : (
        <ul className={own.chips} aria-label={`Jadwal ${route.rute_kode}`}>
          {route.jadwal.map((item) => (
            <li
              key={item.jadwal_kode}
              title={`${item.jadwal_kode} · ${item.denah_kode}${item.aktif ? '' : ' (nonaktif)'}`}
              data-inactive={item.aktif ? undefined : true}
            >
              <strong>{item.jam_berangkat.replace(':', '.')}</strong>
              <span>{item.denah_kode}</span>
            </li>
          ))}
        </ul>
      )}
      <form
        className={styles.stack}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (problem) return;
          create.mutate(
            {
              kode: route.rute_kode,
              body: {
                denah_kode: chosen,
                jam_berangkat: time,
                hari: days,
                persen_tarif: Number(percent),
              },
            },
            {
              onSuccess: (result) =>
                setSaved(
                  `Jadwal ${result.jadwal_kode} dibuat, berlaku mulai hari ini. Sudah tampil di pencarian.`,
                ),
            },
          );
        }}
      >
        <h3>Jadwal baru</h3>
        <div className={styles.toolbar}>
          <label className={styles.field}>
            <span>Denah kursi</span>
            <select
              value={chosen}
              onChange={(event) => setLayout(event.target.value)}
              disabled={options.length === 0}
            >
              {options.map((item) => (
                <option key={item.denah_kode} value={item.denah_kode}>
                  {item.nama} · {item.jumlah_kursi} kursi
                  {item.operator_kode === null ? ' (bersama)' : ''}
                </option>
              ))}
            </select>
          </label>
          <DepartureTimeField
            value={time}
            onChange={(next) => {
              setSaved(null);
              setTime(next);
            }}
          />
          <label className={styles.field}>
            <span>Persen tarif</span>
            <input
              inputMode="numeric"
              value={percent}
              onChange={(event) => setPercent(event.target.value)}
            />
          </label>
        </div>
        <RunningDaysField value={days} onChange={setDays} />
        {tried && problem ? <p className={styles.fieldError}>{problem}</p> : null}
        {layouts.isError ? (
          <p className={styles.alert} role="alert">
            Denah gagal dimuat: {errorMessage(layouts.error)}
          </p>
        ) : null}
        <SaveFeedback save={create} saved={saved} />
        <div className={styles.actions}>
          <Button
            type="submit"
            variant="secondary"
            loading={create.isPending}
            loadingText="Membuat…"
          >
            Buat jadwal
          </Button>
        </div>
      </form>
    </section>
  );
}
