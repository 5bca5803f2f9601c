import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { useUser } from '@/features/auth/api/get-user'
import { PatientDocuments } from '@/features/records/documents/components/patient-documents'
import { PatientRecordList } from '@/features/records/patient-record/components/patient-record-list'
import { AccessLog } from '@/features/records/access-log/components/access-log'
import { DashboardLayout } from '../layouts/dashboard-layout'

/** /patient/rekam-medis: the patient's own record in full (issue 13), their documents and who accessed them. */
export default function PatientRecordRoute() {
  const { t } = useTranslation()
  const user = useUser().data
  const patientId = user?.profile && 'fullName' in user.profile ? user.profile.id : null

  return (
    <DashboardLayout>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t('patientRecord.title')}</h1>
          <p className="mt-1 max-w-3xl text-muted-foreground">{t('patientRecord.subtitle')}</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/patient">
            <ArrowLeft aria-hidden />
            {t('profile.backToDashboard')}
          </Link>
        </Button>
      </div>
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
