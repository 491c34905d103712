import type { StaffFareRoute } from '@lintas/domain/staff-operations-schemas';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateSchedule } from '../api/update-schedule';
import styles from './office.module.css';

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
 * One schedule's running days and departure time. The server refuses a change that would
 * move or drop a booked trip and says which dates; that message is shown as it comes.
 */
export function ScheduleEditor({ operator, route }: { operator: string; route: StaffFareRoute }) {
  const update = useUpdateSchedule();
  const [code, setCode] = useState(route.jadwal[0]?.jadwal_kode ?? '');
  const schedule = route.jadwal.find((item) => item.jadwal_kode === code);
  const [time, setTime] = useState(schedule?.jam_berangkat ?? '');
  const [days, setDays] = useState<number[]>(schedule?.hari ?? []);
  const [saved, setSaved] = useState<string | null>(null);

  const choose = (next: string) => {
    const found = route.jadwal.find((item) => item.jadwal_kode === next);
    setCode(next);
    setTime(found?.jam_berangkat ?? '');
    setDays(found?.hari ?? []);
    setSaved(null);
    update.reset();
  };
  const problem = !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)
    ? 'Isi jam berangkat, misalnya 07:30'
    : days.length === 0
      ? 'Pilih minimal satu hari beroperasi'
      : null;

  if (!schedule) return null;
  return (
    <section className={styles.card} aria-labelledby="schedule-heading">
      <h2 id="schedule-heading">Hari dan jam jadwal</h2>
      <form
        className={styles.stack}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (problem) return;
          update.mutate(
            { operator_kode: operator, jadwal_kode: code, jam_berangkat: time, hari: days },
            {
              onSuccess: (result) =>
                setSaved(
                  result.berubah
                    ? `Jadwal ${code} disimpan. Pencarian berikutnya memakai hari dan jam baru.`
                    : 'Tidak ada yang berubah.',
                ),
            },
          );
        }}
      >
        <div className={styles.toolbar}>
          <label className={styles.field}>
            <span>Jadwal</span>
            <select value={code} onChange={(event) => choose(event.target.value)}>
              {route.jadwal.map((item) => (
                <option key={item.jadwal_kode} value={item.jadwal_kode}>
                  {item.jam_berangkat.replace(':', '.')} · {item.jadwal_kode}
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
                setTime(event.target.value);
                setSaved(null);
              }}
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
                onChange={(event) => {
                  setSaved(null);
                  setDays((list) =>
                    event.target.checked
                      ? [...list, day].sort((a, b) => a - b)
                      : list.filter((value) => value !== day),
                  );
                }}
              />
              {label}
            </label>
          ))}
        </fieldset>
        {problem ? <p className={styles.fieldError}>{problem}</p> : null}
        {update.isError ? (
          <p className={styles.alert} role="alert">
            {errorMessage(update.error)}
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
            loading={update.isPending}
            loadingText="Menyimpan…"
            disabled={problem !== null}
          >
            Simpan jadwal
          </Button>
        </div>
      </form>
    </section>
  );
}
