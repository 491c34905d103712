import { formatDate, formatRupiah, toIsoDate } from '@lintas/domain/format';
import type { StaffCancelDepartureResult } from '@lintas/domain/staff-operations-schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/seo/page-title';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useCancelDeparture, useDayDepartures } from '../api/cancel-departure';
import styles from './office.module.css';

const REASON_MIN = 5;
const REASON_MAX = 300;

/**
 * /operator/pembatalan: cancel one departure. The staff member picks the day and the
 * departure, writes the reason the bookers will read, and confirms; the server lists the
 * paid bookings it told and owes a refund (decision 0017). A departure that has left or
 * is cancelled already cannot be chosen.
 */
export function CancellationPage() {
  const [tanggal, setTanggal] = useState(() => toIsoDate(new Date(), 'Asia/Jakarta'));
  const departures = useDayDepartures(tanggal);
  const [chosen, setChosen] = useState('');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [tried, setTried] = useState(false);
  const cancel = useCancelDeparture();
  const [result, setResult] = useState<StaffCancelDepartureResult | null>(null);

  const list = departures.data?.list ?? [];
  const departure = list.find((item) => `${item.operator_kode}|${item.jadwal_kode}` === chosen);
  const reasonText = reason.trim();
  const reasonProblem =
    reasonText.length < REASON_MIN
      ? `Alasan minimal ${REASON_MIN} karakter`
      : reasonText.length > REASON_MAX
        ? `Alasan maksimal ${REASON_MAX} karakter`
        : null;

  const ask = () => {
    setTried(true);
    if (!departure || reasonProblem) return;
    setConfirming(true);
  };
  const run = () => {
    if (!departure) return;
    cancel.mutate(
      {
        operator_kode: departure.operator_kode,
        jadwal_kode: departure.jadwal_kode,
        tanggal: departure.tanggal,
        alasan: reasonText,
      },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setConfirming(false);
          setChosen('');
          setReason('');
          setTried(false);
        },
        onError: () => setConfirming(false),
      },
    );
  };

  return (
    <div className={styles.page}>
      <PageTitle title={paths.operatorCancellation.title} />
      <div className={styles.pageHead}>
        <h1>Batalkan Keberangkatan</h1>
        <p className={styles.muted}>
          Keberangkatan langsung hilang dari pencarian. Setiap pemesan yang sudah membayar diberi
          tahu lewat email dan SMS, dan dananya masuk antrean refund.
        </p>
      </div>

      {result ? <CancellationResult result={result} /> : null}

      <form
        className={`${styles.card} ${styles.narrow}`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          ask();
        }}
      >
        <div className={styles.stack}>
          <DateField
            label="Tanggal keberangkatan"
            value={tanggal}
            onChange={(day) => {
              if (!day) return;
              setTanggal(day);
              setChosen('');
              setConfirming(false);
            }}
          />
          {departures.isPending ? (
            <SkeletonCard lines={1} label="Memuat keberangkatan…" />
          ) : departures.isError ? (
            <ErrorState
              title="Keberangkatan gagal dimuat"
              message={errorMessage(departures.error)}
              onRetry={() => void departures.refetch()}
            />
          ) : (
            <div className={styles.field}>
              <label htmlFor="cancel-departure">Keberangkatan</label>
              <select
                id="cancel-departure"
                value={chosen}
                aria-invalid={tried && !departure ? true : undefined}
                aria-describedby={tried && !departure ? 'departure-error' : undefined}
                onChange={(event) => {
                  setChosen(event.target.value);
                  setConfirming(false);
                }}
              >
                <option value="">
                  {list.length === 0 ? 'Tidak ada keberangkatan' : 'Pilih keberangkatan'}
                </option>
                {list.map((item) => (
                  <option
                    key={`${item.operator_kode}|${item.jadwal_kode}`}
                    value={`${item.operator_kode}|${item.jadwal_kode}`}
                    disabled={item.status !== 'terjadwal'}
                  >
                    {item.jam_berangkat.replace(':', '.')} · {item.rute.nama} · {item.jadwal_kode}
                    {item.status === 'dibatalkan'
                      ? ' (sudah dibatalkan)'
                      : item.status === 'berangkat'
                        ? ' (sudah berangkat)'
                        : ` · ${item.penumpang} penumpang`}
                  </option>
                ))}
              </select>
            </div>
          )}
          {tried && !departure && !departures.isPending ? (
            <span id="departure-error" className={styles.fieldError}>
              Pilih keberangkatan yang dibatalkan
            </span>
          ) : null}
          <div className={styles.field}>
            <label htmlFor="cancel-reason">Alasan (dibaca pemesan)</label>
            <textarea
              id="cancel-reason"
              className={styles.textarea}
              rows={3}
              maxLength={REASON_MAX + 50}
              value={reason}
              aria-invalid={tried && reasonProblem ? true : undefined}
              aria-describedby={tried && reasonProblem ? 'reason-error' : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                setConfirming(false);
              }}
            />
          </div>
          {tried && reasonProblem ? (
            <span id="reason-error" className={styles.fieldError}>
              {reasonProblem}
            </span>
          ) : null}
          {cancel.isError ? (
            <p className={styles.alert} role="alert">
              {errorMessage(cancel.error)}
            </p>
          ) : null}
          {confirming && departure ? (
            <div className={styles.confirm}>
              <p>
                Batalkan {departure.jadwal_kode} ({departure.rute.nama}) {formatDate(tanggal)} pukul{' '}
                {departure.jam_berangkat.replace(':', '.')}? {departure.penumpang} penumpang yang
                sudah membayar diberi tahu dan dananya dikembalikan.
              </p>
              <div className={styles.actions}>
                <Button
                  variant="danger"
                  onClick={run}
                  loading={cancel.isPending}
                  loadingText="Membatalkan…"
                >
                  Ya, batalkan
                </Button>
                <Button variant="ghost" onClick={() => setConfirming(false)}>
                  Kembali
                </Button>
              </div>
            </div>
          ) : (
            <div className={styles.actions}>
              <Button type="submit" variant="danger">
                Batalkan keberangkatan
              </Button>
              {/* The gentler change: the same day at another time, every booking kept. */}
              <Link
                className={styles.actionLink}
                to={paths.operatorMoveDeparture.getHref(
                  departure && departure.status === 'terjadwal' ? departure : undefined,
                )}
              >
                Pindahkan jam
              </Link>
            </div>
          )}
        </div>
      </form>
    </div>
  );
}

function CancellationResult({ result }: { result: StaffCancelDepartureResult }) {
  const total = result.pemesanan.reduce((sum, item) => sum + (item.refund?.jumlah ?? 0), 0);
  return (
    <section className={styles.card} aria-labelledby="cancel-result">
      <h2 id="cancel-result">
        {result.dibatalkan_sekarang ? 'Keberangkatan dibatalkan' : 'Sudah dibatalkan sebelumnya'}
      </h2>
      <p className={styles.notice} role="status">
        {result.jadwal_kode} {formatDate(result.tanggal)}: {result.jumlah_penumpang} penumpang dari{' '}
        {result.pemesanan.length} pemesanan, refund {formatRupiah(total)}; {result.pemberitahuan}{' '}
        pesan email/SMS dikirim.
        {result.ditahan_dibatalkan > 0
          ? ` ${result.ditahan_dibatalkan} pesanan belum dibayar ikut dibatalkan.`
          : ''}
      </p>
      {result.pemesanan.length > 0 ? (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption>Penumpang yang sudah membayar</caption>
            <thead>
              <tr>
                <th scope="col">Kode booking</th>
                <th scope="col">Pemesan</th>
                <th scope="col">Kursi</th>
                <th scope="col" className={styles.number}>
                  Refund
                </th>
              </tr>
            </thead>
            <tbody>
              {result.pemesanan.map((booking) => (
                <tr key={booking.reservasi_kode}>
                  <td>{booking.reservasi_kode}</td>
                  <td className={styles.wrap}>
                    {booking.pemesan_nama} · {booking.pemesan_telp}
                  </td>
                  <td className={styles.wrap}>
                    {booking.penumpang.map((p) => `${p.kursi} ${p.nama}`).join(', ')}
                  </td>
                  <td className={styles.number}>
                    {booking.refund ? formatRupiah(booking.refund.jumlah) : '–'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <p>
        <Link to={paths.operatorRefunds.getHref()}>Buka antrean refund</Link>
      </p>
    </section>
  );
}
