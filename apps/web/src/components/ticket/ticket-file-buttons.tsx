import type { ETicketFormat } from '@lintas/domain/reservation-schemas';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api-client';
import { requestETicketLink } from '../../lib/e-ticket-file';
import { downloadEticket } from '../../lib/native-bridge';
import { Spinner } from '../ui/spinner';
import styles from './ticket.module.css';

export const TICKET_FILE_OFFLINE_MESSAGE =
  'Anda sedang offline. E-tiket di layar ini tetap bisa ditunjukkan; sambungkan internet untuk mengunduhnya.';

const LABELS: Record<ETicketFormat, { idle: string; busy: string }> = {
  pdf: { idle: 'Unduh E-Tiket', busy: 'Menyiapkan E-Tiket…' },
  ics: { idle: 'Tambah ke Kalender', busy: 'Menyiapkan Kalender…' },
};

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * The e-ticket as a file (decision 0041): "Unduh E-Tiket" (the PDF) and "Tambah ke
 * Kalender" (an .ics, one entry per direction). Each asks the server for a short signed
 * link, then hands it to the app's download manager (the bridge's downloadEticket) or,
 * in a browser, downloads it plainly. Offline (the service worker's kept ticket) the
 * ticket stays on screen and the button says why nothing can be downloaded.
 */
export function TicketFileButtons({ code }: { code: string }) {
  const [busy, setBusy] = useState<ETicketFormat | null>(null);
  const [error, setError] = useState<string | null>(null);

  const fetchFile = async (format: ETicketFormat) => {
    if (busy) return;
    setError(null);
    if (isOffline()) {
      setError(TICKET_FILE_OFFLINE_MESSAGE);
      return;
    }
    setBusy(format);
    try {
      const link = await requestETicketLink(code, format);
      downloadEticket(new URL(link.path, window.location.origin).href, link.nama_file);
    } catch (failure) {
      const noNetwork =
        isOffline() || (failure instanceof ApiError && failure.code === 'NETWORK_ERROR');
      setError(noNetwork ? TICKET_FILE_OFFLINE_MESSAGE : errorMessage(failure));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={styles.fileActions}>
      <div className={styles.fileButtons}>
        {(['pdf', 'ics'] as const).map((format) => (
          <button
            key={format}
            type="button"
            className={format === 'pdf' ? styles.fileButtonMain : styles.printButton}
            aria-busy={busy === format || undefined}
            disabled={busy !== null}
            onClick={() => void fetchFile(format)}
          >
            {busy === format ? (
              <Spinner size={16} tone={format === 'pdf' ? 'light' : 'dark'} />
            ) : null}
            {busy === format ? LABELS[format].busy : LABELS[format].idle}
          </button>
        ))}
      </div>
      {error ? (
        <p className={styles.fileError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
