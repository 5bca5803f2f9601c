import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { Spinner } from '@/components/ui/spinner'
import { getErrorMessage } from '@/lib/api'
import { useProviderMedicalRecords } from '../api/get-provider-medical-records'
import { useLiveRecords } from '../hooks/use-live-records'
import { usePatientHighlight } from '../hooks/use-patient-highlight'
import { sortRecordGroups } from '../lib/groups'
import type { MedicalRecord, RecordGroupPatient } from '../types'
import { RecordDetailDialog } from './record-detail-dialog'
import { RecordGroupCard } from './record-group-card'

/** /provider/medical-records (spec §2): grouped by patient, latest visit first; ?patientId= highlights one. */
export function RecordsPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const records = useProviderMedicalRecords()
  const [open, setOpen] = useState<{ record: MedicalRecord; patient: RecordGroupPatient } | null>(null)
  useLiveRecords()

  const groups = records.data ? sortRecordGroups(records.data) : []
  const highlighted = usePatientHighlight(params.get('patientId'), records.isSuccess)

  return (
    <>
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('medicalRecords.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('medicalRecords.subtitle')}</p>
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
        <p className="rounded-xl border border-dashed bg-card p-10 text-center text-muted-foreground">{t('medicalRecords.empty')}</p>
      ) : (
        <div className="grid gap-5">
          {groups.map((group) => (
            <RecordGroupCard
              key={group.patient.id}
              group={group}
              highlighted={highlighted === group.patient.id}
              onOpen={(record) => setOpen({ record, patient: group.patient })}
            />
          ))}
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
