import { CalendarCheck, FileText, Search, UsersRound } from 'lucide-react'
import { useDeferredValue, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { StatCard } from '@/components/ui/stat-card'
import { getErrorMessage } from '@/lib/api'
import { useProviderPatients } from '../api/get-provider-patients'
import { useLivePatients } from '../hooks/use-live-patients'
import { filterPatients, patientStats, sortPatients } from '../lib/patients'
import { PatientSummaryCard } from './patient-summary-card'

/** /provider/patients (spec §2): search, stat cards, one card per patient. */
export function PatientsPage() {
  const { t } = useTranslation()
  const patients = useProviderPatients()
  const [query, setQuery] = useState('')
  const deferredQuery = useDeferredValue(query)
  useLivePatients()

  const all = patients.data ?? []
  const stats = patientStats(all)
  const shown = sortPatients(filterPatients(all, deferredQuery))
  const loading = patients.isPending

  return (
    <>
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('patients.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('patients.subtitle')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard icon={UsersRound} label={t('patients.stats.patients')} value={loading ? '–' : stats.patients} hint={t('patients.stats.patientsHint')} data-testid="stat-patients" />
        <StatCard icon={CalendarCheck} tone="sky" label={t('patients.stats.appointments')} value={loading ? '–' : stats.appointments} hint={t('patients.stats.appointmentsHint')} data-testid="stat-appointments" />
        <StatCard icon={FileText} tone="violet" label={t('patients.stats.records')} value={loading ? '–' : stats.records} hint={t('patients.stats.recordsHint')} data-testid="stat-records" />
      </div>
      <div className="relative max-w-xl">
        <label htmlFor="patient-search" className="sr-only">
          {t('patients.searchLabel')}
        </label>
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          id="patient-search"
          type="search"
          className="pl-9"
          placeholder={t('patients.searchPlaceholder')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      {loading ? (
        <div className="flex justify-center py-12">
          <Spinner className="size-8" label={t('patients.loading')} />
        </div>
      ) : patients.isError ? (
        <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm text-destructive">
          {t('patients.loadFailed', { message: getErrorMessage(patients.error) })}
        </p>
      ) : all.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-card p-10 text-center text-muted-foreground">{t('patients.empty')}</p>
      ) : shown.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-card p-10 text-center text-muted-foreground">{t('patients.noMatch', { query: deferredQuery.trim() })}</p>
      ) : (
        <>
          <p className="sr-only" aria-live="polite">
            {t('patients.resultCount', { count: shown.length })}
          </p>
          <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
            {shown.map((patient) => (
              <PatientSummaryCard key={patient.id} patient={patient} />
            ))}
          </ul>
        </>
      )}
    </>
  )
}
