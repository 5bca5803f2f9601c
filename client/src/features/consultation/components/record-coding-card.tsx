import { Tags } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CodingEditor } from '@/components/record-coding/coding-editor'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage } from '@/lib/api'
import { codingBody, draftOf, type CodingDraft } from '@/components/record-coding/coding-draft'
import { useSaveConsultationRecord } from '../api/save-consultation-record'
import { registerDraft } from '../lib/pending-drafts'
import type { ConsultationRecord } from '../types'

type CardProps = { appointmentId: string; patientId: string; visit: ConsultationRecord | null }

/**
 * The visit's codes on the consultation screen (issue 13): ICD-10 diagnoses and SDKI -> SLKI -> SIKI,
 * saved into the visit's record with its free text. Unsaved codes are saved before the session ends.
 */
export function RecordCodingCard({ appointmentId, patientId, visit }: CardProps) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState<CodingDraft>(() => draftOf(visit))
  const [dirty, setDirty] = useState(false)
  const save = useSaveConsultationRecord()

  // what was saved (also from another tab) shows unless the provider is editing
  useEffect(() => {
    if (!dirty) setDraft(draftOf(visit))
  }, [visit, dirty])

  const latest = useRef(draft)
  latest.current = draft
  useEffect(() => {
    if (!dirty) return
    const flush = () => save.mutateAsync({ appointmentId, patientId, coded: codingBody(latest.current) }).then(() => setDirty(false))
    return registerDraft(`record-coding:${appointmentId}`, flush)
    // `save` is stable enough: a new mutation object must not re-register the draft
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dirty, appointmentId, patientId])

  function submit() {
    save.mutate(
      { appointmentId, patientId, coded: codingBody(draft) },
      {
        onSuccess: () => {
          setDirty(false)
          toast({ variant: 'success', title: t('recordCoding.savedTitle') })
        },
        onError: (e) => toast({ variant: 'destructive', title: t('recordCoding.failedTitle'), description: getErrorMessage(e) }),
      }
    )
  }

  return (
    <Card className="gap-3 p-4" data-testid="record-coding">
      <div className="grid gap-0.5">
        <h2 className="flex items-center gap-2 text-sm font-semibold">
          <Tags className="size-4 text-primary" aria-hidden />
          {t('recordCoding.title')}
        </h2>
        <p className="text-xs text-muted-foreground">{t('recordCoding.description')}</p>
      </div>
      <CodingEditor
        value={draft}
        onChange={(next) => {
          setDraft(next)
          setDirty(true)
        }}
        disabled={save.isPending}
      />
      <div className="flex items-center justify-end gap-3">
        {dirty ? <span className="text-xs text-muted-foreground">{t('recordCoding.unsaved')}</span> : null}
        <Button size="sm" onClick={submit} disabled={save.isPending}>
          {save.isPending ? t('recordCoding.saving') : t('recordCoding.save')}
        </Button>
      </div>
    </Card>
  )
}
