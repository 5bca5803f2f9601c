import { CalendarCheck, FileText, UsersRound } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/layout/page-header'
import { LoadMore } from '@/components/ui/load-more'
import { SearchInput } from '@/components/ui/search-input'
import { StatCard } from '@/components/ui/stat-card'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { useProviderPatientStats } from '../api/get-provider-patient-stats'
import { useProviderPatients } from '../api/get-provider-patients'
import { useLivePatients } from '../hooks/use-live-patients'
import { SearchResults } from '../../shared/components/search-results'
import { PatientSummaryCard } from './patient-summary-card'

/** /provider/patients (docs/product.md#provider-patients): server-side search, stat cards from the server, one card per patient, paged. */
export function PatientsPage() {
  const { t } = useTranslation()
  const [query, setQuery] = useState('')
  const search = useDebouncedValue(query, 300).trim()
  const patients = useProviderPatients(search)
  const stats = useProviderPatientStats()
  const shown = patients.data?.pages.flatMap((page) => page.items) ?? []
  useLivePatients(shown.map((patient) => patient.id))
  const statValue = (value: number | undefined) => (value === undefined ? '–' : value)

  return (
    <>
      <PageHeader title={t('patients.title')} subtitle={t('patients.subtitle')} />
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          icon={UsersRound}
          label={t('patients.stats.patients')}
          value={statValue(stats.data?.patients)}
          hint={t('patients.stats.patientsHint')}
          data-testid="stat-patients"
        />
        <StatCard
          icon={CalendarCheck}
          tone="sky"
          label={t('patients.stats.appointments')}
          value={statValue(stats.data?.appointments)}
          hint={t('patients.stats.appointmentsHint')}
          data-testid="stat-appointments"
        />
        <StatCard
          icon={FileText}
          tone="violet"
          label={t('patients.stats.records')}
          value={statValue(stats.data?.records)}
          hint={t('patients.stats.recordsHint')}
          data-testid="stat-records"
        />
      </div>
      <SearchInput
        id="patient-search"
        label={t('patients.searchLabel')}
        placeholder={t('patients.searchPlaceholder')}
        value={query}
        onChange={setQuery}
      />
      <SearchResults
        query={patients}
        loadingLabel={t('patients.loading')}
        failedText={(message) => t('patients.loadFailed', { message })}
        isEmpty={shown.length === 0}
        emptyText={search ? t('patients.noMatch', { query: search }) : t('patients.empty')}
      >
        <p className="sr-only" aria-live="polite">
          {t('patients.resultCount', { count: shown.length })}
        </p>
        <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3" aria-busy={patients.isFetching || undefined}>
          {shown.map((patient) => (
            <PatientSummaryCard key={patient.id} patient={patient} />
          ))}
        </ul>
        <LoadMore
          hasNextPage={patients.hasNextPage}
          isFetchingNextPage={patients.isFetchingNextPage}
          fetchNextPage={patients.fetchNextPage}
        />
      </SearchResults>
    </>
  )
}
