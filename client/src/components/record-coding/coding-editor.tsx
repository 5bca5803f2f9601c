import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Checkbox } from '@/components/ui/checkbox'
import { Textarea } from '@/components/ui/textarea'
import { getErrorMessage } from '@/lib/api'
import {
  addSecondary,
  checklist,
  removeSecondary,
  setOutcome,
  toggleIntervention,
  toggleOutcome,
  type CodingDraft,
} from './coding-draft'
import { useSdkiDetail } from './get-sdki-detail'
import {
  OUTCOME_EXPECTATIONS,
  type CodedOutcome,
  type OutcomeExpectation,
  type RecordCoding,
} from '@modules/records/contracts/record-coding'
import { ConceptChip } from './concept-chip'
import { ConceptCombobox } from './concept-combobox'

type EditorProps = { value: CodingDraft; onChange: (draft: CodingDraft) => void; disabled?: boolean }

const SELECT_CLASS = 'h-8 rounded-md border border-input bg-card px-2 text-xs shadow-xs disabled:opacity-50'

/**
 * The coded record form (issue 13): primary and secondary diagnoses from ICD-10, the nursing
 * diagnosis from SDKI with its suggested SLKI outcomes (expectation, target 1-5) and SIKI
 * interventions to tick; the free text stays beside each diagnosis.
 */
export function CodingEditor({ value, onChange, disabled = false }: EditorProps) {
  const { t } = useTranslation()
  const { coding } = value
  const setCoding = (next: RecordCoding) => onChange({ ...value, coding: next })
  const setText = (field: 'primaryDiagnosis' | 'secondaryDiagnosis' | 'nursingDiagnosis', text: string) =>
    onChange({ ...value, [field]: text })
  const single = { value, setCoding, setText, disabled }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4" data-testid="coding-editor">
      <SingleDiagnosis field="primaryDiagnosis" system="icd10" texts="primary" testId="coding-primary" {...single} />
      <Part label={t('recordCoding.secondary.label')} testId="coding-secondary">
        {coding.secondaryDiagnoses.length > 0 ? (
          <div className="flex flex-wrap gap-1.5">
            {coding.secondaryDiagnoses.map((c) => (
              <ConceptChip key={c.code} {...c} onRemove={disabled ? undefined : () => setCoding(removeSecondary(coding, c.code))} />
            ))}
          </div>
        ) : null}
        <ConceptCombobox
          system="icd10"
          label={t('recordCoding.secondary.label')}
          placeholder={t('recordCoding.secondary.search')}
          exclude={coding.secondaryDiagnoses.map((c) => c.code)}
          onPick={(c) => setCoding(addSecondary(coding, { system: 'icd10', code: c.code, display: c.display }))}
        />
        <Note
          label={t('recordCoding.secondary.note')}
          value={value.secondaryDiagnosis}
          onChange={(v) => setText('secondaryDiagnosis', v)}
        />
      </Part>

      <SingleDiagnosis field="nursingDiagnosis" system="sdki" texts="nursing" testId="coding-nursing" {...single} />
      <NursingPlan coding={coding} onChange={setCoding} disabled={disabled} />
    </div>
  )
}

type SingleDiagnosisProps = {
  field: 'primaryDiagnosis' | 'nursingDiagnosis'
  system: 'icd10' | 'sdki'
  /** recordCoding.<texts>.label / .search / .note */
  texts: 'primary' | 'nursing'
  testId: string
  value: CodingDraft
  setCoding: (next: RecordCoding) => void
  setText: (field: 'primaryDiagnosis' | 'nursingDiagnosis', text: string) => void
  disabled: boolean
}

/** A diagnosis with one code (the primary ICD-10, the SDKI nursing one): its chip or a picker, and the free text. */
function SingleDiagnosis({ field, system, texts, testId, value, setCoding, setText, disabled }: SingleDiagnosisProps) {
  const { t } = useTranslation()
  const { coding } = value
  const chosen = coding[field]
  return (
    <Part label={t(`recordCoding.${texts}.label`)} testId={testId}>
      {chosen ? (
        <ConceptChip {...chosen} onRemove={disabled ? undefined : () => setCoding({ ...coding, [field]: null })} />
      ) : (
        <ConceptCombobox
          system={system}
          label={t(`recordCoding.${texts}.label`)}
          placeholder={t(`recordCoding.${texts}.search`)}
          onPick={(c) => setCoding({ ...coding, [field]: { system, code: c.code, display: c.display } })}
        />
      )}
      <Note label={t(`recordCoding.${texts}.note`)} value={value[field]} onChange={(v) => setText(field, v)} />
    </Part>
  )
}

/** The SLKI outcomes and SIKI interventions: the diagnosis's suggestions to tick, and a search for others. */
function NursingPlan({
  coding,
  onChange,
  disabled,
}: {
  coding: RecordCoding
  onChange: (c: RecordCoding) => void
  disabled: boolean
}) {
  const { t } = useTranslation()
  const code = coding.nursingDiagnosis?.code ?? null
  const detail = useSdkiDetail(code)
  const suggestedOutcomes = (detail.data?.outcomes ?? []).map((o) => ({ ...o, targetScore: null }) as CodedOutcome)
  const suggestedInterventions = detail.data?.interventions ?? []

  return (
    <>
      <Part label={t('recordCoding.outcomes.label')} hint={t('recordCoding.outcomes.hint')} testId="coding-outcomes">
        {code === null ? null : detail.isPending ? (
          <p className="text-xs text-muted-foreground">{t('recordCoding.suggestions.loading')}</p>
        ) : detail.isError ? (
          <p role="alert" className="text-xs text-destructive">
            {t('recordCoding.suggestions.failed', { message: getErrorMessage(detail.error) })}
          </p>
        ) : null}
        <ul className="grid gap-1.5">
          {checklist(suggestedOutcomes, coding.nursingOutcomes).map(({ item, checked }) => (
            <OutcomeRow
              key={item.code}
              outcome={item}
              checked={checked}
              disabled={disabled}
              onToggle={(on) => onChange(toggleOutcome(coding, item, on))}
              onSet={(patch) => onChange(setOutcome(coding, item.code, patch))}
            />
          ))}
        </ul>
        <ConceptCombobox
          system="slki"
          label={t('recordCoding.outcomes.searchOther')}
          placeholder={t('recordCoding.outcomes.searchOther')}
          exclude={coding.nursingOutcomes.map((o) => o.code)}
          onPick={(c) =>
            onChange(toggleOutcome(coding, { system: 'slki', code: c.code, display: c.display, expectation: 'MENINGKAT' }, true))
          }
        />
      </Part>

      <Part label={t('recordCoding.interventions.label')} hint={t('recordCoding.interventions.hint')} testId="coding-interventions">
        <ul className="grid gap-1.5">
          {checklist(suggestedInterventions, coding.nursingInterventions).map(({ item, checked }) => (
            <CheckRow
              key={item.code}
              code={item.code}
              display={item.display}
              checked={checked}
              disabled={disabled}
              onToggle={(on) => onChange(toggleIntervention(coding, item, on))}
            />
          ))}
        </ul>
        <ConceptCombobox
          system="siki"
          label={t('recordCoding.interventions.searchOther')}
          placeholder={t('recordCoding.interventions.searchOther')}
          exclude={coding.nursingInterventions.map((i) => i.code)}
          onPick={(c) => onChange(toggleIntervention(coding, { system: 'siki', code: c.code, display: c.display }, true))}
        />
      </Part>
    </>
  )
}

type OutcomeRowProps = {
  outcome: CodedOutcome
  checked: boolean
  disabled: boolean
  onToggle: (on: boolean) => void
  onSet: (patch: Partial<Pick<CodedOutcome, 'expectation' | 'targetScore'>>) => void
}

function OutcomeRow({ outcome, checked, disabled, onToggle, onSet }: OutcomeRowProps) {
  const { t } = useTranslation()
  return (
    <CheckRow code={outcome.code} display={outcome.display} checked={checked} disabled={disabled} onToggle={onToggle}>
      {checked ? (
        <span className="flex flex-wrap items-center gap-1.5 pl-6">
          <select
            className={SELECT_CLASS}
            aria-label={t('recordCoding.outcomes.expectationFor', { name: outcome.display })}
            value={outcome.expectation}
            disabled={disabled}
            onChange={(e) => onSet({ expectation: e.target.value as OutcomeExpectation })}
          >
            {OUTCOME_EXPECTATIONS.map((x) => (
              <option key={x} value={x}>
                {t(`recordCoding.expectations.${x}`)}
              </option>
            ))}
          </select>
          <select
            className={SELECT_CLASS}
            aria-label={t('recordCoding.outcomes.targetFor', { name: outcome.display })}
            value={outcome.targetScore ?? ''}
            disabled={disabled}
            onChange={(e) => onSet({ targetScore: e.target.value === '' ? null : Number(e.target.value) })}
          >
            <option value="">{t('recordCoding.outcomes.noTarget')}</option>
            {[1, 2, 3, 4, 5].map((n) => (
              <option key={n} value={n}>
                {t('recordCoding.outcomes.target')}: {n}
              </option>
            ))}
          </select>
        </span>
      ) : null}
    </CheckRow>
  )
}

type CheckRowProps = {
  code: string
  display: string
  checked: boolean
  disabled: boolean
  onToggle: (on: boolean) => void
  children?: ReactNode
}

function CheckRow({ code, display, checked, disabled, onToggle, children }: CheckRowProps) {
  const id = useId()
  return (
    <li className="grid gap-1 rounded-md border bg-card px-2 py-1.5">
      <span className="flex items-start gap-2">
        <Checkbox id={id} className="mt-0.5" checked={checked} disabled={disabled} onCheckedChange={(v) => onToggle(v === true)} />
        <label htmlFor={id} className="flex min-w-0 cursor-pointer gap-2 text-sm">
          <span className="shrink-0 font-mono text-xs leading-5 font-semibold text-primary">{code}</span>
          <span className="min-w-0">{display}</span>
        </label>
      </span>
      {children}
    </li>
  )
}

function Part({ label, hint, testId, children }: { label: string; hint?: string; testId: string; children: ReactNode }) {
  return (
    <fieldset className="grid grid-cols-[minmax(0,1fr)] gap-2" data-testid={testId}>
      <legend className="mb-1 text-sm font-semibold">{label}</legend>
      {hint ? <p className="-mt-1 text-xs text-muted-foreground">{hint}</p> : null}
      {children}
    </fieldset>
  )
}

function Note({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  const id = useId()
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </label>
      <Textarea id={id} rows={2} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  )
}
