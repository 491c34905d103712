import type { BlogSummary } from '@lintas/domain/content-schemas';
import { dateFormats, formatDate } from '@lintas/domain/format';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LazyImage } from '../../../components/ui/lazy-image';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useBlog } from '../api/get-blog';
import { useBlogs } from '../api/get-blogs';
import { ContentText } from './content-text';
import styles from './content.module.css';

export const blogTexts = {
  title: 'Blog Lintas',
  lead: 'Tips perjalanan, rute populer dan kabar terbaru dari Lintas.',
  all: 'Semua',
  groups: 'Kategori artikel',
  loading: 'Memuat artikel…',
  failed: 'Artikel tidak dapat dimuat',
  empty: 'Belum ada artikel',
  emptyDescription: 'Artikel baru akan tampil di sini. Sementara itu, cari jadwal perjalanan Anda.',
  search: 'Cari Jadwal',
  more: 'Muat lebih banyak',
  loadingMore: 'Memuat…',
  minutes: (minutes: number) => `${minutes} menit baca`,
  back: 'Kembali ke Blog',
  notFound: 'Artikel tidak ditemukan',
  notFoundDescription: 'Artikel ini mungkin sudah dihapus atau alamatnya salah.',
  related: 'Artikel terkait',
  by: (author: string, date: string) => `${author} · ${date}`,
} as const;

function BlogCard({ blog }: { blog: BlogSummary }) {
  return (
    <Link to={paths.blogDetail.getHref(blog.kode)} className={styles.card}>
      <LazyImage src={blog.gambar} alt="" className={styles.cardImage} width={800} height={450} />
      <div className={styles.cardBody}>
        <p className={styles.meta}>{blog.grup_nama}</p>
        <h3 className={styles.cardTitle}>{blog.judul}</h3>
        <p className={styles.summary}>{blog.ringkasan}</p>
        <p className={styles.meta}>
          {formatDate(blog.tanggal_terbit, dateFormats.plain)} ·{' '}
          {blogTexts.minutes(blog.menit_baca)}
        </p>
      </div>
    </Link>
  );
}

/** /blog: the articles newest first, by group (?grup=), a page at a time. */
export function BlogListPage() {
  const [search] = useSearchParams();
  const group = search.get('grup');
  const blogs = useBlogs(group);
  const groups = blogs.data?.pages[0]?.grup ?? [];
  const list = blogs.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{blogTexts.title}</h1>
      <p className={styles.lead}>{blogTexts.lead}</p>
      {groups.length > 0 ? (
        <nav aria-label={blogTexts.groups}>
          <ul className={styles.tabs}>
            <li>
              <Link
                to={paths.blog.getHref()}
                className={styles.tab}
                aria-current={group === null ? 'page' : undefined}
              >
                {blogTexts.all}
              </Link>
            </li>
            {groups.map((item) => (
              <li key={item.blog_group_kode}>
                <Link
                  to={paths.blog.getHref(item.blog_group_kode)}
                  className={styles.tab}
                  aria-current={group === item.blog_group_kode ? 'page' : undefined}
                >
                  {item.nama}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {blogs.isPending ? (
        <SkeletonCard lines={3} label={blogTexts.loading} />
      ) : blogs.isError && !blogs.data ? (
        <ErrorState
          title={blogTexts.failed}
          message={errorMessage(blogs.error)}
          onRetry={() => void blogs.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState
          title={blogTexts.empty}
          description={blogTexts.emptyDescription}
          action={<Link to={paths.home.getHref()}>{blogTexts.search}</Link>}
        />
      ) : (
        <>
          <ul className={styles.cards}>
            {list.map((blog) => (
              <li key={blog.blog_id}>
                <BlogCard blog={blog} />
              </li>
            ))}
          </ul>
          {blogs.isError ? (
            <ErrorState
              title={blogTexts.failed}
              message={errorMessage(blogs.error)}
              onRetry={() => void blogs.fetchNextPage()}
            />
          ) : blogs.hasNextPage ? (
            <Button
              variant="secondary"
              className={styles.more}
              loading={blogs.isFetchingNextPage}
              loadingText={blogTexts.loadingMore}
              onClick={() => void blogs.fetchNextPage()}
            >
              {blogTexts.more}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}

/** /blog/:kode: one article, its body as plain text, and related articles. */
export function BlogDetailPage() {
  const { kode = '' } = useParams();
  const blog = useBlog(kode);
  const back = (
    <Link to={paths.blog.getHref()} className={styles.backLink}>
      {blogTexts.back}
    </Link>
  );
  if (blog.isPending)
    return (
      <div className={styles.page}>
        <SkeletonCard lines={5} label={blogTexts.loading} />
      </div>
    );
  if (blog.isError) {
    const missing = blog.error instanceof ApiError && blog.error.httpStatus === 404;
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{missing ? blogTexts.notFound : blogTexts.failed}</h1>
        {missing ? (
          <EmptyState
            title={blogTexts.notFound}
            description={blogTexts.notFoundDescription}
            action={back}
          />
        ) : (
          <ErrorState
            title={blogTexts.failed}
            message={errorMessage(blog.error)}
            onRetry={() => void blog.refetch()}
            action={back}
          />
        )}
      </div>
    );
  }
  const article = blog.data;
  return (
    <article className={styles.page}>
      {back}
      <p className={styles.meta}>{article.grup_nama}</p>
      <h1 className={styles.title}>{article.judul}</h1>
      <p className={styles.meta}>
        {blogTexts.by(article.penulis, formatDate(article.tanggal_terbit, dateFormats.long))} ·{' '}
        {blogTexts.minutes(article.menit_baca)}
      </p>
      <LazyImage src={article.gambar} alt="" className={styles.hero} width={800} height={450} />
      <p className={styles.lead}>{article.ringkasan}</p>
      <ContentText text={article.isi} />
      {article.terkait.length > 0 ? (
        <section className={styles.section} aria-labelledby="blog-related">
          <h2 id="blog-related" className={styles.subtitle}>
            {blogTexts.related}
          </h2>
          <ul className={styles.cards}>
            {article.terkait.map((other) => (
              <li key={other.blog_id}>
                <BlogCard blog={other} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
