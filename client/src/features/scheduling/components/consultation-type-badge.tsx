import { MessageSquareText, Video } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import type { ConsultationType } from '../lib/consultation-type'

/** The icon of a type: the camera for a video visit, a speech bubble for a chat consultation (also on 'Gabung'). */
export const ConsultationTypeIcon = ({ type }: { type: ConsultationType }) =>
  type === 'CHAT' ? <MessageSquareText aria-hidden /> : <Video aria-hidden />

/** 'Video' or 'Chat' on appointment cards and details (issue 22). */
export function ConsultationTypeBadge({ type }: { type: ConsultationType }) {
  const { t } = useTranslation()
  return (
    <Badge variant="outline" className="gap-1 [&>svg]:size-3.5" data-testid="appointment-type" data-type={type}>
      <ConsultationTypeIcon type={type} />
      {t('chatConsultation.type.badge', { type: t(`chatConsultation.type.${type}`) })}
    </Badge>
  )
}
