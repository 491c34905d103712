import { formatDate, formatRupiah, formatTime } from '@lintas/domain/format';
import { Button } from '../../../components/ui/button';
import type { SelectedSchedule } from '../../../stores/booking-store';
import type { Leg } from '../lib/search-params';
import styles from './results.module.css';

/**
 * A round trip's two steps (go, then return) and, while choosing the return, the go trip
 * already chosen with a way back to change it.
 */
export function RoundTripSteps({
  leg,
  selectedGo,
  onChangeGo,
}: {
  leg: Leg;
  selectedGo: SelectedSchedule | null;
  onChangeGo: () => void;
}) {
  return (
    <div className={styles.legInfo}>
      <ol className={styles.steps} aria-label="Langkah memilih jadwal pulang-pergi">
        <li
          aria-current={leg === 'go' ? 'step' : undefined}
          className={leg === 'go' ? styles.stepActive : styles.stepDone}
        >
          1. Pergi
        </li>
        <li
          aria-current={leg === 'return' ? 'step' : undefined}
          className={leg === 'return' ? styles.stepActive : ''}
        >
          2. Pulang
        </li>
      </ol>
      {leg === 'return' && selectedGo ? (
        <div className={styles.chosenGo}>
          <p>
            <strong>Jadwal pergi:</strong> {selectedGo.operator_nama ?? selectedGo.operatorCode},{' '}
            {formatDate(selectedGo.date, 'ddd, DD MMM')}{' '}
            {formatTime(selectedGo.jam_berangkat ?? '')}
            {selectedGo.harga !== undefined ? ` · ${formatRupiah(selectedGo.harga)}` : null}
          </p>
          <Button variant="ghost" size="small" onClick={onChangeGo}>
            Ganti jadwal pergi
          </Button>
        </div>
      ) : null}
    </div>
  );
}
