import { useTranslation } from 'react-i18next'
import { useUser } from '@/features/auth/api/get-user'
import { PatientDocuments } from '@/features/records/documents/components/patient-documents'
import { PatientRecordList } from '@/features/records/patient-record/components/patient-record-list'
import { AccessLog } from '@/features/records/access-log/components/access-log'
import { PageHeader } from '@/components/layout/page-header'
import { DashboardLayout } from '../layouts/dashboard-layout'

/** /patient/rekam-medis: the patient's own record in full (issue 13), their documents and who accessed them. */
export default function PatientRecordRoute() {
  const { t } = useTranslation()
  const user = useUser().data
  const patientId = user?.profile && 'fullName' in user.profile ? user.profile.id : null

  return (
    <DashboardLayout>
      <PageHeader
        title={t('patientRecord.title')}
        subtitle={t('patientRecord.subtitle')}
        backButton={{ to: '/patient', label: t('profile.backToDashboard') }}
      />
      {patientId ? (
        <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <PatientRecordList patientId={patientId} />
          <div className="grid gap-6">
            <PatientDocuments patientId={patientId} />
            {/* the patient's own downloads (Resume Medis, FHIR) are shown here too */}
            <AccessLog patientId={patientId} includeOwn />
          </div>
        </div>
      ) : null}
    </DashboardLayout>
  )
}
