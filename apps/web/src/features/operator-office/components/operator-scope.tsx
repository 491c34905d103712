import { useState, type ReactNode } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useStaffSession } from '../../../lib/staff-session';
import { useOperatorChoices } from '../api/get-operators';
import styles from './office.module.css';

/**
 * Whose timetable a page edits: a petugas their own operator, an admin the one chosen
 * (the first of the list until they choose). '' while the session or the list loads.
 */
export function useOperatorScope() {
  const session = useStaffSession();
  const isAdmin = session?.staf.peran === 'admin';
  const [chosen, setChosen] = useState('');
  const choices = useOperatorChoices(isAdmin);
  const operator = isAdmin
    ? chosen || choices.data?.list[0]?.operator_kode || ''
    : (session?.staf.operator_kode ?? '');
  return { isAdmin, operator, choices: choices.data?.list ?? [], choose: setChosen };
}

export type OperatorScope = ReturnType<typeof useOperatorScope>;

/** The admin's operator choice (nothing for a petugas); `onChosen` resets what hung on the old one. */
export function OperatorSelect({
  scope,
  onChosen,
}: {
  scope: OperatorScope;
  onChosen: () => void;
}) {
  if (!scope.isAdmin) return null;
  return (
    <label className={styles.field}>
      <span>Operator</span>
      <select
        value={scope.operator}
        onChange={(event) => {
          scope.choose(event.target.value);
          onChosen();
        }}
      >
        {scope.choices.map((item) => (
          <option key={item.operator_kode} value={item.operator_kode}>
            {item.operator_nama}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * An operator's list while it loads (or while the operator is not known yet), when it
 * failed (with a retry), and the page's content once it is there.
 */
export function OperatorData<T>({
  operator,
  query,
  loadingLabel,
  errorTitle,
  children,
}: {
  operator: string;
  query: {
    data: T | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  loadingLabel: string;
  errorTitle: string;
  children: (data: T) => ReactNode;
}) {
  if (operator === '' || query.isPending) return <SkeletonCard lines={4} label={loadingLabel} />;
  if (query.isError)
    return (
      <ErrorState
        title={errorTitle}
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  // Neither pending nor failed: the query has its data.
  return <>{children(query.data as T)}</>;
}
