import { Link } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { PageTitle } from '../../components/seo/page-title';
import { paths } from '../../config/paths';
import { handOverToHost } from '../../lib/native-bridge';

export default function NotFoundRoute() {
  return (
    <>
      <PageTitle title="Halaman tidak ditemukan" />
      <EmptyState
        icon="?"
        title="Halaman tidak ditemukan"
        description="Alamat yang Anda buka tidak tersedia. Mungkin tautannya salah atau halamannya sudah dipindahkan."
        action={
          <>
            <Link
              to={paths.home.getHref()}
              onClick={(event) => handOverToHost(event, 'backToHome', { redirect: true })}
            >
              Kembali ke Beranda
            </Link>
            <Link to={paths.lookup.getHref()}>Cek Pesanan</Link>
          </>
        }
      />
    </>
  );
}
