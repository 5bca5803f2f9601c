import { ClipboardList } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Card } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { getErrorMessage } from '@/lib/api'
import { usePatientRecords } from '../api/get-patient-records'
import { latestRecords } from '../lib/records'
import { RecordNoteItem } from './record-note-item'

/** The latest 3 records' notes; providers edit them inline (docs/product.md#consultation-session). */
export function RecordNotes({ patientId, canEdit }: { patientId: string; canEdit: boolean }) {
  const { t } = useTranslation()
  const records = usePatientRecords(patientId)

  return (
    <Card className="gap-3 p-4" data-testid="record-notes">
      <h2 className="flex items-center gap-2 text-sm font-semibold">
        <ClipboardList className="size-4 text-primary" aria-hidden />
        {t('consultation.records.title')}
      </h2>
      {records.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : records.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('consultation.records.loadFailed', { message: getErrorMessage(records.error) })}
        </p>
      ) : records.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('consultation.records.empty')}</p>
      ) : (
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-2">
          {latestRecords(records.data).map((record) => (
            <RecordNoteItem key={record.id} record={record} patientId={patientId} canEdit={canEdit} />
          ))}
        </ul>
      )}
    </Card>
  )
}
