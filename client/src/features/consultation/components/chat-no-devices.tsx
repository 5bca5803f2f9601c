import { MessageSquareText } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Card } from '@/components/ui/card'

/** In a chat consultation's waiting room, instead of the camera and microphone check (nothing is asked of them). */
export function ChatNoDevices() {
  const { t } = useTranslation()
  return (
    <Card className="flex-row items-start gap-3 p-5" data-testid="chat-no-devices">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
        <MessageSquareText className="size-5" aria-hidden />
      </span>
      <div className="grid gap-1">
        <h2 className="text-sm font-semibold">{t('chatConsultation.room.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('chatConsultation.room.noCamera')}</p>
      </div>
    </Card>
  )
}
