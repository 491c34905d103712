import { formatRupiah } from '@lintas/domain/format';
import { Fragment } from 'react';
import { Button } from '../../../components/ui/button';
import { Sheet } from '../../../components/ui/sheet';
import { errorMessage } from '../../../lib/api-client';
import { useOperatorTerms } from '../../../lib/operator-terms';
import { useAssuranceTerms } from '../api/get-terms';
import styles from './payment.module.css';

export interface TermsOperator {
  code: string;
  name: string;
}

/** Which terms the sheet shows. */
export type TermsTopic = { kind: 'operator'; operator: TermsOperator } | { kind: 'assurance' };

/**
 * The line by the pay button. An agreement line, not a required checkbox: Indonesian
 * booking sites (Traveloka, tiket.com, redBus) say "Dengan menekan ..., Anda menyetujui
 * ..." beside the button, and people expect it there. A checkbox adds a step most people
 * first meet as an error after pressing Bayar on a phone, without making the terms any
 * better read; here each set of terms is one tap away, in a sheet that keeps the page.
 * The refund-assurance terms are named only when the assurance is bought.
 */
export function AgreementLine({
  operators,
  assurance,
  onOpen,
}: {
  operators: TermsOperator[];
  assurance: boolean;
  onOpen: (topic: TermsTopic) => void;
}) {
  return (
    <p className={styles.agreement} data-testid="terms-agreement">
      Dengan menekan Bayar Sekarang, Anda menyetujui{' '}
      {operators.map((operator, index) => (
        <Fragment key={operator.code}>
          {index > 0 ? (index === operators.length - 1 ? ' serta ' : ', ') : null}
          <button
            type="button"
            className={styles.termsLink}
            onClick={() => onOpen({ kind: 'operator', operator })}
          >
            Syarat &amp; Ketentuan {operator.name}
          </button>
        </Fragment>
      ))}
      {assurance ? (
        <>
          {' dan '}
          <button
            type="button"
            className={styles.termsLink}
            onClick={() => onOpen({ kind: 'assurance' })}
          >
            Ketentuan Asuransi Refund
          </button>
        </>
      ) : null}
      .
    </p>
  );
}

function OperatorTermsBody({ operator }: { operator: TermsOperator }) {
  const terms = useOperatorTerms(operator.code, true);
  if (terms.isLoading) return <p className={styles.muted}>Memuat syarat dan ketentuan…</p>;
  if (terms.error || !terms.data) {
    return (
      <div className={styles.inlineError} role="alert">
        <p>{errorMessage(terms.error)}</p>
        <button type="button" className={styles.linkButton} onClick={() => void terms.refetch()}>
          Muat ulang
        </button>
      </div>
    );
  }
  const rules = terms.data.list_snk.length > 0 ? terms.data.list_snk : [terms.data.snk];
  return (
    <ol className={styles.termsList}>
      {rules.filter(Boolean).map((rule) => (
        <li key={rule}>{rule}</li>
      ))}
    </ol>
  );
}

function AssuranceTermsBody() {
  const terms = useAssuranceTerms(true);
  if (terms.isLoading) return <p className={styles.muted}>Memuat ketentuan asuransi…</p>;
  if (terms.error || !terms.data) {
    return (
      <div className={styles.inlineError} role="alert">
        <p>{errorMessage(terms.error)}</p>
        <button type="button" className={styles.linkButton} onClick={() => void terms.refetch()}>
          Muat ulang
        </button>
      </div>
    );
  }
  return (
    <>
      <p className={styles.termsLead}>
        Biaya {formatRupiah(terms.data.biaya_per_penumpang)} per penumpang untuk setiap perjalanan.
      </p>
      <ol className={styles.termsList}>
        {terms.data.list_snk.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
    </>
  );
}

/** The terms in a sheet (a bottom sheet on a phone), read without leaving the payment step. */
export function TermsSheet({ topic, onClose }: { topic: TermsTopic | null; onClose: () => void }) {
  const title =
    topic?.kind === 'operator'
      ? `Syarat & Ketentuan ${topic.operator.name}`
      : 'Ketentuan Asuransi Refund';
  return (
    <Sheet
      open={topic !== null}
      title={title}
      onClose={onClose}
      footer={
        <Button block onClick={onClose}>
          Mengerti
        </Button>
      }
    >
      {topic?.kind === 'operator' ? <OperatorTermsBody operator={topic.operator} /> : null}
      {topic?.kind === 'assurance' ? <AssuranceTermsBody /> : null}
    </Sheet>
  );
}
