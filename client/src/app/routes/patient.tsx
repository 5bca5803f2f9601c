import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useUser } from '@/features/auth/api/get-user'
import { useClinicSettings } from '@/features/clinic/api/get-clinic-settings'
import { AccessLog } from '@/features/records/components/access-log'
import { MedicalRecordsTile } from '@/features/records/components/medical-records-tile'
import { RecentRecords } from '@/features/records/components/recent-records'
import { BookingDialog } from '@/features/scheduling/components/booking/booking-dialog'
import { BookAppointmentTile, MyHealthWorkerTile, UpcomingSessionsTile } from '@/features/scheduling/components/patient/patient-tiles'
import { UpcomingAppointments } from '@/features/scheduling/components/patient/upcoming-appointments'
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
  if (!user) return null
  const patientProfileId = user.profile && 'fullName' in user.profile ? user.profile.id : null

  return (
    <DashboardLayout>
      <Greeting
        title={t('patient.greeting', { name: getFirstName(user) ?? t('patient.fallbackName') })}
        subtitle={t('patient.subtitle')}
      />
      <section className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <BookAppointmentTile onBook={() => setBookingOpen(true)} />
        <MedicalRecordsTile patientId={patientProfileId} targetId={RECORDS_SECTION_ID} />
        <UpcomingSessionsTile />
        <MyHealthWorkerTile />
      </section>
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-2">
        <UpcomingAppointments cutoffHours={cutoffHours} />
        <div className="grid gap-6">
          <RecentRecords patientId={patientProfileId} id={RECORDS_SECTION_ID} />
          <AccessLog patientId={patientProfileId} viewerUserId={user.id} />
        </div>
      </div>
      <BookingDialog open={bookingOpen} onOpenChange={setBookingOpen} />
    </DashboardLayout>
  )
}
