import { AlertTriangle, RotateCw } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { getErrorMessage } from '@/lib/api'

type ContentStateProps = {
  isPending: boolean
  error: unknown
  onRetry: () => void
}

/** Loading and failure states shared by the learning pages; renders nothing once data is there. */
export function ContentState({ isPending, error, onRetry }: ContentStateProps) {
  const { t } = useTranslation()
  if (isPending) {
    return (
      <div className="flex items-center gap-3 py-12 text-muted-foreground" data-testid="learning-loading">
        <Spinner label={t('learning.status.loading')} />
        <span>{t('learning.status.loading')}</span>
      </div>
    )
  }
  if (error) {
    return (
      <Card role="alert" className="flex-row items-center gap-4 border-destructive/30 p-6">
        <AlertTriangle className="size-6 shrink-0 text-destructive" aria-hidden />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{t('learning.status.loadFailed')}</p>
          <p className="truncate text-sm text-muted-foreground">{getErrorMessage(error)}</p>
        </div>
        <Button variant="outline" onClick={onRetry}>
          <RotateCw aria-hidden />
          {t('learning.status.retry')}
        </Button>
      </Card>
    )
  }
  return null
}
