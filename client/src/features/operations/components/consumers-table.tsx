import { useTranslation } from 'react-i18next'
import type { ConsumerState } from '@modules/operations/contracts/operations'
import { Badge, type BadgeProps } from '@/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { getErrorMessage } from '@/lib/api'
import { useConsumers } from '../api/get-consumers'

const STATE_VARIANT: Record<ConsumerState, BadgeProps['variant']> = {
  live: 'success',
  replaying: 'secondary',
  paused: 'warning',
  failing: 'destructive',
}

/** Per consumer: state, position, lag in events and seconds, rate, dead letters, last error. */
export function ConsumersTable() {
  const { t } = useTranslation()
  const consumers = useConsumers()
  return (
    <Card data-testid="consumers-card">
      <CardHeader>
        <CardTitle>{t('operations.consumers.title')}</CardTitle>
        {consumers.data ? (
          <CardDescription>{t('operations.consumers.transport', { name: consumers.data.transport })}</CardDescription>
        ) : null}
      </CardHeader>
      <CardContent className="overflow-x-auto">
        {consumers.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('operations.loadFailed', { message: getErrorMessage(consumers.error) })}
          </p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t('operations.consumers.name')}</TableHead>
                <TableHead>{t('operations.consumers.state')}</TableHead>
                <TableHead className="text-right">{t('operations.consumers.position')}</TableHead>
                <TableHead className="text-right">{t('operations.consumers.lag')}</TableHead>
                <TableHead className="text-right">{t('operations.consumers.lagSeconds')}</TableHead>
                <TableHead className="text-right">{t('operations.consumers.rate')}</TableHead>
                <TableHead className="text-right">{t('operations.consumers.deadLetters')}</TableHead>
                <TableHead>{t('operations.consumers.lastError')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {(consumers.data?.consumers ?? []).map((c) => (
                <TableRow key={c.consumer} data-testid={`consumer-${c.consumer}`}>
                  <TableCell className="font-mono text-xs">{c.consumer}</TableCell>
                  <TableCell>
                    <Badge variant={STATE_VARIANT[c.state]} data-testid="consumer-state">
                      {t(`operations.consumers.states.${c.state}`)}
                    </Badge>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{c.lastPosition}</TableCell>
                  <TableCell className="text-right tabular-nums">{c.lag}</TableCell>
                  <TableCell className="text-right tabular-nums">{c.lagSeconds}</TableCell>
                  <TableCell className="text-right tabular-nums">{c.rate}</TableCell>
                  <TableCell className="text-right tabular-nums">{c.openDeadLetters}</TableCell>
                  <TableCell className="max-w-72 truncate text-xs text-muted-foreground" title={c.lastError?.message}>
                    {c.lastError?.message ?? t('operations.consumers.none')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  )
}
