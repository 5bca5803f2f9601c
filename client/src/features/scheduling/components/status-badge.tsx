import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import type { AppointmentStatus } from '@modules/scheduling/contracts/appointment-status'

const VARIANTS = { SCHEDULED: 'secondary', COMPLETED: 'success', CANCELLED: 'destructive' } as const

export function AppointmentStatusBadge({ status }: { status: AppointmentStatus }) {
  const { t } = useTranslation()
  return (
    <Badge variant={VARIANTS[status]} data-testid="appointment-status">
      {t(`scheduling.status.${status}`)}
    </Badge>
  )
}
