import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Field, FieldError, fieldA11y } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage, getFieldErrors } from '@/lib/api'
import {
  COMPLAINT_MAX,
  intakeAnswersSchema,
  LIST_TEXT_MAX,
  PAIN_MAX,
  PAIN_MIN,
  PREGNANCY_ANSWERS,
  SINCE_MAX,
  type PregnancyAnswer,
} from '@modules/intake/contracts/intake-answers'
import type { IntakeDto } from '@/api/openapi'
import { useSubmitIntake } from '../api/submit-intake'

type Draft = {
  mainComplaint: string
  since: string
  painScore: number
  allergies: string
  medications: string
  chronicConditions: string
  pregnancy: PregnancyAnswer | null
}

const draftOf = (intake: IntakeDto): Draft => ({
  mainComplaint: intake.current?.mainComplaint ?? '',
  since: intake.current?.since ?? '',
  painScore: intake.current?.painScore ?? 0,
  allergies: intake.current?.allergies ?? '',
  medications: intake.current?.medications ?? '',
  chronicConditions: intake.current?.chronicConditions ?? '',
  pregnancy: intake.current?.pregnancy ?? null,
})

type TextKey = 'mainComplaint' | 'since' | 'allergies' | 'medications' | 'chronicConditions'

/** The patient's pre-visit questionnaire: validated with the server's schema, sent as a new version. */
export function IntakeForm({ appointmentId, intake }: { appointmentId: string; intake: IntakeDto }) {
  const { t } = useTranslation()
  const id = useId()
  const [draft, setDraft] = useState<Draft>(() => draftOf(intake))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const submit = useSubmitIntake()
  const locked = !intake.editable
  const version = intake.current?.version

  // a version saved elsewhere (another tab) shows once this form has no edits of its own
  useEffect(() => {
    if (!submit.isPending) setDraft(draftOf(intake))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version])

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }))
    setErrors(({ [key]: _gone, ...rest }) => rest)
  }

  function send(event: React.FormEvent) {
    event.preventDefault()
    const parsed = intakeAnswersSchema.safeParse({ ...draft, pregnancy: intake.pregnancyApplies ? draft.pregnancy : null })
    const found: Record<string, string> = {}
    if (!parsed.success) for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message
    if (intake.pregnancyApplies && draft.pregnancy === null) found.pregnancy ??= 'validation.intake.pregnancyRequired'
    setErrors(found)
    const first = Object.keys(found)[0]
    if (first || !parsed.success) {
      if (first) document.getElementById(`${id}-${first}`)?.focus()
      return
    }
    submit.mutate(
      { appointmentId, answers: parsed.data },
      {
        onSuccess: (saved) =>
          toast({
            variant: 'success',
            title: t('intake.savedTitle'),
            description: t('intake.savedDescription', { version: saved.current?.version ?? 1 }),
          }),
        onError: (e) => {
          setErrors(getFieldErrors(e))
          toast({ variant: 'destructive', title: t('intake.failedTitle'), description: getErrorMessage(e) })
        },
      }
    )
  }

  const text = (key: TextKey, max: number, multiline: boolean) => {
    const fieldId = `${id}-${key}`
    const props = {
      ...fieldA11y(fieldId, { error: errors[key], hint: true }),
      value: draft[key],
      maxLength: max,
      disabled: locked,
      onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key, e.target.value),
    }
    return (
      <Field id={fieldId} label={t(`intake.${key}`)} hint={t(`intake.${key}Hint`)} error={errors[key]}>
        {multiline ? <Textarea rows={3} {...props} /> : <Input {...props} />}
      </Field>
    )
  }

  const painId = `${id}-painScore`
  return (
    <form className="grid gap-5" onSubmit={send} noValidate data-testid="intake-form">
      {text('mainComplaint', COMPLAINT_MAX, true)}
      {text('since', SINCE_MAX, false)}
      <div className="grid gap-2">
        <label htmlFor={painId} className="text-sm font-medium">
          {t('intake.pain', { value: draft.painScore })}
        </label>
        <input
          type="range"
          min={PAIN_MIN}
          max={PAIN_MAX}
          step={1}
          value={draft.painScore}
          disabled={locked}
          onChange={(e) => set('painScore', Number(e.target.value))}
          className="w-full accent-primary"
          aria-valuetext={t('intake.painValue', { value: draft.painScore })}
          {...fieldA11y(painId, { error: errors.painScore, hint: true })}
        />
        <p id={`${painId}-hint`} className="text-xs text-muted-foreground">
          {t('intake.painHint')}
        </p>
        <FieldError id={`${painId}-error`} message={errors.painScore} />
      </div>
      {text('allergies', LIST_TEXT_MAX, true)}
      {text('medications', LIST_TEXT_MAX, true)}
      {text('chronicConditions', LIST_TEXT_MAX, true)}
      {intake.pregnancyApplies ? (
        <fieldset
          className="grid gap-2"
          aria-invalid={errors.pregnancy ? true : undefined}
          aria-describedby={errors.pregnancy ? `${id}-pregnancy-error` : undefined}
        >
          <legend className="mb-2 text-sm font-medium">{t('intake.pregnancy')}</legend>
          <div className="flex flex-wrap gap-4">
            {PREGNANCY_ANSWERS.map((answer, i) => (
              <label key={answer} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-pregnancy`}
                  id={i === 0 ? `${id}-pregnancy` : undefined}
                  value={answer}
                  checked={draft.pregnancy === answer}
                  disabled={locked}
                  onChange={() => set('pregnancy', answer)}
                  className="size-4 accent-primary"
                />
                {t(`intake.pregnancyOptions.${answer}`)}
              </label>
            ))}
          </div>
          <FieldError id={`${id}-pregnancy-error`} message={errors.pregnancy} />
        </fieldset>
      ) : null}
      {locked ? null : (
        <Button type="submit" className="justify-self-start" disabled={submit.isPending}>
          {submit.isPending ? t('intake.submitting') : version ? t('intake.submitChange') : t('intake.submit')}
        </Button>
      )}
    </form>
  )
}
