import styles from './pagination.module.css';

/** Page N of M with previous / next. Hidden when everything fits on one page. */
export function Pagination({
  page,
  totalPage,
  onPage,
}: {
  page: number;
  totalPage: number;
  onPage: (page: number) => void;
}) {
  if (totalPage <= 1) return null;
  return (
    <nav aria-label="Halaman hasil" className={styles.pagination}>
      <button
        type="button"
        className={styles.pageButton}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <span aria-hidden="true">‹ </span>Sebelumnya
      </button>
      <span aria-current="page" className={styles.pageInfo}>
        Halaman {page} dari {totalPage}
      </span>
      <button
        type="button"
        className={styles.pageButton}
        disabled={page >= totalPage}
        onClick={() => onPage(page + 1)}
      >
        Berikutnya<span aria-hidden="true"> ›</span>
      </button>
    </nav>
  );
}
