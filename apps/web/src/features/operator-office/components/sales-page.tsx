import { addDaysIso, formatDate, formatRupiah, toIsoDate } from '@lintas/domain/format';
import { SALES_MAX_DAYS } from '@lintas/domain/staff-operations-schemas';
import { useMemo, useState } from 'react';
import { PageTitle } from '../../../components/seo/page-title';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useStaffSession } from '../../../lib/staff-session';
import { downloadSalesCsv } from '../api/download-sales-csv';
import { useOperatorChoices } from '../api/get-operators';
import { type SalesPeriod, useSales } from '../api/get-sales';
import { type DayLoad, SalesChart } from './sales-chart';
import styles from './office.module.css';

const loadText = (value: number | null) =>
  value === null ? '–' : `${(value * 100).toLocaleString('id-ID', { maximumFractionDigits: 1 })}%`;

/** Whole days from `dari` to `sampai`, both counted. */
const spanDays = (dari: string, sampai: string) =>
  Math.round((Date.parse(sampai) - Date.parse(dari)) / 86_400_000) + 1;

/**
 * /operator/penjualan: per day and route, the seats sold, capacity, load factor and
 * revenue of a period (the last 7 days by default), a chart of the daily load factor, and
 * the same as CSV. An admin chooses the operator (or all); a petugas sees their own.
 */
export function SalesPage() {
  const session = useStaffSession();
  const isAdmin = session?.staf.peran === 'admin';
  const today = toIsoDate(new Date(), 'Asia/Jakarta');
  const [dari, setDari] = useState(addDaysIso(today, -6));
  const [sampai, setSampai] = useState(today);
  const [operator, setOperator] = useState('');
  const operators = useOperatorChoices(isAdmin);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);

  // A period the server would refuse is said here, before asking.
  const problem =
    sampai < dari
      ? 'Tanggal sampai tidak boleh sebelum tanggal dari.'
      : spanDays(dari, sampai) > SALES_MAX_DAYS
        ? `Rentang laporan maksimal ${SALES_MAX_DAYS} hari.`
        : null;
  const period: SalesPeriod = { dari, sampai, operator_kode: isAdmin ? operator : '' };
  const sales = useSales(period, problem === null);
  const report = problem ? undefined : sales.data;

  const days = useMemo<DayLoad[]>(() => {
    const byDay = new Map<string, DayLoad>();
    for (const row of report?.list ?? []) {
      const day = byDay.get(row.tanggal) ?? { tanggal: row.tanggal, terjual: 0, kapasitas: 0 };
      day.terjual += row.kursi_terjual;
      day.kapasitas += row.kapasitas;
      byDay.set(row.tanggal, day);
    }
    return [...byDay.values()].sort((a, b) => a.tanggal.localeCompare(b.tanggal));
  }, [report]);

  const download = async () => {
    setDownloadError(null);
    setDownloading(true);
    try {
      await downloadSalesCsv(period);
    } catch (error) {
      setDownloadError(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className={styles.page}>
      <PageTitle title={paths.operatorSales.title} />
      <div className={styles.pageHead}>
        <h1>Penjualan</h1>
        <p className={styles.muted}>
          {formatDate(dari)} – {formatDate(sampai)}
          {isAdmin ? '' : ` · ${session?.staf.operator_nama ?? ''}`}
        </p>
      </div>

      <section className={styles.toolbar} aria-label="Periode">
        <DateField label="Dari" value={dari} onChange={(day) => day && setDari(day)} />
        <DateField label="Sampai" value={sampai} onChange={(day) => day && setSampai(day)} />
        {isAdmin ? (
          <label className={styles.field}>
            <span>Operator</span>
            <select value={operator} onChange={(event) => setOperator(event.target.value)}>
              <option value="">Semua operator</option>
              {(operators.data?.list ?? []).map((item) => (
                <option key={item.operator_kode} value={item.operator_kode}>
                  {item.operator_nama}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <Button
          variant="secondary"
          onClick={() => void download()}
          loading={downloading}
          loadingText="Mengunduh…"
          disabled={problem !== null || !report}
        >
          Unduh CSV
        </Button>
      </section>

      {problem ? <p className={styles.alert}>{problem}</p> : null}
      {downloadError ? (
        <p className={styles.alert} role="alert">
          {downloadError}
        </p>
      ) : null}

      {problem ? null : sales.isPending ? (
        <div className={styles.stack}>
          <SkeletonCard lines={2} label="Memuat penjualan…" />
          <SkeletonCard lines={5} />
        </div>
      ) : sales.isError ? (
        <ErrorState
          title="Penjualan gagal dimuat"
          message={errorMessage(sales.error)}
          onRetry={() => void sales.refetch()}
        />
      ) : report && report.list.length === 0 ? (
        <EmptyState
          title="Tidak ada keberangkatan"
          description="Tidak ada keberangkatan yang berjalan pada periode ini."
        />
      ) : report ? (
        <>
          <dl className={styles.tiles}>
            <div className={styles.tile}>
              <dt>Kursi terjual</dt>
              <dd>{report.total.kursi_terjual.toLocaleString('id-ID')}</dd>
            </div>
            <div className={styles.tile}>
              <dt>Kapasitas</dt>
              <dd>{report.total.kapasitas.toLocaleString('id-ID')}</dd>
            </div>
            <div className={styles.tile}>
              <dt>Load factor</dt>
              <dd>{loadText(report.total.load_factor)}</dd>
            </div>
            <div className={styles.tile}>
              <dt>Pendapatan</dt>
              <dd>{formatRupiah(report.total.pendapatan)}</dd>
            </div>
          </dl>
          <section className={styles.card} aria-labelledby="chart-heading">
            <h2 id="chart-heading">Load factor per hari</h2>
            <SalesChart days={days} />
          </section>
          <section className={styles.card}>
            <div className={styles.tableScroll}>
              <table className={styles.table}>
                <caption>Per hari dan rute</caption>
                <thead>
                  <tr>
                    <th scope="col">Tanggal</th>
                    <th scope="col">Rute</th>
                    {isAdmin ? <th scope="col">Operator</th> : null}
                    <th scope="col" className={styles.number}>
                      Keberangkatan
                    </th>
                    <th scope="col" className={styles.number}>
                      Terjual
                    </th>
                    <th scope="col" className={styles.number}>
                      Kapasitas
                    </th>
                    <th scope="col" className={styles.number}>
                      Load factor
                    </th>
                    <th scope="col" className={styles.number}>
                      Pendapatan
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {report.list.map((row) => (
                    <tr key={`${row.tanggal}|${row.operator_kode}|${row.rute_kode}`}>
                      <td>{formatDate(row.tanggal, 'DD MMM YYYY')}</td>
                      <td>{row.rute_nama}</td>
                      {isAdmin ? <td>{row.operator_nama}</td> : null}
                      <td className={styles.number}>{row.keberangkatan}</td>
                      <td className={styles.number}>{row.kursi_terjual}</td>
                      <td className={styles.number}>{row.kapasitas}</td>
                      <td className={styles.number}>{loadText(row.load_factor)}</td>
                      <td className={styles.number}>{formatRupiah(row.pendapatan)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={isAdmin ? 3 : 2}>
                      Total
                    </th>
                    <td className={styles.number}>{report.total.keberangkatan}</td>
                    <td className={styles.number}>{report.total.kursi_terjual}</td>
                    <td className={styles.number}>{report.total.kapasitas}</td>
                    <td className={styles.number}>{loadText(report.total.load_factor)}</td>
                    <td className={styles.number}>{formatRupiah(report.total.pendapatan)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
            <p className={styles.muted}>
              Pendapatan: harga kursi pemesanan yang dibayar setelah promo kursi, sebelum voucher,
              poin dan biaya. Keberangkatan yang dibatalkan tidak dihitung.
            </p>
          </section>
        </>
      ) : null}
    </div>
  );
}
