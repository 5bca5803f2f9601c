import { Hourglass } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { SubmitButton } from '@/components/ui/submit-button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { LoadMore } from '@/components/ui/load-more'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage } from '@/lib/api'
import { formatDateKey, formatLongDate, formatTimeRange } from '@/lib/format'

import { useAcceptWaitlistOffer } from '../../api/accept-waitlist-offer'
import { useDeclineWaitlistOffer } from '../../api/decline-waitlist-offer'
import { useWaitlist } from '../../api/get-waitlist'
import { useLeaveWaitlist } from '../../api/leave-waitlist'
import { formatCountdown, useCountdown } from './use-countdown'
import type { WaitlistEntryDto } from '@/api/openapi'
import type { WaitlistOfferDto } from '@/api/openapi'

const SESSION_MINUTES = 30
const OPEN = new Set(['WAITING', 'OFFERED'])

/** docs/waitlist.md: the patient's 'Daftar Tunggu' (hidden while they wait for nothing); offers appear live. */
export function WaitlistSection() {
  const { t } = useTranslation()
  const waitlist = useWaitlist()
  const entries = waitlist.data?.pages.flatMap((page) => page.items) ?? []
  if (waitlist.isPending || (entries.length === 0 && !waitlist.error)) return null

  return (
    <Card data-testid="waitlist-section">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Hourglass className="size-5 text-primary" aria-hidden />
          {t('waitlist.title')}
        </CardTitle>
        <CardDescription>{t('waitlist.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {waitlist.error ? (
          <p role="alert" className="rounded-lg bg-destructive/10 p-3 text-sm text-destructive">
            {getErrorMessage(waitlist.error)}
          </p>
        ) : (
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
            {entries.map((entry) => (
              <WaitlistItem key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
        <LoadMore
          hasNextPage={waitlist.hasNextPage}
          isFetchingNextPage={waitlist.isFetchingNextPage}
          fetchNextPage={waitlist.fetchNextPage}
        />
      </CardContent>
    </Card>
  )
}

function WaitlistItem({ entry }: { entry: WaitlistEntryDto }) {
  const { t, i18n } = useTranslation()
  const leave = useLeaveWaitlist()
  const offer = entry.status === 'OFFERED' && entry.offer?.status === 'OFFERED' ? entry.offer : null
  const failed = (error: Error) =>
    toast({ variant: 'destructive', title: t('waitlist.actionFailed'), description: getErrorMessage(error) })

  return (
    <li data-testid="waitlist-entry" data-status={entry.status} className="grid gap-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-semibold">{entry.providerName}</p>
          <p className="text-sm text-muted-foreground">{formatDateKey(entry.date, i18n.language)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {entry.type === 'CHAT' ? (
            <Badge variant="outline">{t('chatConsultation.type.badge', { type: t('chatConsultation.type.CHAT') })}</Badge>
          ) : null}
          {entry.position ? <Badge variant="outline">{t('waitlist.position', { position: entry.position })}</Badge> : null}
          <Badge variant={entry.status === 'OFFERED' ? 'warning' : entry.status === 'FULFILLED' ? 'success' : 'secondary'}>
            {t(`waitlist.status.${entry.status}`)}
          </Badge>
        </div>
      </div>
      {offer ? <OfferPanel offer={offer} /> : null}
      {OPEN.has(entry.status) ? (
        <Button
          variant="ghost"
          size="sm"
          className="w-fit text-muted-foreground"
          disabled={leave.isPending}
          onClick={() => leave.mutate(entry.id, { onError: failed })}
        >
          {t('waitlist.leave')}
        </Button>
      ) : null}
    </li>
  )
}

function OfferPanel({ offer }: { offer: WaitlistOfferDto }) {
  const { t, i18n } = useTranslation()
  const left = useCountdown(offer.expiresAt)
  const accept = useAcceptWaitlistOffer()
  const decline = useDeclineWaitlistOffer()
  const busy = accept.isPending || decline.isPending
  const time = formatTimeRange(offer.scheduledAt, SESSION_MINUTES, i18n.language)

  // mutateAsync: the panel unmounts as soon as the refetch shows the entry fulfilled, and a
  // mutate() callback of an unmounted component would never run
  async function handleAccept() {
    try {
      const appointment = await accept.mutateAsync(offer.id)
      toast({
        title: t('waitlist.takenTitle'),
        description: t('waitlist.takenDescription', { date: formatLongDate(appointment.scheduledAt, i18n.language) }),
      })
    } catch (error) {
      toast({ variant: 'destructive', title: t('waitlist.takeFailed'), description: getErrorMessage(error) })
    }
  }

  return (
    <div className="grid gap-3 rounded-lg border border-warning/50 bg-warning/10 p-3" data-testid="waitlist-offer" role="status">
      <div>
        <p className="font-semibold">{t('waitlist.offerTitle', { time })}</p>
        <p className="text-sm tabular-nums" data-testid="waitlist-countdown">
          {left > 0 ? t('waitlist.countdown', { time: formatCountdown(left) }) : t('waitlist.countdownOver')}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <SubmitButton
          type="button"
          pending={accept.isPending}
          pendingLabel={t('waitlist.taking')}
          onClick={() => void handleAccept()}
          disabled={busy || left === 0}
        >
          {t('waitlist.take')}
        </SubmitButton>
        <Button
          variant="outline"
          disabled={busy || left === 0}
          onClick={() =>
            decline.mutate(offer.id, {
              onError: (error) =>
                toast({ variant: 'destructive', title: t('waitlist.actionFailed'), description: getErrorMessage(error) }),
            })
          }
        >
          {t('waitlist.decline')}
        </Button>
      </div>
    </div>
  )
}
