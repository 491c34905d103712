import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { Button } from '../ui/button';
import styles from './access-link-offer.module.css';

/**
 * Under a guest look-up that failed (issue 22): the booker can have a link e-mailed
 * instead of proving the contact here — the way in when the look-up is locked by someone
 * else's wrong guesses, or the contact given at booking is forgotten. `onSend` asks the
 * server and answers its sentence (the same whether or not the code exists).
 */
export function AccessLinkOffer({ onSend }: { onSend: () => Promise<string> }) {
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'sending' }
    | { kind: 'sent'; text: string }
    | { kind: 'error'; text: string }
  >({ kind: 'idle' });

  const send = async () => {
    setState({ kind: 'sending' });
    try {
      setState({ kind: 'sent', text: await onSend() });
    } catch (error) {
      setState({ kind: 'error', text: errorMessage(error) });
    }
  };

  return (
    <div className={styles.offer} data-testid="access-link-offer">
      <p className={styles.lead}>
        Tidak bisa membuka pesanan? Kami dapat mengirim tautan untuk membukanya ke email pemesan.
      </p>
      {state.kind === 'sent' ? (
        <p className={styles.sent} role="status">
          {state.text}
        </p>
      ) : (
        <>
          {state.kind === 'error' ? (
            <p className={styles.error} role="alert">
              {state.text}
            </p>
          ) : null}
          <Button
            variant="secondary"
            block
            loading={state.kind === 'sending'}
            loadingText="Mengirim…"
            onClick={() => void send()}
          >
            Kirim Tautan ke Email Pemesan
          </Button>
        </>
      )}
    </div>
  );
}
