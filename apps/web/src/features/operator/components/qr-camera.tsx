import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { loadQrDecoder, type QrDecoder } from '../lib/qr-decoder';
import styles from './operator.module.css';

type CameraState =
  'off' | 'starting' | 'on' | 'unsupported' | 'denied' | 'no-camera' | 'busy' | 'failed';

/** Frames read per second at most: enough to feel instant, light on a phone's battery. */
const SCAN_INTERVAL_MS = 200;
/** The same QR seen again this soon is the same ticket still in view, not a new scan. */
const SAME_CODE_QUIET_MS = 4000;

const PROBLEMS: Partial<Record<CameraState, { title: string; text: string }>> = {
  unsupported: {
    title: 'Kamera tidak dapat dipakai di peramban ini',
    text: 'Buka konsol lewat HTTPS di Chrome atau Safari terbaru, atau gunakan "Pindai dari foto" dan ketik kode booking di bawah.',
  },
  denied: {
    title: 'Izin kamera ditolak',
    text: 'Izinkan kamera untuk situs ini (ikon gembok di bilah alamat → Izin → Kamera), lalu tekan "Nyalakan kamera" lagi. Sementara itu gunakan foto atau ketik kode booking.',
  },
  'no-camera': {
    title: 'Kamera tidak ditemukan',
    text: 'Perangkat ini tidak memiliki kamera yang dapat dipakai. Gunakan "Pindai dari foto" atau ketik kode booking.',
  },
  busy: {
    title: 'Kamera sedang dipakai',
    text: 'Tutup aplikasi lain yang memakai kamera, lalu coba lagi.',
  },
  failed: {
    title: 'Kamera gagal dinyalakan',
    text: 'Coba lagi, atau gunakan "Pindai dari foto" dan ketik kode booking.',
  },
};

function stateOfError(error: unknown): CameraState {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'denied';
  if (
    name === 'NotFoundError' ||
    name === 'OverconstrainedError' ||
    name === 'DevicesNotFoundError'
  )
    return 'no-camera';
  if (name === 'NotReadableError' || name === 'TrackStartError') return 'busy';
  return 'failed';
}

/**
 * The phone camera reading e-ticket QR codes. It reads frames only while `active` (the
 * page is not busy with the last scan), and hands each new QR text to `onDetected` once.
 * The camera is turned on by a press (browsers ask permission then) and off when the
 * page is left.
 */
export function QrCamera({
  active,
  onDetected,
}: {
  active: boolean;
  onDetected: (text: string) => void;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const decoderRef = useRef<QrDecoder | null>(null);
  const lastRef = useRef<{ text: string; at: number } | null>(null);
  const activeRef = useRef(active);
  const onDetectedRef = useRef(onDetected);
  const [state, setState] = useState<CameraState>('off');

  useEffect(() => {
    activeRef.current = active;
    onDetectedRef.current = onDetected;
  });

  const stop = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setState((current) => (current === 'on' || current === 'starting' ? 'off' : current));
  }, []);

  useEffect(() => stop, [stop]);

  const start = async () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setState('unsupported');
      return;
    }
    setState('starting');
    try {
      const [stream, decoder] = await Promise.all([
        navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        }),
        loadQrDecoder('camera'),
      ]);
      streamRef.current = stream;
      decoderRef.current = decoder;
      const video = videoRef.current;
      if (video) {
        video.srcObject = stream;
        await video.play().catch(() => undefined);
      }
      setState('on');
    } catch (error) {
      stop();
      setState(stateOfError(error));
    }
  };

  useEffect(() => {
    if (state !== 'on') return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      const video = videoRef.current;
      const decoder = decoderRef.current;
      if (activeRef.current && video && decoder && video.readyState >= 2) {
        try {
          const text = await decoder.decode(video);
          const last = lastRef.current;
          const now = Date.now();
          if (
            text &&
            !stopped &&
            activeRef.current &&
            !(last && last.text === text && now - last.at < SAME_CODE_QUIET_MS)
          ) {
            onDetectedRef.current(text);
          }
          if (text) lastRef.current = { text, at: now };
        } catch {
          // One unreadable frame (the video resizing, a detector hiccup): the next one.
        }
      }
      if (!stopped) timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
    };
    timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [state]);

  const problem = PROBLEMS[state];
  const running = state === 'on' || state === 'starting';
  return (
    <div className={styles.camera}>
      <div className={`${styles.viewfinder} ${running ? '' : styles.viewfinderOff}`}>
        <video
          ref={videoRef}
          className={styles.video}
          playsInline
          muted
          aria-label="Gambar kamera untuk memindai QR e-tiket"
        />
        {running ? <span className={styles.frame} aria-hidden="true" /> : null}
        {!running ? (
          <p className={styles.viewfinderText}>
            {problem ? problem.title : 'Kamera mati. Nyalakan untuk memindai QR e-tiket.'}
          </p>
        ) : null}
      </div>
      {problem ? (
        <div className={styles.noticeWarn} role="alert">
          <strong>{problem.title}.</strong> {problem.text}
        </div>
      ) : null}
      <div className={styles.cameraActions}>
        {running ? (
          <Button variant="secondary" onClick={stop}>
            Matikan kamera
          </Button>
        ) : (
          <Button onClick={() => void start()}>
            {state === 'off' ? 'Nyalakan kamera' : 'Coba nyalakan kamera lagi'}
          </Button>
        )}
        <span className={styles.muted} role="status">
          {state === 'starting'
            ? 'Menyalakan kamera…'
            : state === 'on'
              ? active
                ? 'Arahkan kamera ke QR e-tiket.'
                : 'Memeriksa tiket…'
              : ''}
        </span>
      </div>
    </div>
  );
}
