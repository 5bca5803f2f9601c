import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { IntakePage } from '@/features/intake/components/intake-page'
import { useAppointment } from '@/features/scheduling/api/get-appointment'
import { formatLongDate, formatTime } from '@/lib/format'
import { DashboardLayout } from '../layouts/dashboard-layout'

/** /patient/formulir-pra-kunjungan/:appointmentId: the pre-visit intake of one of the patient's appointments (issue 22). */
export default function PatientIntakeRoute() {
  const { t, i18n } = useTranslation()
  const { appointmentId = '' } = useParams()
  const appointment = useAppointment(appointmentId).data
  const line = appointment
    ? t('intake.appointmentWith', {
        name: appointment.provider.displayName,
        date: formatLongDate(appointment.scheduledAt, i18n.language),
        time: formatTime(appointment.scheduledAt, i18n.language),
      })
    : null
  return (
    <DashboardLayout>
      <IntakePage key={appointmentId} appointmentId={appointmentId} appointmentLine={line} />
    </DashboardLayout>
  )
}
