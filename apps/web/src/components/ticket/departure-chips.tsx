import type { TicketChip } from '../../lib/departure-chips';
import styles from './ticket.module.css';

const TONE: Record<TicketChip['tone'], string | undefined> = {
  info: styles.chipInfo,
  success: styles.chipSuccess,
  warning: styles.chipWarning,
};

/**
 * A departure's live status and move as chips (decision 0039), on one line that wraps
 * on a phone. `label` names the group for a screen reader ("Status Pergi"); a list when
 * it stands alone, spans with `inline` (inside an order card's link); `prefix` is a
 * visible word before the chips (a round trip's "Pergi").
 */
export function DepartureChips({
  chips,
  label,
  inline = false,
  prefix,
}: {
  chips: readonly TicketChip[];
  label: string;
  inline?: boolean;
  prefix?: string;
}) {
  if (chips.length === 0) return null;
  const Item = inline ? 'span' : 'li';
  const items = chips.map((chip) => (
    <Item key={chip.text} className={`${styles.chip} ${TONE[chip.tone] ?? ''}`}>
      {chip.text}
      {chip.at ? <span className={styles.chipTime}> · {chip.at}</span> : null}
    </Item>
  ));
  const lead = prefix ? <span className={styles.chipPrefix}>{prefix}</span> : null;
  return inline ? (
    <span className={styles.chips} role="group" aria-label={label}>
      {lead}
      {items}
    </span>
  ) : (
    <ul className={styles.chips} aria-label={label}>
      {items}
    </ul>
  );
}
