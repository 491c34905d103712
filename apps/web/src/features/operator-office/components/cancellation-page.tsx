import { formatDate, formatRupiah, toIsoDate } from '@lintas/domain/format';
import type { StaffCancelDepartureResult } from '@lintas/domain/staff-operations-schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/seo/page-title';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useCancelDeparture } from '../api/cancel-departure';
import {
  ConfirmPanel,
  DeparturePicker,
  dotted,
  ReasonField,
  reasonProblem,
  useDepartureChoice,
} from './departure-choice';
import styles from './office.module.css';

/**
 * /operator/pembatalan: cancel one departure. The staff member picks the day and the
 * departure, writes the reason the bookers will read, and confirms; the server lists the
 * paid bookings it told and owes a refund (decision 0017). A departure that has left or
 * is cancelled already cannot be chosen.
 */
export function CancellationPage() {
  const choice = useDepartureChoice({
    day: () => toIsoDate(new Date(), 'Asia/Jakarta'),
    scheduledOnly: false,
  });
  const { departure } = choice;
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [tried, setTried] = useState(false);
  const cancel = useCancelDeparture();
  const [result, setResult] = useState<StaffCancelDepartureResult | null>(null);

  const reasonText = reason.trim();
  const reasonWrong = reasonProblem(reason);

  const ask = () => {
    setTried(true);
    if (!departure || reasonWrong) return;
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
          choice.setChosen('');
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
          <DeparturePicker
            choice={choice}
            selectId="cancel-departure"
            errorId="departure-error"
            tried={tried}
            missing="Pilih keberangkatan yang dibatalkan"
            cancelledNote=" (sudah dibatalkan)"
            onEdit={() => setConfirming(false)}
          />
          <ReasonField
            id="cancel-reason"
            errorId="reason-error"
            value={reason}
            problem={tried ? reasonWrong : null}
            onChange={(next) => {
              setReason(next);
              setConfirming(false);
            }}
          />
          {cancel.isError ? (
            <p className={styles.alert} role="alert">
              {errorMessage(cancel.error)}
            </p>
          ) : null}
          {confirming && departure ? (
            <ConfirmPanel
              question={
                <>
                  Batalkan {departure.jadwal_kode} ({departure.rute.nama}){' '}
                  {formatDate(choice.tanggal)} pukul {dotted(departure.jam_berangkat)}?{' '}
                  {departure.penumpang} penumpang yang sudah membayar diberi tahu dan dananya
                  dikembalikan.
                </>
              }
              confirm={
                <Button
                  variant="danger"
                  onClick={run}
                  loading={cancel.isPending}
                  loadingText="Membatalkan…"
                >
                  Ya, batalkan
                </Button>
              }
              onBack={() => setConfirming(false)}
            />
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
