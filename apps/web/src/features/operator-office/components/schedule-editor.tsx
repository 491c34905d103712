import type { StaffFareRoute } from '@lintas/domain/staff-operations-schemas';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useUpdateSchedule } from '../api/update-schedule';
import { timeAndDaysProblem } from '../lib/timetable-form';
import styles from './office.module.css';
import { SaveFeedback } from './save-feedback';
import { DepartureTimeField, RunningDaysField } from './schedule-fields';

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
  const problem = timeAndDaysProblem(time, days);

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
          <DepartureTimeField
            value={time}
            onChange={(next) => {
              setTime(next);
              setSaved(null);
            }}
          />
        </div>
        <RunningDaysField
          value={days}
          onChange={(next) => {
            setSaved(null);
            setDays(next);
          }}
        />
        {problem ? <p className={styles.fieldError}>{problem}</p> : null}
        <SaveFeedback save={update} saved={saved} />
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
