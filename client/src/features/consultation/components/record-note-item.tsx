import { Check, Pencil, X } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage } from '@/lib/api'
import { formatDate } from '@/lib/format'
import { useUpdateRecordNotes } from '../api/update-record-notes'
import { isBlank } from '../lib/records'
import type { ConsultationRecord } from '../types'

type ItemProps = { record: ConsultationRecord; patientId: string; canEdit: boolean }

/** One record's notes: view -> edit -> save (non-blank) or cancel (docs/product.md#consultation-session). */
export function RecordNoteItem({ record, patientId, canEdit }: ItemProps) {
  const { t, i18n } = useTranslation()
  const id = useId()
  const [draft, setDraft] = useState<string | null>(null)
  const [error, setError] = useState<string | undefined>()
  const update = useUpdateRecordNotes()
  const date = formatDate(record.visitDate, i18n.language)

  function save() {
    if (draft === null) return
    if (isBlank(draft)) return setError(t('consultation.records.blank'))
    update.mutate(
      { recordId: record.id, patientId, notes: draft },
      {
        onSuccess: () => {
          setDraft(null)
          toast({ variant: 'success', title: t('consultation.records.savedTitle') })
        },
        onError: (e) =>
          toast({ variant: 'destructive', title: t('consultation.records.failedTitle'), description: getErrorMessage(e) }),
      }
    )
  }

  return (
    <li className="grid grid-cols-[minmax(0,1fr)] gap-1.5 rounded-lg border bg-muted/30 p-3" data-testid="record-note">
      <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
        <span className="min-w-0 truncate">
          {date}
          {record.provider ? ` · ${record.provider.displayName}` : ''}
        </span>
        <span className="flex items-center gap-1">
          {record.status === 'DRAFT' ? <Badge variant="warning">{t('consultation.records.draft')}</Badge> : null}
          {canEdit && draft === null ? (
            <Button
              variant="ghost"
              size="sm"
              className="h-7 px-2"
              aria-label={t('consultation.records.editLabel', { date })}
              onClick={() => {
                setDraft(record.notes ?? '')
                setError(undefined)
              }}
            >
              <Pencil aria-hidden />
              {t('consultation.records.edit')}
            </Button>
          ) : null}
        </span>
      </div>
      {draft === null ? (
        <p className="text-sm whitespace-pre-line" data-testid="record-note-text">
          {isBlank(record.notes) ? (
            <span className="text-muted-foreground italic">{t('consultation.records.noNotes')}</span>
          ) : (
            record.notes
          )}
        </p>
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-2">
          <label htmlFor={id} className="sr-only">
            {t('consultation.records.notesLabel', { date })}
          </label>
          <Textarea
            id={id}
            value={draft}
            autoFocus
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setDraft(e.target.value)
              setError(undefined)
            }}
          />
          <FieldError id={`${id}-error`} message={error} />
          <div className="flex justify-end gap-2">
            <Button variant="outline" size="sm" onClick={() => setDraft(null)} disabled={update.isPending}>
              <X aria-hidden />
              {t('consultation.records.cancel')}
            </Button>
            <Button size="sm" onClick={save} disabled={update.isPending}>
              <Check aria-hidden />
              {t('consultation.records.save')}
            </Button>
          </div>
        </div>
      )}
    </li>
  )
}
