import { UserRound } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { useUser } from '@/features/auth/api/get-user'
import { useClinicSettings } from '@/lib/clinic-settings'
import { useProfile } from '@/features/profile/api/get-profile'
import { CompleteProfileStep } from '@/features/profile/components/complete-profile-step'
import { MessagesLink } from '@/features/messaging/components/messages-link'
import { EmailVerificationBanner } from '@/features/auth/components/email-verification-banner'
import { VerifyEmailStep } from '@/features/auth/components/verify-email-step'
import { AccessLog } from '@/features/records/access-log/components/access-log'
import { MedicalRecordsTile } from '@/features/records/patient-dashboard/components/medical-records-tile'
import { RecentRecords } from '@/features/records/patient-dashboard/components/recent-records'
import { BookingDialog } from '@/features/scheduling/components/booking/booking-dialog'
import { BookAppointmentTile, MyHealthWorkerTile, UpcomingSessionsTile } from '@/features/scheduling/components/patient/patient-tiles'
import { UpcomingAppointments } from '@/features/scheduling/components/patient/upcoming-appointments'
import { WaitlistSection } from '@/features/scheduling/components/waitlist/waitlist-section'
import { getFirstName } from '@/lib/user'
import { DashboardLayout } from '../layouts/dashboard-layout'
import { Greeting } from './greeting'

const RECORDS_SECTION_ID = 'medical-records'

/** docs/product.md#patient-dashboard: greeting, four tiles, upcoming appointments, recent records. */
export default function PatientRoute() {
  const { t } = useTranslation()
  const user = useUser().data
  const [bookingOpen, setBookingOpen] = useState(false)
  const cutoffHours = useClinicSettings().data?.settings.cancelCutoffHours
  // booking needs NIK, date of birth, gender and phone: the wizard asks for the missing ones first
  const profile = useProfile({ enabled: user?.role === 'PATIENT' }).data
  const needsProfile = profile?.role === 'PATIENT' && profile.missingForBooking.length > 0 ? profile : null
  if (!user) return null
  const patientProfileId = user.profile && 'fullName' in user.profile ? user.profile.id : null
  // what booking needs, told when the dialog opens (never first at 'Konfirmasi'): a verified e-mail, then the profile
  const precondition = !user.emailVerified ? (
    <VerifyEmailStep email={user.email} onClose={() => setBookingOpen(false)} />
  ) : needsProfile ? (
    <CompleteProfileStep profile={needsProfile} onCancel={() => setBookingOpen(false)} />
  ) : null

  return (
    <DashboardLayout>
      <Greeting
        title={t('patient.greeting', { name: getFirstName(user) ?? t('patient.fallbackName') })}
        subtitle={t('patient.subtitle')}
      />
      <EmailVerificationBanner />
      {needsProfile ? (
        <div className="flex flex-col gap-3 rounded-xl border border-warning/40 bg-warning/10 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">{t('profile.incompleteNotice')}</p>
          <Button asChild size="sm" variant="outline" className="self-start sm:self-auto">
            <Link to="/patient/profil">{t('profile.complete')}</Link>
          </Button>
        </div>
      ) : (
        <Button asChild variant="outline" size="sm" className="justify-self-start sm:hidden">
          <Link to="/patient/profil" data-testid="patient-profile-link-mobile">
            <UserRound aria-hidden />
            {t('profile.nav')}
          </Link>
        </Button>
      )}
      <MessagesLink role="PATIENT" inline />
      <section className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <BookAppointmentTile onBook={() => setBookingOpen(true)} />
        <MedicalRecordsTile patientId={patientProfileId} targetId={RECORDS_SECTION_ID} />
        <UpcomingSessionsTile />
        <MyHealthWorkerTile />
      </section>
      <WaitlistSection />
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-2">
        <UpcomingAppointments cutoffHours={cutoffHours} />
        <div className="grid gap-6">
          <RecentRecords patientId={patientProfileId} id={RECORDS_SECTION_ID} />
          <AccessLog patientId={patientProfileId} viewerUserId={user.id} />
        </div>
      </div>
      <BookingDialog open={bookingOpen} onOpenChange={setBookingOpen} profileStep={precondition} />
    </DashboardLayout>
  )
}
