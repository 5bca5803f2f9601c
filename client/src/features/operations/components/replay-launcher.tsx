import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Progress } from '@/components/ui/progress'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage } from '@/lib/api'
import { useConsumers } from '../api/get-consumers'
import { useCancelReplay, useReplays, useStartReplay } from '../api/replays'

const ALL = '__all__'

/** Starts a replay of one projection or all, shows its bar (processed / total, rate, ETA) live, and cancels it. */
export function ReplayLauncher() {
  const { t, i18n } = useTranslation()
  const consumers = useConsumers().data?.consumers ?? []
  const replays = useReplays()
  const start = useStartReplay()
  const cancel = useCancelReplay()
  const [choice, setChoice] = useState(ALL)
  const latest = replays.data?.items[0]
  const running = latest?.state === 'running'
  const number = (n: number) => n.toLocaleString(i18n.language === 'en' ? 'en-US' : 'id-ID')
  const projections = consumers.filter((c) => c.consumer !== 'realtime.gateway').map((c) => c.consumer)

  const onStart = () =>
    start.mutate(choice === ALL ? { all: true } : { projection: choice }, {
      onSuccess: () => toast({ title: t('operations.replay.started') }),
      onError: (error) => toast({ variant: 'destructive', title: t('operations.replay.title'), description: getErrorMessage(error) }),
    })

  return (
    <Card data-testid="replay-card">
      <CardHeader>
        <CardTitle>{t('operations.replay.title')}</CardTitle>
        <CardDescription>{t('operations.replay.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">
        <div className="flex flex-wrap items-end gap-2">
          <label className="grid max-w-full min-w-0 gap-1 text-sm">
            <span className="font-medium">{t('operations.replay.projection')}</span>
            <select
              className="h-9 max-w-full min-w-0 rounded-md border bg-background px-2 text-sm"
              value={choice}
              onChange={(e) => setChoice(e.target.value)}
              data-testid="replay-projection"
              disabled={running}
            >
              <option value={ALL}>{t('operations.replay.allProjections')}</option>
              {projections.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <Button onClick={onStart} disabled={running || start.isPending} data-testid="start-replay">
            {t('operations.replay.start')}
          </Button>
          {running ? (
            <Button
              variant="outline"
              onClick={() => cancel.mutate(latest.id)}
              disabled={latest.cancelRequested || cancel.isPending}
              data-testid="cancel-replay"
            >
              {t('operations.replay.cancel')}
            </Button>
          ) : null}
        </div>
        {latest ? (
          <div className="grid gap-2" data-testid="replay-progress" data-state={latest.state}>
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="flex items-center gap-2">
                <Badge variant={latest.state === 'done' ? 'success' : latest.state === 'failed' ? 'destructive' : 'secondary'}>
                  {t(`operations.replay.states.${latest.state}`)}
                </Badge>
                <span className="font-mono text-xs text-muted-foreground">
                  {latest.all ? t('operations.replay.allProjections') : latest.consumers.join(', ')}
                </span>
              </span>
              <span className="tabular-nums" data-testid="replay-counts">
                {t('operations.replay.progress', { processed: number(latest.processed), total: number(latest.total) })}
              </span>
            </div>
            <Progress value={latest.processed} max={Math.max(latest.total, 1)} aria-label={t('operations.replay.title')} />
            <div className="flex flex-wrap justify-between gap-2 text-xs text-muted-foreground">
              <span>{t('operations.replay.rate', { rate: number(latest.eventsPerSecond) })}</span>
              {latest.state === 'running' ? (
                <span>
                  {latest.cancelRequested
                    ? t('operations.replay.cancelRequested')
                    : latest.etaSeconds === null
                      ? t('operations.replay.etaUnknown')
                      : t('operations.replay.eta', { seconds: latest.etaSeconds })}
                </span>
              ) : null}
              {latest.currentConsumer && latest.state === 'running' ? (
                <span className="font-mono">{t('operations.replay.current', { name: latest.currentConsumer })}</span>
              ) : null}
            </div>
            {latest.error ? <p className="text-xs text-destructive">{latest.error}</p> : null}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{t('operations.replay.none')}</p>
        )}
      </CardContent>
    </Card>
  )
}
