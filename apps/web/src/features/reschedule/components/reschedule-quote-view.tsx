import { dateFormats, formatDate, formatRupiah, formatTime } from '@lintas/domain/format';
import { Button } from '../../../components/ui/button';
import { PriceLines } from '../../../components/ui/price-lines';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import type { useRescheduleQuote } from '../api/reschedule';
import styles from './reschedule.module.css';

/** The server's price of the move (or why it cannot be made), with what happens to the old ticket. */
export function QuoteView({
  hasTarget,
  chosen,
  quote,
}: {
  hasTarget: boolean;
  chosen: boolean;
  quote: ReturnType<typeof useRescheduleQuote>;
}) {
  if (!hasTarget)
    return (
      <p className={styles.muted}>
        {chosen
          ? 'Pilih kursi untuk setiap penumpang untuk melihat biayanya.'
          : 'Pilih jadwal dan kursi baru untuk melihat biaya ubah jadwal.'}
      </p>
    );
  if (quote.isPending) return <SkeletonCard lines={4} label="Menghitung biaya ubah jadwal…" />;
  if (quote.error) {
    return (
      <div role="alert" className={styles.quoteError}>
        <p className={styles.notice}>{errorMessage(quote.error)}</p>
        <Button variant="secondary" onClick={() => void quote.refetch()}>
          Coba Lagi
        </Button>
      </div>
    );
  }
  const priced = quote.data?.ubah_jadwal;
  if (!priced) return null;
  return (
    <div className={styles.quote} aria-busy={quote.isFetching}>
      {!priced.dapat_diubah ? (
        <p className={styles.notice} role="status">
          {priced.alasan_tidak_dapat}
        </p>
      ) : null}
      <dl className={styles.figures}>
        <div>
          <dt>Jadwal lama</dt>
          <dd>
            {formatDate(priced.jadwal_lama.tanggal_berangkat, dateFormats.noYear)}{' '}
            {formatTime(priced.jadwal_lama.jam_berangkat)}
          </dd>
        </div>
        <div>
          <dt>Jadwal baru</dt>
          <dd>
            {formatDate(priced.jadwal_baru.tanggal_berangkat, dateFormats.noYear)}{' '}
            {formatTime(priced.jadwal_baru.jam_berangkat)}
          </dd>
        </div>
        {priced.penumpang.map((person) => (
          <div key={`${person.nama}:${person.kursi_lama}`}>
            <dt>{person.nama}</dt>
            <dd>
              Kursi {person.kursi_lama} → {person.kursi_baru}
            </dd>
          </div>
        ))}
      </dl>
      <div data-testid="reschedule-price">
        <PriceLines lines={priced.rincian} />
      </div>
      {priced.refund > 0 ? (
        <p className={styles.total}>
          <span>Dikembalikan ke pembayaran Anda</span>
          <strong>{formatRupiah(priced.refund)}</strong>
        </p>
      ) : null}
      {priced.selisih_lebih_murah === 'keep' ? (
        <p className={styles.muted}>
          Jadwal baru lebih murah, tetapi menurut kebijakan operator selisihnya tidak dikembalikan.
        </p>
      ) : null}
      {priced.total_bayar > 0 ? (
        <p className={styles.muted}>
          Tiket lama tetap berlaku sampai pembayaran ini diterima. Bila tidak dibayar sebelum batas
          waktu, jadwal tidak berubah.
        </p>
      ) : null}
    </div>
  );
}
