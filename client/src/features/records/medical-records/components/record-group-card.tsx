import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { formatDate } from '@/lib/format'
import { getInitials } from '@/lib/user'
import { cn } from '@/lib/utils'
import { groupElementId, latestVisit } from '../lib/groups'
import type { GroupedRecord, PatientRecordGroup } from '../types'
import { RecordListItem } from './record-list-item'

type GroupProps = { group: PatientRecordGroup; highlighted: boolean; onOpen: (record: GroupedRecord) => void }

/** One patient's records, newest first, with a count badge. */
export function RecordGroupCard({ group, highlighted, onOpen }: GroupProps) {
  const { t, i18n } = useTranslation()
  const { patient, records } = group
  const last = latestVisit(group)

  return (
    <section
      id={groupElementId(patient.id)}
      tabIndex={-1}
      aria-labelledby={`${groupElementId(patient.id)}-name`}
      data-testid={`record-group-${patient.id}`}
      data-highlighted={highlighted}
      className={cn(
        'scroll-mt-24 rounded-xl border bg-card shadow-sm transition-[box-shadow,border-color,background-color] duration-500 outline-none',
        highlighted && 'border-primary bg-primary/5 ring-4 ring-primary/30'
      )}
    >
      <header className="flex flex-wrap items-center gap-3 border-b p-4 sm:px-5">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary">
          {getInitials(patient.fullName)}
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={`${groupElementId(patient.id)}-name`} className="truncate font-semibold">
            {patient.fullName}
          </h2>
          <p className="text-sm text-muted-foreground">
            {patient.medicalRecordNumber
              ? t('medicalRecords.group.recordNumber', { number: patient.medicalRecordNumber })
              : t('medicalRecords.group.noRecordNumber')}
            {last ? ` · ${t('medicalRecords.group.lastVisit', { date: formatDate(last, i18n.language) })}` : ''}
          </p>
        </div>
        <Badge variant="secondary" data-testid="record-count-badge">
          {t('medicalRecords.group.count', { count: group.recordCount })}
        </Badge>
      </header>
      {records.length === 0 ? (
        <p className="p-5 text-sm text-muted-foreground">{t('medicalRecords.group.noRecords')}</p>
      ) : (
        <ul className="divide-y">
          {records.map((record) => (
            <RecordListItem key={record.id} record={record} onOpen={() => onOpen(record)} />
          ))}
        </ul>
      )}
    </section>
  )
}
