import {
  type CSSProperties,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import styles from './guided-tour.module.css';

/**
 * The guided tour (spec §1 "a guided tour with steps for the reservation form and trip
 * search", §3 guide{...{state, currentStep}}): a card that walks through a form, one
 * part at a time, with the part lit and the rest dimmed. Its on/off state and the step
 * live in the persisted store (the caller passes them), so a reload resumes where the
 * person was. A step names its part by `data-tour="<target>"`; a part that is not on the
 * page (the return date of a one-way trip) leaves the card in the middle, unlit.
 */
export interface TourStep {
  target: string;
  title: string;
  text: string;
}

export interface TourProgress {
  state: boolean;
  currentStep: number;
}

interface GuidedTourProps {
  /** What the tour explains, for the dialog's name: 'Panduan pencarian tiket'. */
  label: string;
  steps: readonly TourStep[];
  progress: TourProgress;
  onChange: (progress: TourProgress) => void;
}

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** Room around the lit part, in px. */
const PADDING = 6;
const CARD_GAP = 12;

export function GuidedTour({ label, steps, progress, onChange }: GuidedTourProps) {
  const titleId = useId();
  const textId = useId();
  const nextRef = useRef<HTMLButtonElement>(null);
  const [box, setBox] = useState<Box | null>(null);
  const [viewport, setViewport] = useState({ width: 0, height: 0 });
  const index = Math.min(Math.max(progress.currentStep, 0), steps.length - 1);
  const step = steps[index];
  const running = progress.state && step !== undefined;
  const last = index === steps.length - 1;

  const measure = useCallback(() => {
    setViewport({ width: window.innerWidth, height: window.innerHeight });
    const target = step ? document.querySelector(`[data-tour="${step.target}"]`) : null;
    if (!target) return setBox(null);
    const rect = target.getBoundingClientRect();
    setBox({
      top: rect.top - PADDING,
      left: rect.left - PADDING,
      width: rect.width + PADDING * 2,
      height: rect.height + PADDING * 2,
    });
  }, [step]);

  // Bring the part into view, then light it where it landed.
  useLayoutEffect(() => {
    if (!running) return;
    const target = document.querySelector(`[data-tour="${step.target}"]`);
    target?.scrollIntoView?.({ block: 'center', behavior: 'instant' as ScrollBehavior });
    nextRef.current?.focus();
    // Measured on the next frame, once the scroll has settled the layout.
    const frame = requestAnimationFrame(measure);
    return () => cancelAnimationFrame(frame);
  }, [running, step, measure]);

  useEffect(() => {
    if (!running) return;
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [running, measure]);

  if (!running) return null;

  const end = () => onChange({ state: false, currentStep: 0 });
  const go = (next: number) => onChange({ state: true, currentStep: next });

  // The card below the lit part when it fits, else above; in the middle without one.
  const cardWidth = Math.min(360, viewport.width - 24);
  const cardStyle: CSSProperties = { width: cardWidth };
  if (box) {
    const below = box.top + box.height + CARD_GAP;
    const roomBelow = viewport.height - below;
    cardStyle.left = Math.min(
      Math.max(12, box.left),
      Math.max(12, viewport.width - cardWidth - 12),
    );
    if (roomBelow >= 190) cardStyle.top = below;
    else cardStyle.bottom = Math.max(12, viewport.height - box.top + CARD_GAP);
  } else {
    cardStyle.left = (viewport.width - cardWidth) / 2;
    cardStyle.top = Math.max(12, viewport.height / 2 - 100);
  }

  return createPortal(
    <div className={styles.layer}>
      {/* Clicks outside the card do nothing: the tour ends by its own buttons or Esc. */}
      <div className={box ? styles.catcher : `${styles.catcher} ${styles.dim}`} />
      {box ? (
        <div
          className={styles.spotlight}
          data-tour-spotlight=""
          style={{ top: box.top, left: box.left, width: box.width, height: box.height }}
          aria-hidden="true"
        />
      ) : null}
      <div
        className={styles.card}
        style={cardStyle}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        aria-describedby={`${titleId} ${textId}`}
        onKeyDown={(event) => {
          if (event.key === 'Escape') end();
          // Tab stays among the card's buttons while the page behind is dimmed.
          if (event.key !== 'Tab') return;
          const buttons = [...event.currentTarget.querySelectorAll('button')];
          const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
          const next = (at + (event.shiftKey ? -1 : 1) + buttons.length) % buttons.length;
          event.preventDefault();
          buttons[next]?.focus();
        }}
      >
        <p className={styles.counter}>
          Langkah {index + 1} dari {steps.length}
        </p>
        <h2 id={titleId} className={styles.title}>
          {step.title}
        </h2>
        <p id={textId} className={styles.text}>
          {step.text}
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.skip} onClick={end}>
            Lewati
          </button>
          <span className={styles.spacer} />
          {index > 0 ? (
            <button type="button" className={styles.secondary} onClick={() => go(index - 1)}>
              Kembali
            </button>
          ) : null}
          <button
            ref={nextRef}
            type="button"
            className={styles.primary}
            onClick={() => (last ? end() : go(index + 1))}
          >
            {last ? 'Selesai' : 'Lanjut'}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}

/** "Panduan": starts (or restarts) a tour from its first step. */
export function TourButton({ onStart, label }: { onStart: () => void; label: string }) {
  return (
    <button type="button" className={styles.start} onClick={onStart} aria-label={label}>
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
        <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path
          d="M7.6 7.7a2.5 2.5 0 1 1 3.4 2.3c-.7.3-1 .8-1 1.5v.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
        <circle cx="10" cy="14.6" r="1" fill="currentColor" />
      </svg>
      <span>Panduan</span>
    </button>
  );
}
