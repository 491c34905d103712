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

/** A schedule's time at the first stop (the new-schedule form and the schedule editor). */
export function DepartureTimeField({
  value,
  onChange,
}: {
  value: string;
  onChange: (time: string) => void;
}) {
  return (
    <label className={styles.field}>
      <span>Jam berangkat</span>
      <input type="time" value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

/** A schedule's running days, one checkbox a day; the list it reports stays sorted. */
export function RunningDaysField({
  value,
  onChange,
}: {
  value: number[];
  onChange: (days: (list: number[]) => number[]) => void;
}) {
  return (
    <fieldset className={styles.days}>
      <legend>Hari beroperasi</legend>
      {WEEK.map(([day, label]) => (
        <label key={day} className={styles.day}>
          <input
            type="checkbox"
            checked={value.includes(day)}
            onChange={(event) => {
              const on = event.target.checked;
              onChange((list) =>
                on ? [...list, day].sort((a, b) => a - b) : list.filter((item) => item !== day),
              );
            }}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
