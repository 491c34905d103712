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
import type { GuidedTourProps } from './guided-tour';
import styles from './tour-card.module.css';

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** Room around the lit part, in px. */
const PADDING = 6;
const CARD_GAP = 12;

/**
 * The card of a running tour (see guided-tour.tsx, which loads this module when a tour
 * first runs): the part of the form it explains lit, the rest dimmed.
 */
export function TourCard({ label, steps, progress, onChange }: GuidedTourProps) {
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
