import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import { LoadMore } from '@/components/ui/load-more'
import { SearchInput } from '@/components/ui/search-input'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { useProviderMedicalRecords } from '../api/get-provider-medical-records'
import { useLiveRecords } from '../hooks/use-live-records'
import { usePatientHighlight } from '../hooks/use-patient-highlight'
import { groupByPatient } from '../lib/groups'
import type { GroupedRecord, RecordGroupPatient } from '../types'
import { SearchResults } from '../../shared/components/search-results'
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
      <PageHeader title={t('medicalRecords.title')} subtitle={t('medicalRecords.subtitle')} />
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
      <SearchResults
        query={records}
        loadingLabel={t('medicalRecords.loading')}
        failedText={(message) => t('medicalRecords.loadFailed', { message })}
        isEmpty={groups.length === 0}
        emptyText={search ? t('medicalRecords.noMatch', { query: search }) : t('medicalRecords.empty')}
      >
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
      </SearchResults>
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
