import { SoldOutActionProvider } from '../../components/journey/sold-out-action';
import { PageTitle } from '../../components/seo/page-title';
import { paths } from '../../config/paths';
// The app layer composes features (bulletproof-react); see apps/web/README.md "Known gaps".
import { ResultsPage } from '../../features/schedules/components/results-page';
import { SeatAlertButton } from '../../features/seat-alerts/components/seat-alert-button';
import { SearchForm } from '../../features/search/components/search-form';

export default function ResultsRoute() {
  return (
    <>
      <PageTitle title={paths.results.title} />
      <h1 className="visually-hidden">{paths.results.title}</h1>
      {/* A sold-out direct trip offers "Kabari Saya Jika Ada Kursi" (features/seat-alerts). */}
      <SoldOutActionProvider
        render={(item) =>
          item.flag_connecting === 1 ? null : (
            <SeatAlertButton
              departure={{
                operator_kode: item.operator_kode,
                jadwal_kode: item.jadwal_kode,
                tanggal_berangkat: item.tanggal_berangkat,
              }}
            />
          )
        }
      >
        {/* "Ubah" opens the search form in place; a new search folds it away. */}
        <ResultsPage changeSearch={(close) => <SearchForm onSearch={close} />} />
      </SoldOutActionProvider>
    </>
  );
}
