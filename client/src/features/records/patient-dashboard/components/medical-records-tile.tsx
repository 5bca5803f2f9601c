import { FileText } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { StatCard } from '@/components/ui/stat-card'
import { usePatientRecordCount } from '../api/get-patient-record-count'

/** The number of the patient's records (counted on the server); clicking jumps to the records list. */
export function MedicalRecordsTile({ patientId, targetId }: { patientId: string | null; targetId: string }) {
  const { t } = useTranslation()
  const records = usePatientRecordCount(patientId)
  return (
    <StatCard
      icon={FileText}
      tone="amber"
      label={t('records.tile.title')}
      value={records.data ? records.data.count : '—'}
      hint={t('records.tile.hint')}
      onClick={() => document.getElementById(targetId)?.scrollIntoView({ block: 'start' })}
      data-testid="tile-records"
    />
  )
}
