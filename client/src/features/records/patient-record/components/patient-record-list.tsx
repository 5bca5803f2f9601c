import { FileJson, FileX2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { LoadMore } from '@/components/ui/load-more'
import { Spinner } from '@/components/ui/spinner'
import { getErrorMessage } from '@/lib/api'
import { fhirBundleUrl } from '../api/download-links'
import { useFinalRecords } from '../api/get-final-records'
import { RecordSheet } from './record-sheet'

/** /patient/rekam-medis: every finalised record in full, newest visit first, a page at a time. */
export function PatientRecordList({ patientId }: { patientId: string }) {
  const { t } = useTranslation()
  const records = useFinalRecords(patientId)
  const items = records.data?.pages.flatMap((page) => page.items) ?? []
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4">
        <p className="max-w-xl text-sm text-muted-foreground">{t('patientRecord.fhir.description')}</p>
        <Button asChild variant="outline" size="sm">
          <a href={fhirBundleUrl(patientId)} download="rekam-medis-fhir.json" data-testid="download-fhir">
            <FileJson aria-hidden />
            {t('patientRecord.fhir.download')}
          </a>
        </Button>
      </div>
      {records.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label={t('common.loading')} />
        </div>
      ) : records.error ? (
        <p role="alert" className="rounded-lg bg-destructive/10 p-4 text-sm text-destructive">
          {getErrorMessage(records.error)}
        </p>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border bg-card py-10 text-center text-sm text-muted-foreground">
          <FileX2 className="size-8 text-muted-foreground/60" aria-hidden />
          {t('patientRecord.empty')}
        </div>
      ) : (
        items.map((record) => <RecordSheet key={record.id} record={record} />)
      )}
      <LoadMore
        hasNextPage={records.hasNextPage}
        isFetchingNextPage={records.isFetchingNextPage}
        fetchNextPage={records.fetchNextPage}
      />
    </div>
  )
}
