import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { LoadMore } from '@/components/ui/load-more'
import { SearchInput } from '@/components/ui/search-input'
import { Spinner } from '@/components/ui/spinner'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { getErrorMessage } from '@/lib/api'
import { useProviderMedicalRecords } from '../api/get-provider-medical-records'
import { useLiveRecords } from '../hooks/use-live-records'
import { usePatientHighlight } from '../hooks/use-patient-highlight'
import { groupByPatient } from '../lib/groups'
import type { GroupedRecord, RecordGroupPatient } from '../types'
import { RecordDetailDialog } from './record-detail-dialog'
import { RecordGroupCard } from './record-group-card'

/**
 * /provider/medical-records (docs/product.md#provider-medical-records): grouped by patient, latest visit first, paged on the
 * server; ?patientId= shows that patient's records and highlights their card.
 */
export function RecordsPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const patientId = params.get('patientId')
  const [query, setQuery] = useState('')
  const search = useDebouncedValue(query, 300).trim()
  const records = useProviderMedicalRecords({ search, patientId })
  const [open, setOpen] = useState<{ record: GroupedRecord; patient: RecordGroupPatient } | null>(null)
  useLiveRecords()

  const groups = groupByPatient(records.data?.pages.flatMap((page) => page.items) ?? [])
  const highlighted = usePatientHighlight(patientId, records.isSuccess)

  return (
    <>
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('medicalRecords.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('medicalRecords.subtitle')}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <SearchInput
          id="record-search"
          className="w-full"
          label={t('medicalRecords.searchLabel')}
          placeholder={t('medicalRecords.searchPlaceholder')}
          value={query}
          onChange={setQuery}
        />
        {patientId ? (
          <Button asChild variant="outline" size="sm">
            <Link to="/provider/medical-records">{t('medicalRecords.showAllPatients')}</Link>
          </Button>
        ) : null}
      </div>
      {records.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner className="size-8" label={t('medicalRecords.loading')} />
        </div>
      ) : records.isError ? (
        <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm text-destructive">
          {t('medicalRecords.loadFailed', { message: getErrorMessage(records.error) })}
        </p>
      ) : groups.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-card p-10 text-center text-muted-foreground">
          {search ? t('medicalRecords.noMatch', { query: search }) : t('medicalRecords.empty')}
        </p>
      ) : (
        <div className="grid gap-5" aria-busy={records.isFetching || undefined}>
          {groups.map((group) => (
            <RecordGroupCard
              key={group.patient.id}
              group={group}
              highlighted={highlighted === group.patient.id}
              onOpen={(record) => setOpen({ record, patient: group.patient })}
            />
          ))}
          <LoadMore
            hasNextPage={records.hasNextPage}
            isFetchingNextPage={records.isFetchingNextPage}
            fetchNextPage={records.fetchNextPage}
          />
        </div>
      )}
      <RecordDetailDialog
        record={open?.record ?? null}
        patient={open?.patient ?? null}
        onOpenChange={(value) => {
          if (!value) setOpen(null)
        }}
      />
    </>
  )
}
