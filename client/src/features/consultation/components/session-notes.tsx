import { NotebookPen } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { FieldError } from '@/components/ui/field'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage } from '@/lib/api'
import { useSaveConsultationRecord } from '../api/save-consultation-record'
import { registerDraft } from '../lib/pending-drafts'
import { isBlank } from '../lib/records'

const AUTOSAVE_MS = 1500

type NotesProps = { appointmentId: string; patientId: string; savedNotes: string | null }

/** The provider's session notes, saved to the visit's record (non-blank). */
export function SessionNotes({ appointmentId, patientId, savedNotes }: NotesProps) {
  const { t } = useTranslation()
  const id = useId()
  const [value, setValue] = useState(savedNotes ?? '')
  const [dirty, setDirty] = useState(false)
  const [error, setError] = useState<string | undefined>()
  const save = useSaveConsultationRecord()

  // what was saved (also from another tab, or an inline edit) shows unless the provider is typing
  useEffect(() => {
    if (!dirty) setValue(savedNotes ?? '')
  }, [savedNotes, dirty])

  // Typed notes are saved after a pause, before the session ends, and the tab warns on close.
  const latest = useRef(value)
  latest.current = value
  useEffect(() => {
    if (!dirty || isBlank(value)) return
    const saveDraft = () => save.mutateAsync({ appointmentId, patientId, notes: latest.current }).then(() => setDirty(false))
    const timer = setTimeout(() => void saveDraft().catch(() => {}), AUTOSAVE_MS)
    const unregister = registerDraft(`session-notes:${appointmentId}`, saveDraft)
    const warn = (e: BeforeUnloadEvent) => e.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => {
      clearTimeout(timer)
      unregister()
      window.removeEventListener('beforeunload', warn)
    }
    // `save` is stable enough: a new mutation object must not restart the pause
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dirty, value, appointmentId, patientId])

  function submit() {
    if (isBlank(value)) return setError(t('consultation.sessionNotes.blank'))
    save.mutate(
      { appointmentId, patientId, notes: value },
      {
        onSuccess: () => {
          setDirty(false)
          toast({
            variant: 'success',
            title: t('consultation.sessionNotes.savedTitle'),
            description: t('consultation.sessionNotes.savedDescription'),
          })
        },
        onError: (e) =>
          toast({ variant: 'destructive', title: t('consultation.sessionNotes.failedTitle'), description: getErrorMessage(e) }),
      }
    )
  }

  return (
    <Card className="gap-3 p-4" data-testid="session-notes">
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-semibold">
        <NotebookPen className="size-4 text-primary" aria-hidden />
        {t('consultation.sessionNotes.label')}
      </label>
      <Textarea
        id={id}
        rows={5}
        placeholder={t('consultation.sessionNotes.placeholder')}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          setValue(e.target.value)
          setDirty(true)
          setError(undefined)
        }}
      />
      <FieldError id={`${id}-error`} message={error} />
      <Button className="justify-self-end" size="sm" onClick={submit} disabled={save.isPending}>
        {save.isPending ? t('common.saving') : t('consultation.sessionNotes.save')}
      </Button>
    </Card>
  )
}
