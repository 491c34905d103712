import { formatCountdown, formatNumber } from '@lintas/domain/format';
import type { FlashSaleCard, FlashSaleSession } from '@lintas/domain/flashsale-schemas';
import { useDeadlineCountdown } from '../../../hooks/use-countdown';
import styles from './flashsale.module.css';

export const sessionStatusText: Record<FlashSaleSession['status'], string> = {
  berlangsung: 'Berlangsung',
  akan_datang: 'Segera',
  berakhir: 'Berakhir',
};

export const cardStatusText: Record<FlashSaleCard['status'], string> = {
  tersedia: 'Beli Sekarang',
  habis: 'Habis Terjual',
  belum_mulai: 'Belum Dimulai',
  berakhir: 'Sesi Berakhir',
};

/** The stock bar: how much of the stock is gone, and what is left. */
export function StockBar({
  card,
}: {
  card: Pick<FlashSaleCard, 'persen_terjual' | 'terjual' | 'sisa' | 'stok'>;
}) {
  return (
    <div className={styles.stock}>
      <div
        className={styles.stockTrack}
        role="meter"
        aria-label="Stok terpakai"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={card.persen_terjual}
        aria-valuetext={`${card.persen_terjual}% stok terpakai`}
      >
        <div className={styles.stockFill} style={{ width: `${card.persen_terjual}%` }} />
      </div>
      <p className={styles.stockText}>
        <span>Terjual {formatNumber(card.terjual)}</span>
        <span>{card.sisa > 0 ? `Sisa ${formatNumber(card.sisa)}` : 'Stok habis'}</span>
      </p>
    </div>
  );
}

/**
 * 'Berakhir dalam 02:41:07' while a session runs, 'Dimulai dalam ...' before it. The
 * countdown is the client's own clock against the server's instants.
 */
export function SessionTimer({
  session,
}: {
  session: Pick<FlashSaleSession, 'mulai' | 'selesai' | 'status'>;
}) {
  const target = session.status === 'akan_datang' ? session.mulai : session.selesai;
  const left = useDeadlineCountdown(session.status === 'berakhir' ? null : target);
  if (session.status === 'berakhir' || left === null) return <span>Sesi telah berakhir</span>;
  return (
    <span>
      {session.status === 'akan_datang' ? 'Dimulai dalam ' : 'Berakhir dalam '}
      <span className={styles.timer} role="timer">
        {formatCountdown(left)}
      </span>
    </span>
  );
}
