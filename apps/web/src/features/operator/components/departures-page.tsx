import { addDaysIso, formatDate } from '@lintas/domain/format';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { PageTitle } from '../../../components/seo/page-title';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useDepartures } from '../api/get-departures';
import { isIsoDate, todayInJakarta } from '../lib/departure-key';
import { DepartureCard } from './departure-card';
import styles from './operator.module.css';

/**
 * /operator: the departures of one day (`?tanggal=`, today in Jakarta by default) of the
 * operators the staff member may see, filterable by route (`?rute=`) and, for an admin,
 * by operator (`?operator=`). The date and filters live in the address, so the manifest's
 * way back and a reload keep them.
 */
export function DeparturesPage() {
  const [params, setParams] = useSearchParams();
  const today = todayInJakarta();
  const requested = params.get('tanggal');
  const tanggal = isIsoDate(requested) ? requested : today;
  const route = params.get('rute') ?? '';
  const operator = params.get('operator') ?? '';
  const departures = useDepartures(tanggal);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    // A new day is a new view worth Back; a filter replaces the entry.
    setParams(next, { replace: !('tanggal' in changes) });
  };
  const setDay = (day: string) => update({ tanggal: day === today ? null : day });

  const list = useMemo(() => departures.data?.list ?? [], [departures.data]);
  const operators = useMemo(
    () =>
      [...new Map(list.map((d) => [d.operator_kode, d.operator_nama])).entries()].sort((a, b) =>
        a[1].localeCompare(b[1], 'id'),
      ),
    [list],
  );
  const ofOperator = operator ? list.filter((d) => d.operator_kode === operator) : list;
  const routes = useMemo(
    () => [...new Set(ofOperator.map((d) => d.rute.nama))].sort((a, b) => a.localeCompare(b, 'id')),
    [ofOperator],
  );
  const shown = route ? ofOperator.filter((d) => d.rute.nama === route) : ofOperator;
  const passengers = shown.reduce((sum, d) => sum + d.penumpang, 0);
  const boarded = shown.reduce((sum, d) => sum + d.sudah_naik, 0);
  const dayLabel = formatDate(tanggal, 'dddd, DD MMMM YYYY');

  return (
    <div className={styles.page}>
      <PageTitle title={`${paths.operatorDepartures.title} ${formatDate(tanggal)}`} />
      <div className={styles.pageHead}>
        <h1>Keberangkatan</h1>
        <p className={styles.muted}>
          {dayLabel}
          {tanggal === today ? ' · hari ini' : ''}
        </p>
      </div>

      <section className={styles.toolbar} aria-label="Tanggal dan saringan">
        <div className={styles.dayControl}>
          <Button
            variant="secondary"
            size="small"
            className={styles.prevDay}
            onClick={() => setDay(addDaysIso(tanggal, -1))}
            aria-label="Hari sebelumnya"
          >
            ‹ Sebelumnya
          </Button>
          <div className={styles.dateField}>
            <DateField label="Tanggal" value={tanggal} onChange={(day) => day && setDay(day)} />
          </div>
          <Button
            variant="secondary"
            size="small"
            className={styles.nextDay}
            onClick={() => setDay(addDaysIso(tanggal, 1))}
            aria-label="Hari berikutnya"
          >
            Berikutnya ›
          </Button>
          {tanggal !== today ? (
            <Button
              variant="ghost"
              size="small"
              className={styles.todayButton}
              onClick={() => setDay(today)}
            >
              Hari ini
            </Button>
          ) : null}
        </div>
        <div className={styles.filters}>
          {operators.length > 1 ? (
            <label className={styles.select}>
              <span>Operator</span>
              <select
                value={operator}
                onChange={(event) => update({ operator: event.target.value, rute: null })}
              >
                <option value="">Semua operator</option>
                {operators.map(([code, name]) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <label className={styles.select}>
            <span>Rute</span>
            <select
              value={route}
              onChange={(event) => update({ rute: event.target.value })}
              disabled={routes.length === 0}
            >
              <option value="">Semua rute</option>
              {routes.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
        </div>
      </section>

      {departures.isPending ? (
        <div className={styles.stack}>
          <SkeletonCard lines={3} label="Memuat keberangkatan…" />
          <SkeletonCard lines={3} />
          <SkeletonCard lines={3} />
        </div>
      ) : departures.isError ? (
        <ErrorState
          title="Keberangkatan gagal dimuat"
          message={errorMessage(departures.error)}
          onRetry={() => void departures.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState
          title="Tidak ada keberangkatan"
          description={`Tidak ada jadwal yang berangkat pada ${dayLabel}.`}
          action={
            <Button variant="secondary" onClick={() => setDay(addDaysIso(tanggal, 1))}>
              Lihat hari berikutnya
            </Button>
          }
        />
      ) : shown.length === 0 ? (
        <EmptyState
          title="Tidak ada keberangkatan yang cocok"
          description="Tidak ada keberangkatan dengan saringan ini pada hari tersebut."
          action={
            <Button variant="secondary" onClick={() => update({ rute: null, operator: null })}>
              Hapus saringan
            </Button>
          }
        />
      ) : (
        <>
          <p className={styles.summary} role="status">
            {shown.length} keberangkatan · {passengers} penumpang · {boarded} sudah naik
          </p>
          <ul className={styles.departureList}>
            {shown.map((departure) => (
              <li key={`${departure.operator_kode}/${departure.jadwal_kode}`}>
                <DepartureCard departure={departure} showOperator={operators.length > 1} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
