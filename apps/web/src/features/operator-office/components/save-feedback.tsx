import { errorMessage } from '../../../lib/api-client';
import styles from './office.module.css';

/**
 * What a timetable form's last save said: the server's refusal as an alert, or the saved
 * note as a status (the route, layout and schedule forms end the same way).
 */
export function SaveFeedback({
  save,
  saved,
}: {
  save: { isError: boolean; error: unknown };
  saved: string | null;
}) {
  return (
    <>
      {save.isError ? (
        <p className={styles.alert} role="alert">
          {errorMessage(save.error)}
        </p>
      ) : null}
      {saved ? (
        <p className={styles.notice} role="status">
          {saved}
        </p>
      ) : null}
    </>
  );
}
