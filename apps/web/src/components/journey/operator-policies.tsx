import type { OperatorPoliciesState } from '../../lib/operator-terms';
import styles from './operator-policies.module.css';

/**
 * The trip's cancellation and reschedule policy, folded under one line (issue 21): before
 * paying on the seat and booker pages, and on the ticket. Each operator's sentences come
 * from its operator-snk answer (list_kebijakan), which the server writes from the same
 * policy it prices a cancellation with (decision 0037). Nothing when the trip has no
 * operator yet.
 */
export function OperatorPolicies({
  state,
  title = 'Kebijakan pembatalan & ubah jadwal',
  inset = false,
}: {
  state: OperatorPoliciesState;
  title?: string;
  /** Inside another card: a rule above instead of a card of its own. */
  inset?: boolean;
}) {
  if (state.status === 'ready' && state.policies.length === 0) return null;
  return (
    <details
      className={`${styles.policies} ${inset ? styles.inset : ''}`}
      data-testid="operator-policies"
    >
      <summary className={styles.summary}>{title}</summary>
      <div className={styles.body}>
        {state.status === 'pending' ? (
          <p className={styles.muted} role="status">
            Memuat kebijakan pembatalan…
          </p>
        ) : state.status === 'error' ? (
          <div role="alert" className={styles.error}>
            <p>Kebijakan pembatalan gagal dimuat. {state.message}</p>
            <button type="button" className={styles.retry} onClick={state.retry}>
              Muat ulang
            </button>
          </div>
        ) : (
          state.policies.map((policy) => (
            <div key={policy.code}>
              {state.policies.length > 1 ? (
                <h3 className={styles.operator}>{policy.name}</h3>
              ) : null}
              <ul className={styles.lines}>
                {policy.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          ))
        )}
      </div>
    </details>
  );
}
