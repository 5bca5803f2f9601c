import { Hourglass } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { SubmitButton } from '@/components/ui/submit-button'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage } from '@/lib/api'
import { formatDateKey } from '@/lib/format'
import type { DirectoryProvider } from '@/api/openapi'
import { useJoinWaitlist } from '../../api/join-waitlist'
import { bookableType, type ConsultationType } from '../../lib/consultation-type'
import { ConsultationTypePicker } from '../booking/consultation-type-picker'

type JoinWaitlistButtonProps = {
  provider: DirectoryProvider
  date: string
  /** The booking dialog's type: a freed slot is booked as it (the picker shows where the provider offers chat). */
  consultationType: ConsultationType
  onConsultationTypeChange: (type: ConsultationType) => void
  onJoined: () => void
}

/** docs/waitlist.md: shown by the booking dialog when the chosen day has no free slot. */
export function JoinWaitlistButton({ provider, date, consultationType, onConsultationTypeChange, onJoined }: JoinWaitlistButtonProps) {
  const { t, i18n } = useTranslation()
  const join = useJoinWaitlist()
  const type = bookableType(provider, consultationType)

  function handleJoin() {
    join.mutate(
      { providerId: provider.id, date, type },
      {
        onSuccess: () => {
          toast({
            title: t('waitlist.joinedTitle'),
            description: t('waitlist.joinedDescription', { date: formatDateKey(date, i18n.language) }),
          })
          onJoined()
        },
        onError: (error) => toast({ variant: 'destructive', title: t('waitlist.joinFailed'), description: getErrorMessage(error) }),
      }
    )
  }

  return (
    <div className="grid gap-2 rounded-lg border border-dashed border-primary/40 bg-primary/5 p-3" data-testid="waitlist-join">
      <p className="text-sm text-muted-foreground">{t('waitlist.dayFullHint')}</p>
      {provider.offersChat ? <ConsultationTypePicker provider={provider} value={type} onChange={onConsultationTypeChange} /> : null}
      <SubmitButton
        type="button"
        variant="outline"
        onClick={handleJoin}
        pending={join.isPending}
        pendingLabel={t('waitlist.joining')}
        icon={<Hourglass aria-hidden />}
        className="h-auto min-h-9 w-full whitespace-normal text-left sm:w-fit"
      >
        {t('waitlist.dayFull')}
      </SubmitButton>
    </div>
  )
}
