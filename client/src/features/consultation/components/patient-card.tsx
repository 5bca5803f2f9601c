import { UserRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Card } from '@/components/ui/card'
import { genderKey } from '@/lib/gender'
import { getInitials } from '@/lib/user'
import { shortPatientId } from '../lib/records'
import type { AppointmentDto } from '@/api/openapi'

/** Patient name, gender and the first 8 characters of the patient id (docs/product.md#consultation-session). */
export function PatientCard({ appointment }: { appointment: AppointmentDto }) {
  const { t } = useTranslation()
  const name = appointment.patient?.fullName ?? t('consultation.patient.unknown')
  const raw = appointment.patient?.gender?.trim() ?? ''
  const known = genderKey(raw)
  const gender = known ? t(`consultation.patient.genders.${known}`) : raw || t('consultation.patient.unknown')

  return (
    <Card className="gap-4 p-4" data-testid="patient-card">
      <h2 className="flex items-center gap-2 text-sm font-semibold">
        <UserRound className="size-4 text-primary" aria-hidden />
        {t('consultation.patient.title')}
      </h2>
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary">
          {getInitials(name)}
        </span>
        <p className="min-w-0 truncate font-semibold">{name}</p>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">{t('consultation.patient.gender')}</dt>
          <dd className="font-medium">{gender}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t('consultation.patient.id')}</dt>
          <dd className="font-mono font-medium" data-testid="patient-short-id">
            {shortPatientId(appointment.patientId)}
          </dd>
        </div>
      </dl>
    </Card>
  )
}
