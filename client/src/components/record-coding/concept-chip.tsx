import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'

type ChipProps = { code: string; display: string; onRemove?: () => void }

/** A chosen code: its code and catalogue name, with a remove button while editing. */
export function ConceptChip({ code, display, onRemove }: ChipProps) {
  const { t } = useTranslation()
  return (
    <span
      className="inline-flex max-w-full items-center gap-2 rounded-md border bg-primary/5 py-1 pr-1 pl-2 text-sm"
      data-testid="coded-concept"
    >
      <span className="shrink-0 font-mono text-xs font-semibold text-primary">{code}</span>
      <span className="min-w-0">{display}</span>
      {onRemove ? (
        <Button
          variant="ghost"
          size="sm"
          className="h-6 w-6 shrink-0 p-0"
          aria-label={t('recordCoding.picker.remove', { code })}
          onClick={onRemove}
        >
          <X aria-hidden />
        </Button>
      ) : null}
    </span>
  )
}
