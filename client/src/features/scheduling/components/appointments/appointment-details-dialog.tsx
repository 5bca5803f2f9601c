import { CalendarX2, ExternalLink } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { formatLongDate, formatRupiah, formatTimeRange } from '@/lib/format'
import { SESSION_MINUTES } from '../../lib/clinic-calendar'
import { useAppointment } from '../../api/get-appointment'

import { ListState } from '../list-state'
import { AppointmentHistory } from '../changes/appointment-history'
import { AppointmentStatusBadge } from '../status-badge'
import { ConsultationTypeBadge } from '../consultation-type-badge'
import type { AppointmentDto } from '@/api/openapi'

type AppointmentDetailsDialogProps = { appointmentId: string | null; onClose: () => void }

/**
 * docs/product.md#provider-appointments: patient name, gender, contact, date, time, status, link, reason, complaint, fee, payment.
 * List rows are lean; the dialog reads the full appointment (GET /api/appointments/:id).
 */
export function AppointmentDetailsDialog({ appointmentId, onClose }: AppointmentDetailsDialogProps) {
  const { t, i18n } = useTranslation()
  const query = useAppointment(appointmentId)
  const appointment: AppointmentDto | null = appointmentId ? (query.data ?? null) : null
  const key = 'scheduling.appointmentsPage.detailsDialog'
  const none = t('scheduling.empty')
  const name = appointment?.patient?.fullName ?? t('scheduling.unknownPatient')

  const rows: { label: string; value: ReactNode }[] = appointment
    ? [
        { label: t(`${key}.patient`), value: name },
        { label: t(`${key}.gender`), value: appointment.patient?.gender || none },
        { label: t(`${key}.contact`), value: appointment.patient?.contact || none },
        { label: t(`${key}.date`), value: formatLongDate(appointment.scheduledAt, i18n.language) },
        {
          label: t(`${key}.time`),
          value: `${formatTimeRange(appointment.scheduledAt, SESSION_MINUTES, i18n.language)} ${t('scheduling.timeZone')}`,
        },
        { label: t(`${key}.status`), value: <AppointmentStatusBadge status={appointment.status} /> },
        { label: t('chatConsultation.type.label'), value: <ConsultationTypeBadge type={appointment.type} /> },
        {
          label: t(`${key}.meetLink`),
          value: appointment.meetLink ? (
            <a
              href={appointment.meetLink}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 break-all text-primary underline-offset-4 hover:underline"
            >
              {appointment.meetLink}
              <ExternalLink className="size-3.5 shrink-0" aria-hidden />
            </a>
          ) : (
            none
          ),
        },
        { label: t(`${key}.reason`), value: appointment.reason?.trim() || none },
        { label: t(`${key}.complaint`), value: appointment.complaint?.trim() || none },
        {
          label: t(`${key}.fee`),
          value: appointment.consultationFee === null ? none : formatRupiah(appointment.consultationFee),
        },
        { label: t(`${key}.paymentMethod`), value: appointment.paymentMethod || none },
      ]
    : []

  return (
    <Dialog open={appointmentId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[calc(100svh-2rem)] max-w-lg overflow-y-auto" closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t(`${key}.title`)}</DialogTitle>
          <DialogDescription>{t(`${key}.description`, { patient: name })}</DialogDescription>
        </DialogHeader>
        <ListState
          isPending={query.isPending}
          error={query.error}
          isEmpty={false}
          emptyIcon={CalendarX2}
          emptyText=""
          loadingText={t(`${key}.loading`)}
        >
          <dl className="grid gap-3 text-sm" data-testid="appointment-details">
            {rows.map((row) => (
              <div key={row.label} className="grid grid-cols-[9rem_1fr] gap-3">
                <dt className="text-muted-foreground">{row.label}</dt>
                <dd className="min-w-0 break-words">{row.value}</dd>
              </div>
            ))}
          </dl>
        </ListState>
        {appointmentId ? <AppointmentHistory appointmentId={appointmentId} /> : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t(`${key}.close`)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
