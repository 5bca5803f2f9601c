import { Download, Eye, EyeOff, FileText, Image } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { formatDate } from '@/lib/format'
import { cn } from '@/lib/utils'
import { formatFileSize, isPdf } from '../lib/documents'
import type { DocumentDto } from '@/api/openapi'

type ItemProps = { item: DocumentDto; isProvider: boolean; busy: boolean; onToggle: () => void }

export function DocumentItem({ item, isProvider, busy, onToggle }: ItemProps) {
  const { t, i18n } = useTranslation()
  const Icon = isPdf(item) ? FileText : Image
  return (
    <li
      className={cn('flex items-center gap-3 rounded-lg border p-2.5', item.hidden && 'border-dashed bg-muted/40')}
      data-testid="document-item"
      data-hidden={item.hidden}
    >
      <span
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-md',
          isPdf(item) ? 'bg-red-500/10 text-red-600' : 'bg-sky-500/10 text-sky-700'
        )}
      >
        <Icon className="size-4" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className={cn('truncate text-sm font-medium', item.hidden && 'text-muted-foreground')} title={item.filename}>
          {item.filename}
        </p>
        <p className="flex items-center gap-1.5 text-xs whitespace-nowrap text-muted-foreground">
          {formatFileSize(item.sizeBytes, i18n.language)} · {formatDate(item.uploadedAt, i18n.language)}
          {item.hidden ? <Badge variant="secondary">{t('consultation.documents.hidden')}</Badge> : null}
        </p>
      </div>
      <div className="flex shrink-0 items-center">
        {isProvider ? (
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            disabled={busy}
            onClick={onToggle}
            aria-label={t(item.hidden ? 'consultation.documents.showLabel' : 'consultation.documents.hideLabel', {
              name: item.filename,
            })}
            title={t(item.hidden ? 'consultation.documents.show' : 'consultation.documents.hide')}
          >
            {item.hidden ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
          </Button>
        ) : null}
        <Button asChild variant="ghost" size="icon" className="size-8">
          <a
            href={item.url}
            download={item.filename}
            aria-label={t('consultation.documents.downloadLabel', { name: item.filename })}
            title={t('consultation.documents.download')}
          >
            <Download aria-hidden />
          </a>
        </Button>
      </div>
    </li>
  )
}
