import { ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { formatDate } from '@/lib/format'
import type { GroupedRecord } from '../types'

/** A record line: date, diagnosis or complaint or notes, author, status, and the detail button. */
export function RecordListItem({ record, onOpen }: { record: GroupedRecord; onOpen: () => void }) {
  const { t, i18n } = useTranslation()
  const date = formatDate(record.visitDate, i18n.language)
  const summary =
    record.primaryDiagnosis?.trim() || record.chiefComplaint?.trim() || record.notes?.trim() || t('medicalRecords.item.noSummary')
  const author = record.provider?.displayName ?? record.createdBy?.name

  return (
    <li className="flex items-center gap-4 px-4 py-3 sm:px-5" data-testid="record-item">
      <div className="w-24 shrink-0 text-sm font-medium tabular-nums">{date}</div>
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 text-sm">{summary}</p>
        {author ? <p className="text-xs text-muted-foreground">{t('medicalRecords.item.by', { name: author })}</p> : null}
      </div>
      <Badge variant={record.status === 'DRAFT' ? 'warning' : 'success'}>
        {record.status === 'DRAFT' ? t('medicalRecords.item.draft') : t('medicalRecords.item.final')}
      </Badge>
      <Button variant="ghost" size="sm" onClick={onOpen} aria-label={t('medicalRecords.item.detailsLabel', { date })}>
        {t('medicalRecords.item.details')}
        <ChevronRight aria-hidden />
      </Button>
    </li>
  )
}
