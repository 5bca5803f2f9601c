import { ShieldCheck } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { Field, FieldError, fieldA11y } from '@/components/ui/field'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage } from '@/lib/api'
import { useIntake } from '../api/get-intake'
import { useSaveIntakeHistory } from '../api/save-intake-history'
import { prefillHistory, withMedications } from '../lib/record-history'

export type VisitHistory = { allergyHistory?: string | null; pastMedicalHistory?: string | null }

type Props = { appointmentId: string; patientId: string; visit: VisitHistory | null }

/**
 * The intake's allergies and medicines, prefilled into the visit record's fields for the provider
 * to check: nothing reaches the record until the provider ticks the confirmation and saves.
 */
export function IntakeHistoryConfirm({ appointmentId, patientId, visit }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const intake = useIntake(appointmentId).data?.current ?? null
  const prefill = prefillHistory(intake, visit)
  const [allergyHistory, setAllergyHistory] = useState(prefill.allergyHistory)
  const [medications, setMedications] = useState(prefill.medications)
  const [dirty, setDirty] = useState(false)
  const [confirmed, setConfirmed] = useState(false)
  const [error, setError] = useState<string | undefined>()
  const save = useSaveIntakeHistory()

  // the intake or the record arriving (or changing) refills the fields unless the provider edited them
  useEffect(() => {
    if (dirty) return
    setAllergyHistory(prefill.allergyHistory)
    setMedications(prefill.medications)
  }, [prefill.allergyHistory, prefill.medications, dirty])

  if (!intake) return null

  function submit() {
    if (!confirmed) return setError(t('intake.confirmNeedsCheck'))
    save.mutate(
      {
        appointmentId,
        patientId,
        allergyHistory,
        pastMedicalHistory: withMedications(visit?.pastMedicalHistory ?? null, medications),
      },
      {
        onSuccess: () => {
          setDirty(false)
          setConfirmed(false)
          toast({ variant: 'success', title: t('intake.confirmSaved') })
        },
        onError: (e) => toast({ variant: 'destructive', title: t('intake.confirmFailed'), description: getErrorMessage(e) }),
      }
    )
  }

  const edit = (setter: (v: string) => void) => (e: React.ChangeEvent<HTMLTextAreaElement>) => {
    setter(e.target.value)
    setDirty(true)
  }
  return (
    <Card className="gap-3 p-4" data-testid="intake-history-confirm">
      <h2 className="flex items-center gap-2 text-sm font-semibold">
        <ShieldCheck className="size-4 text-primary" aria-hidden />
        {t('intake.confirmTitle')}
      </h2>
      <p className="text-xs text-muted-foreground">{t('intake.confirmIntro')}</p>
      <Field id={`${id}-allergy`} label={t('intake.allergyHistory')}>
        <Textarea rows={2} {...fieldA11y(`${id}-allergy`)} value={allergyHistory} onChange={edit(setAllergyHistory)} />
      </Field>
      <Field id={`${id}-medications`} label={t('intake.medicationHistory')}>
        <Textarea rows={2} {...fieldA11y(`${id}-medications`)} value={medications} onChange={edit(setMedications)} />
      </Field>
      <div className="flex items-start gap-2">
        <Checkbox
          id={`${id}-confirm`}
          checked={confirmed}
          aria-describedby={error ? `${id}-confirm-error` : undefined}
          onCheckedChange={(v) => {
            setConfirmed(v === true)
            setError(undefined)
          }}
        />
        <label htmlFor={`${id}-confirm`} className="text-sm leading-tight">
          {t('intake.confirmCheck')}
        </label>
      </div>
      <FieldError id={`${id}-confirm-error`} message={error} />
      <Button className="justify-self-end" size="sm" onClick={submit} disabled={save.isPending}>
        {save.isPending ? t('common.saving') : t('intake.confirmSave')}
      </Button>
    </Card>
  )
}
