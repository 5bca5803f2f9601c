import { useTranslation } from 'react-i18next'
import { AppointmentsBoard } from '@/features/scheduling/components/appointments/appointments-board'

/** /provider/appointments, docs/product.md#provider-appointments (inside the provider layout). */
export default function ProviderAppointmentsRoute() {
  const { t } = useTranslation()
  return (
    <>
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('scheduling.appointmentsPage.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('scheduling.appointmentsPage.subtitle')}</p>
      </div>
      <AppointmentsBoard />
    </>
  )
}
