import { lazy, Suspense } from 'react';
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

export interface GuidedTourProps {
  /** What the tour explains, for the dialog's name: 'Panduan pencarian tiket'. */
  label: string;
  steps: readonly TourStep[];
  progress: TourProgress;
  onChange: (progress: TourProgress) => void;
}

// The card comes in its own chunk when a tour first runs: a tour runs only when the
// person asks for it (or resumes one after a reload), so the pages that offer one (the
// home page's search form) load without it.
const TourCard = lazy(() => import('./tour-card').then((module) => ({ default: module.TourCard })));

/** The tour while it runs (`progress.state`); nothing, and nothing loaded, until then. */
export function GuidedTour(props: GuidedTourProps) {
  if (!props.progress.state) return null;
  return (
    <Suspense fallback={null}>
      <TourCard {...props} />
    </Suspense>
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
