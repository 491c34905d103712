import { formatCountdown } from '@lintas/domain/format';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useDeadlineCountdown } from '../../../hooks/use-countdown';
import { useFlashSaleHome } from '../api/flashsale-api';
import styles from './flashsale.module.css';

/**
 * The flash-sale banner on the home page (spec §3 root state: title, subtitle), with the
 * running session's countdown. Nothing while loading, on failure, or with no session:
 * the home page stays the search's. The home route loads this module lazily.
 */
export default function FlashSaleBanner() {
  const home = useFlashSaleHome();
  const session = home.data?.sesi ?? null;
  const running = session?.status === 'berlangsung';
  const left = useDeadlineCountdown(session ? (running ? session.selesai : session.mulai) : null);
  if (!home.data || !session) return null;
  return (
    <Link className={styles.banner} to={paths.flashSale.getHref()} data-testid="flashsale-banner">
      <span className={styles.bannerText}>
        <span className={styles.bannerTitle}>{home.data.judul}</span>
        <span className={styles.bannerSubtitle}>{home.data.subjudul}</span>
      </span>
      {left !== null && left > 0 ? (
        <span className={styles.bannerTimer}>
          <small>{running ? 'Berakhir dalam' : 'Mulai dalam'}</small>
          <span role="timer">{formatCountdown(left)}</span>
        </span>
      ) : null}
    </Link>
  );
}
