import { formatRupiah } from '@lintas/domain/format';
import {
  FARE_MAX,
  FARE_MIN,
  FARE_PERCENT_MAX,
  FARE_PERCENT_MIN,
  type StaffFareRoute,
} from '@lintas/domain/staff-operations-schemas';
import { useState } from 'react';
import { PageTitle } from '../../../components/seo/page-title';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useFares } from '../api/get-fares';
import { useUpdateFares } from '../api/update-fares';
import styles from './office.module.css';
import { OperatorData, OperatorSelect, useOperatorScope } from './operator-scope';
import { ScheduleEditor } from './schedule-editor';

/** What a fare field holds: digits typed (dots allowed as thousands separators). */
function parseRupiah(text: string): number | null {
  const digits = text.replace(/[.\s]/g, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}

function fareProblem(text: string): string | null {
  const value = parseRupiah(text);
  if (value === null) return 'Isi tarif dalam rupiah (angka bulat)';
  if (value < FARE_MIN) return `Tarif minimal ${formatRupiah(FARE_MIN)}`;
  if (value > FARE_MAX) return `Tarif maksimal ${formatRupiah(FARE_MAX)}`;
  return null;
}

function percentProblem(text: string): string | null {
  if (!/^\d{1,3}$/.test(text.trim())) return 'Isi persen (angka bulat)';
  const value = Number(text);
  if (value < FARE_PERCENT_MIN || value > FARE_PERCENT_MAX)
    return `Persen ${FARE_PERCENT_MIN} sampai ${FARE_PERCENT_MAX}`;
  return null;
}

/** A whole-route seat at `percent` of the route's fares, to the nearest Rp 1.000 (as search prices it). */
const fullFare = (routeFare: number, percent: number) =>
  Math.round((routeFare * percent) / 100 / 1000) * 1000;

/**
 * /operator/tarif: the fare of each hop of a route (stop to next stop) and each schedule's
 * percent of them. Saved together; the next search shows the new prices. A petugas edits
 * their own operator; an admin chooses one.
 */
export function FaresPage() {
  const scope = useOperatorScope();
  const { operator } = scope;
  const fares = useFares(operator);
  const [routeCode, setRouteCode] = useState('');
  const routes = fares.data?.rute ?? [];
  const route = routes.find((item) => item.rute_kode === routeCode) ?? routes[0];

  return (
    <div className={styles.page}>
      <PageTitle title={paths.operatorFares.title} />
      <div className={styles.pageHead}>
        <h1>Tarif</h1>
        <p className={styles.muted}>
          Tarif setiap segmen rute (dari satu pemberhentian ke berikutnya) dan persen tarif setiap
          jadwal. Perubahan tampil di pencarian berikutnya.
        </p>
      </div>

      <section className={styles.toolbar} aria-label="Pilih rute">
        <OperatorSelect scope={scope} onChosen={() => setRouteCode('')} />
        <label className={styles.field}>
          <span>Rute</span>
          <select
            value={route?.rute_kode ?? ''}
            onChange={(event) => setRouteCode(event.target.value)}
            disabled={routes.length === 0}
          >
            {routes.map((item) => (
              <option key={item.rute_kode} value={item.rute_kode}>
                {item.rute_kode} · {item.nama}
              </option>
            ))}
          </select>
        </label>
      </section>

      <OperatorData
        operator={operator}
        query={fares}
        loadingLabel="Memuat tarif…"
        errorTitle="Tarif gagal dimuat"
      >
        {() =>
          !route ? (
            <EmptyState title="Belum ada rute" description="Operator ini belum punya rute." />
          ) : (
            <>
              <FareEditor
                key={`${operator}|${route.rute_kode}`}
                operator={operator}
                route={route}
              />
              <ScheduleEditor
                key={`schedule|${operator}|${route.rute_kode}`}
                operator={operator}
                route={route}
              />
            </>
          )
        }
      </OperatorData>
    </div>
  );
}

function FareEditor({ operator, route }: { operator: string; route: StaffFareRoute }) {
  const update = useUpdateFares();
  const [hops, setHops] = useState(() => route.segmen.map((hop) => String(hop.tarif)));
  const [percents, setPercents] = useState(() =>
    route.jadwal.map((item) => String(item.persen_tarif)),
  );
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState(false);

  const hopProblems = hops.map(fareProblem);
  const percentProblems = percents.map(percentProblem);
  const valid = [...hopProblems, ...percentProblems].every((problem) => problem === null);
  const routeFare = hops.reduce((sum, text) => sum + (parseRupiah(text) ?? 0), 0);

  const save = () => {
    setTried(true);
    if (!valid) return;
    update.mutate(
      {
        operator_kode: operator,
        rute_kode: route.rute_kode,
        segmen: route.segmen.map((hop, i) => ({
          dari_urutan: hop.dari_urutan,
          tarif: parseRupiah(hops[i] ?? '') ?? 0,
        })),
        jadwal: route.jadwal.map((item, i) => ({
          jadwal_kode: item.jadwal_kode,
          persen_tarif: Number(percents[i]),
        })),
      },
      { onSuccess: () => setSaved(true) },
    );
  };

  return (
    <form
      className={styles.stack}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <section className={styles.card}>
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption>Tarif per segmen · {route.nama}</caption>
            <thead>
              <tr>
                <th scope="col">Segmen</th>
                <th scope="col" className={styles.number}>
                  Tarif (Rp)
                </th>
              </tr>
            </thead>
            <tbody>
              {route.segmen.map((hop, i) => {
                const problem = tried || hops[i] !== String(hop.tarif) ? hopProblems[i] : null;
                const id = `hop-${hop.dari_urutan}`;
                return (
                  <tr key={hop.dari_urutan}>
                    <td className={styles.wrap}>
                      {hop.dari} → {hop.ke}
                    </td>
                    <NumberCell
                      id={id}
                      label={`Tarif ${hop.dari} ke ${hop.ke}`}
                      problem={problem}
                      value={hops[i] ?? ''}
                      onChange={(text) => {
                        // A change after saving is a new draft: the notice no longer fits.
                        setSaved(false);
                        setHops((list) => list.map((value, j) => (j === i ? text : value)));
                      }}
                    />
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Seluruh rute</th>
                <td className={styles.number}>{formatRupiah(routeFare)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </section>

      <section className={styles.card}>
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption>Persen tarif per jadwal</caption>
            <thead>
              <tr>
                <th scope="col">Jadwal</th>
                <th scope="col" className={styles.number}>
                  Persen
                </th>
                <th scope="col" className={styles.number}>
                  Harga penuh
                </th>
              </tr>
            </thead>
            <tbody>
              {route.jadwal.map((item, i) => {
                const problem =
                  tried || percents[i] !== String(item.persen_tarif) ? percentProblems[i] : null;
                const id = `percent-${item.jadwal_kode}`;
                return (
                  <tr key={item.jadwal_kode}>
                    <td className={styles.wrap}>
                      <strong>{item.jam_berangkat.replace(':', '.')}</strong>
                      <span className={styles.code}>
                        {item.jadwal_kode}
                        {item.aktif ? '' : ' (nonaktif)'}
                      </span>
                    </td>
                    <NumberCell
                      id={id}
                      short
                      label={`Persen tarif ${item.jadwal_kode}`}
                      problem={problem}
                      value={percents[i] ?? ''}
                      onChange={(text) => {
                        setSaved(false);
                        setPercents((list) => list.map((value, j) => (j === i ? text : value)));
                      }}
                    />
                    <td className={styles.number}>
                      {percentProblems[i] === null
                        ? formatRupiah(fullFare(routeFare, Number(percents[i])))
                        : '–'}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>

      {update.isError ? (
        <p className={styles.alert} role="alert">
          {errorMessage(update.error)}
        </p>
      ) : null}
      {tried && !valid ? (
        <p className={styles.alert} role="alert">
          Periksa kembali tarif yang ditandai.
        </p>
      ) : null}
      {saved ? (
        <p className={styles.notice} role="status">
          Tarif {route.rute_kode} disimpan. Pencarian berikutnya memakai tarif baru.
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" loading={update.isPending} loadingText="Menyimpan…">
          Simpan tarif
        </Button>
      </div>
    </form>
  );
}

/** A table cell's number field (a hop's fare, a schedule's percent) and what is wrong with it. */
function NumberCell({
  id,
  label,
  short = false,
  problem,
  value,
  onChange,
}: {
  id: string;
  label: string;
  short?: boolean;
  problem: string | null | undefined;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <td className={styles.number}>
      <input
        id={id}
        inputMode="numeric"
        className={short ? styles.short : undefined}
        aria-label={label}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem ? (
        <div id={`${id}-error`} className={styles.fieldError}>
          {problem}
        </div>
      ) : null}
    </td>
  );
}
