import { useTranslation } from 'react-i18next'
import { Spinner } from '@/components/ui/spinner'
import { ConsentLedger } from '@/features/consent/components/consent-ledger'
import { useProfile } from '@/features/profile/api/get-profile'
import { PatientProfileForm } from '@/features/profile/components/patient-profile-form'
import { useLiveProfile } from '@/features/profile/hooks/use-live-profile'
import { getErrorMessage } from '@/lib/api'
import { PageHeader } from '@/components/layout/page-header'
import { DashboardLayout } from '../layouts/dashboard-layout'

/** /patient/profil: the patient's own profile (issue 12). */
export default function PatientProfileRoute() {
  const { t } = useTranslation()
  const profile = useProfile()
  useLiveProfile()

  return (
    <DashboardLayout>
      <PageHeader
        title={t('profile.patient.title')}
        subtitle={t('profile.patient.subtitle')}
        backButton={{ to: '/patient', label: t('profile.backToDashboard') }}
      />
      {profile.data?.role === 'PATIENT' ? (
        <>
          <PatientProfileForm profile={profile.data} />
          {/* the consent ledger (issue 13): given and withdrawn consents, withdraw where allowed */}
          <ConsentLedger />
        </>
      ) : profile.error ? (
        <p role="alert" className="text-sm text-destructive">
          {t('profile.loadFailed')}: {getErrorMessage(profile.error)}
        </p>
      ) : (
        <Spinner />
      )}
    </DashboardLayout>
  )
}
