import { useRef, type KeyboardEvent } from 'react';
import type { JourneyLeg } from '../../../lib/journey';
import styles from './seat-selection-page.module.css';

type SeatLegTabsProps = {
  legs: readonly JourneyLeg[];
  activeKey: string;
  /** Seats chosen per leg key. */
  counts: Record<string, number>;
  /** Seats on the first go leg: every other leg needs as many. */
  goCount: number;
  onSelect: (key: string) => void;
};

/** One tab per leg (go, its connecting legs, return) with its seat count; arrow keys move between them. */
export function SeatLegTabs({ legs, activeKey, counts, goCount, onSelect }: SeatLegTabsProps) {
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const keys: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: legs.length - 1,
    };
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const leg = legs[(target + legs.length) % legs.length];
    if (!leg) return;
    onSelect(leg.key);
    tabRefs.current.get(leg.key)?.focus();
  }

  return (
    <div className={styles.tabs} role="tablist" aria-label="Rute perjalanan">
      {legs.map((leg, index) => {
        const count = counts[leg.key] ?? 0;
        const target = leg.key === 'go-0' ? null : goCount;
        const done = target === null ? count > 0 : count === target && count > 0;
        return (
          <button
            key={leg.key}
            ref={(node) => {
              if (node) tabRefs.current.set(leg.key, node);
              else tabRefs.current.delete(leg.key);
            }}
            type="button"
            role="tab"
            id={`seat-tab-${leg.key}`}
            aria-selected={leg.key === activeKey}
            aria-controls="seat-panel"
            tabIndex={leg.key === activeKey ? 0 : -1}
            className={`${styles.tab} ${leg.key === activeKey ? styles.tabActive : ''}`}
            onClick={() => onSelect(leg.key)}
            onKeyDown={(event) => onTabKeyDown(event, index)}
          >
            <span className={styles.tabLabel}>{leg.label}</span>
            <span className={`${styles.tabCount} ${done ? styles.tabDone : ''}`}>
              {target === null ? `${count} kursi` : `${count}/${target} kursi`}
            </span>
          </button>
        );
      })}
    </div>
  );
}
