import { FileText } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { formatDate } from '@/lib/format'
import { getInitials } from '@/lib/user'
import { ageFromDob } from '../lib/patients'
import { genderKey } from '@/lib/gender'
import type { ProviderPatientDto } from '@/api/openapi'

/** docs/product.md#provider-patients card: initials, record number, gender, age, contact, occupation, address, counts, last visit. */
export function PatientSummaryCard({ patient }: { patient: ProviderPatientDto }) {
  const { t, i18n } = useTranslation()
  const unknown = t('patients.card.unknown')
  const age = ageFromDob(patient.dob)
  const gender = genderKey(patient.gender)

  return (
    <li className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm" data-testid={`patient-card-${patient.id}`}>
      <div className="flex items-center gap-3">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 text-base font-semibold text-primary">
          {getInitials(patient.fullName)}
        </span>
        <div className="min-w-0">
          <h2 className="truncate font-semibold">{patient.fullName}</h2>
          <p className="text-sm text-muted-foreground">
            {patient.medicalRecordNumber
              ? t('patients.card.recordNumber', { number: patient.medicalRecordNumber })
              : t('patients.card.noRecordNumber')}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2.5 text-sm">
        <Item label={t('patients.card.gender')}>{gender ? t(`patients.card.genders.${gender}`) : patient.gender || unknown}</Item>
        <Item label={t('patients.card.age')}>{age === null ? unknown : t('patients.card.ageValue', { count: age })}</Item>
        <Item label={t('patients.card.contact')}>{patient.contact || unknown}</Item>
        <Item label={t('patients.card.occupation')}>{patient.occupation || unknown}</Item>
        <Item label={t('patients.card.address')} wide>
          {patient.address || unknown}
        </Item>
      </dl>
      <div className="grid grid-cols-3 gap-2 rounded-lg bg-muted/50 p-3 text-center">
        <Count label={t('patients.card.appointments')} value={patient.appointmentCount} testId="appointment-count" />
        <Count label={t('patients.card.records')} value={patient.medicalRecordCount} testId="record-count" />
        <div>
          <p className="text-sm font-semibold">
            {patient.lastVisit ? formatDate(patient.lastVisit, i18n.language) : t('patients.card.noVisit')}
          </p>
          <p className="text-xs text-muted-foreground">{t('patients.card.lastVisit')}</p>
        </div>
      </div>
      <Button asChild variant="outline" className="mt-auto">
        <Link
          to={`/provider/medical-records?patientId=${encodeURIComponent(patient.id)}`}
          aria-label={t('patients.card.viewRecordsLabel', { name: patient.fullName })}
        >
          <FileText aria-hidden />
          {t('patients.card.viewRecords')}
        </Link>
      </Button>
    </li>
  )
}

function Item({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 min-w-0' : 'min-w-0'}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="truncate font-medium">{children}</dd>
    </div>
  )
}

function Count({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div>
      <p className="text-lg font-semibold tabular-nums" data-testid={testId}>
        {value}
      </p>
      <p className="text-xs text-muted-foreground">{label}</p>
    </div>
  )
}
