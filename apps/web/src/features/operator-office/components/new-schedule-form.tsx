import type { StaffRoute } from '@lintas/domain/staff-timetable-schemas';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useCreateSchedule, useStaffLayouts } from '../api/timetable';
import styles from './office.module.css';
import own from './timetable.module.css';

/** Monday first, as an operator's week is read; the values are the server's 0 = Minggu. */
const WEEK: ReadonlyArray<[number, string]> = [
  [1, 'Sen'],
  [2, 'Sel'],
  [3, 'Rab'],
  [4, 'Kam'],
  [5, 'Jum'],
  [6, 'Sab'],
  [0, 'Min'],
];

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
  const problem = !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)
    ? 'Isi jam berangkat, misalnya 07:30'
    : days.length === 0
      ? 'Pilih minimal satu hari beroperasi'
      : !/^\d{1,3}$/.test(percent) || Number(percent) < 10 || Number(percent) > 500
        ? 'Persen tarif 10 sampai 500'
        : chosen === ''
          ? 'Pilih denah kursi'
          : null;
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
          <label className={styles.field}>
            <span>Jam berangkat</span>
            <input
              type="time"
              value={time}
              onChange={(event) => {
                setSaved(null);
                setTime(event.target.value);
              }}
            />
          </label>
          <label className={styles.field}>
            <span>Persen tarif</span>
            <input
              inputMode="numeric"
              value={percent}
              onChange={(event) => setPercent(event.target.value)}
            />
          </label>
        </div>
        <fieldset className={styles.days}>
          <legend>Hari beroperasi</legend>
          {WEEK.map(([day, label]) => (
            <label key={day} className={styles.day}>
              <input
                type="checkbox"
                checked={days.includes(day)}
                onChange={(event) =>
                  setDays((list) =>
                    event.target.checked
                      ? [...list, day].sort((a, b) => a - b)
                      : list.filter((value) => value !== day),
                  )
                }
              />
              {label}
            </label>
          ))}
        </fieldset>
        {tried && problem ? <p className={styles.fieldError}>{problem}</p> : null}
        {layouts.isError ? (
          <p className={styles.alert} role="alert">
            Denah gagal dimuat: {errorMessage(layouts.error)}
          </p>
        ) : null}
        {create.isError ? (
          <p className={styles.alert} role="alert">
            {errorMessage(create.error)}
          </p>
        ) : null}
        {saved ? (
          <p className={styles.notice} role="status">
            {saved}
          </p>
        ) : null}
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
