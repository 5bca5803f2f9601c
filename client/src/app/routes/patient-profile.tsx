import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { ConsentLedger } from '@/features/consent/components/consent-ledger'
import { useProfile } from '@/features/profile/api/get-profile'
import { PatientProfileForm } from '@/features/profile/components/patient-profile-form'
import { useLiveProfile } from '@/features/profile/hooks/use-live-profile'
import { getErrorMessage } from '@/lib/api'
import { DashboardLayout } from '../layouts/dashboard-layout'

/** /patient/profil: the patient's own profile (issue 12). */
export default function PatientProfileRoute() {
  const { t } = useTranslation()
  const profile = useProfile()
  useLiveProfile()

  return (
    <DashboardLayout>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t('profile.patient.title')}</h1>
          <p className="mt-1 max-w-3xl text-muted-foreground">{t('profile.patient.subtitle')}</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/patient">
            <ArrowLeft aria-hidden />
            {t('profile.backToDashboard')}
          </Link>
        </Button>
      </div>
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
