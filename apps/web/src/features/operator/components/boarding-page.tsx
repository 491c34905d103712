import { formatDate, formatTime } from '@lintas/domain/format';
import { useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { PageTitle } from '../../../components/seo/page-title';
import { paths } from '../../../config/paths';
import { useManifest } from '../api/get-manifest';
import { useBoardPassenger, type BoardingInput } from '../api/board-passenger';
import { boardingOutcome, type BoardingOutcome } from '../lib/boarding-outcome';
import { departureKeyOf, todayInJakarta, type DepartureKey } from '../lib/departure-key';
import { decodeQrPhoto } from '../lib/qr-decoder';
import { BoardingResult } from './boarding-result';
import { QrCamera } from './qr-camera';
import styles from './operator.module.css';

const CODE_PATTERN = /^[A-Za-z0-9]{4,32}$/;

interface LogEntry {
  id: number;
  at: string;
  outcome: BoardingOutcome;
}

function logLabel(outcome: BoardingOutcome): string {
  if (outcome.kind === 'boarded')
    return `${outcome.result.reservasi_kode}: ${outcome.result.penumpang
      .map((p) => `${p.nama} (${p.kursi})`)
      .join(', ')}`;
  if (outcome.kind === 'already') return `${outcome.reservasiKode ?? 'Tiket'}: sudah naik`;
  // The server's reason often starts with the title already ('QR tidak sah: ...').
  return outcome.message.startsWith(outcome.title)
    ? outcome.message
    : `${outcome.title}: ${outcome.message}`;
}

/** The departure being boarded, with how many of its passengers are on. */
function DepartureBanner({ departure }: { departure: DepartureKey }) {
  const manifest = useManifest(departure);
  const data = manifest.data;
  const boarded = data?.penumpang.filter((p) => p.status_naik === 'sudah').length ?? 0;
  return (
    <div className={styles.contextBar}>
      <p>
        <strong>
          {data
            ? `${formatTime(data.keberangkatan.jam_berangkat)} ${data.keberangkatan.rute.nama}`
            : departure.jadwal_kode}
        </strong>
        <br />
        <span className={styles.muted}>
          {departure.jadwal_kode} · {formatDate(departure.tanggal)}
          {data ? ` · ${boarded} dari ${data.penumpang.length} penumpang sudah naik` : ''}
        </span>
      </p>
      <div className={styles.contextLinks}>
        <Link to={paths.operatorManifest.getHref(departure)}>Manifes</Link>
        <Link to={paths.operatorBoarding.getHref()}>Semua tiket hari ini</Link>
      </div>
    </div>
  );
}

/**
 * /operator/naik: boarding check-in at the door. Three ways to name a ticket, all to POST
 * /api/staff/boarding: the camera reading the e-ticket's QR, a photo of it, or the booking
 * code typed by hand when neither can read it. With a departure in the address (opened
 * from a manifest) only that departure's tickets board; without, each ticket's leg of
 * today.
 */
export function BoardingPage() {
  const [params] = useSearchParams();
  const departure = departureKeyOf({
    operator_kode: params.get('operator_kode'),
    jadwal_kode: params.get('jadwal_kode'),
    tanggal: params.get('tanggal'),
  });
  const board = useBoardPassenger(departure);
  const [outcome, setOutcome] = useState<BoardingOutcome | null>(null);
  const [log, setLog] = useState<LogEntry[]>([]);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [photoNote, setPhotoNote] = useState<string | null>(null);
  const [readingPhoto, setReadingPhoto] = useState(false);
  const photoInput = useRef<HTMLInputElement>(null);
  const outputRef = useRef<HTMLDivElement>(null);
  const nextId = useRef(1);
  const photoId = useId();
  const busy = board.isPending || readingPhoto;
  const today = useMemo(() => todayInJakarta(), []);

  const submit = (input: BoardingInput) => {
    setPhotoNote(null);
    board.mutate(input, {
      onSettled: (result, error) => {
        const next: BoardingOutcome = result ? { kind: 'boarded', result } : boardingOutcome(error);
        setOutcome(next);
        const at = formatTime(new Date());
        setLog((entries) => [{ id: nextId.current++, at, outcome: next }, ...entries].slice(0, 8));
        if (next.kind === 'boarded') setCode('');
        // The answer may be off screen (the code typed below it on a phone): bring it in.
        outputRef.current?.scrollIntoView?.({ block: 'nearest' });
      },
    });
  };

  const onManual = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) return setCodeError('Kode booking wajib diisi');
    if (!CODE_PATTERN.test(typed))
      return setCodeError('Kode booking hanya huruf dan angka, 4 sampai 32 karakter');
    setCodeError(null);
    submit({ reservasi_kode: typed.toUpperCase() });
  };

  const onPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setReadingPhoto(true);
    setPhotoNote(null);
    try {
      const text = await decodeQrPhoto(file);
      if (text) submit({ qr_content: text });
      else
        setPhotoNote(
          'QR tidak terbaca pada foto ini. Foto lebih dekat dan terang, atau ketik kode booking.',
        );
    } catch {
      setPhotoNote('Berkas ini tidak dapat dibuka sebagai gambar. Pilih foto QR e-tiket.');
    } finally {
      setReadingPhoto(false);
    }
  };

  return (
    <div className={styles.page}>
      <PageTitle title={paths.operatorBoarding.title} />
      <div className={styles.pageHead}>
        <h1>Naik Penumpang</h1>
        {departure ? null : (
          <p className={styles.muted}>
            Tiket yang berangkat hari ini, {formatDate(today)}. Buka dari manifes untuk memeriksa
            satu keberangkatan saja.
          </p>
        )}
      </div>
      {departure ? <DepartureBanner departure={departure} /> : null}

      <div className={styles.boardingGrid}>
        <section className={`${styles.panel} ${styles.cameraArea}`} aria-labelledby="pindai-kamera">
          <h2 id="pindai-kamera" className={styles.panelTitle}>
            Pindai QR e-tiket
          </h2>
          <QrCamera active={!busy} onDetected={(text) => submit({ qr_content: text })} />
        </section>
        <div aria-live="polite" aria-atomic="true" ref={outputRef} className={styles.answer}>
          {outcome ? (
            <>
              <BoardingResult outcome={outcome} />
              {outcome.kind === 'refused' && outcome.code === 'BOARDING_DEPARTURE_REQUIRED' ? (
                // The ticket boards more than once today: the manifest of the departure at
                // the door names it.
                <p className={styles.answerAction}>
                  <Link to={paths.operatorDepartures.getHref()}>
                    Pilih keberangkatan dari daftar, lalu pindai dari manifesnya
                  </Link>
                </p>
              ) : null}
            </>
          ) : (
            <p className={styles.resultIdle}>
              Hasil pemeriksaan tiket muncul di sini: hijau boleh naik, kuning sudah naik, merah
              ditolak.
            </p>
          )}
        </div>
        <section className={`${styles.panel} ${styles.manualArea}`} aria-labelledby="ketik-kode">
          <h2 id="ketik-kode" className={styles.panelTitle}>
            Kamera tidak dapat membaca?
          </h2>
          <div className={styles.photoRow}>
            <input
              ref={photoInput}
              id={photoId}
              type="file"
              accept="image/*"
              // Chosen through the button below; the name is for assistive technology.
              aria-label="Foto QR e-tiket"
              tabIndex={-1}
              className="visually-hidden"
              onChange={(event) => void onPhoto(event)}
            />
            <Button
              variant="secondary"
              onClick={() => photoInput.current?.click()}
              loading={readingPhoto}
              loadingText="Membaca foto…"
              aria-describedby={`${photoId}-hint`}
            >
              Pindai dari foto
            </Button>
            <span id={`${photoId}-hint`} className={styles.muted}>
              Pilih atau ambil foto QR e-tiket, atau ketik kode booking di bawah.
            </span>
          </div>
          {photoNote ? (
            <p className={styles.noticeWarn} role="alert">
              {photoNote}
            </p>
          ) : null}
          <form onSubmit={onManual} noValidate className={styles.manualForm}>
            <TextField
              label="Kode booking"
              name="reservasi_kode"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={code}
              error={codeError}
              hint="Cocokkan nama yang muncul dengan identitas penumpang."
              onChange={(event) => setCode(event.target.value)}
            />
            <Button type="submit" loading={board.isPending} loadingText="Memeriksa…">
              Naikkan
            </Button>
          </form>
        </section>
        {log.length > 1 ? (
          <section className={`${styles.panel} ${styles.logArea}`} aria-labelledby="riwayat-pindai">
            <h2 id="riwayat-pindai" className={styles.panelTitle}>
              Pemeriksaan terakhir
            </h2>
            <ol className={styles.log}>
              {log.map((entry) => (
                <li key={entry.id} data-outcome={entry.outcome.kind}>
                  <span className={styles.logTime}>{entry.at}</span>
                  <span>{logLabel(entry.outcome)}</span>
                </li>
              ))}
            </ol>
          </section>
        ) : null}
      </div>
    </div>
  );
}
