import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldError } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { VITAL_SIGN_KEYS, type VitalSignKey } from '@modules/records/contracts/vital-signs'
import type { VitalForm } from '../lib/vital-signs'

type FormProps = {
  form: VitalForm
  errors: Partial<Record<VitalSignKey, string>>
  onChange: (field: VitalSignKey, value: string) => void
}

/** Six labelled inputs, each with its unit; blood pressure as text ("120/80"), the rest decimal. */
export function VitalSignsForm({ form, errors, onChange }: FormProps) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div className="grid grid-cols-2 items-end gap-3">
      {VITAL_SIGN_KEYS.map((field) => {
        const inputId = `${id}-${field}`
        const error = errors[field]
        return (
          <div key={field} className="grid gap-1.5">
            <Label htmlFor={inputId} className="text-xs">
              {t(`consultation.vitals.fields.${field}`)} ({t(`consultation.vitals.units.${field}`)})
            </Label>
            <Input
              id={inputId}
              className="h-9"
              inputMode={field === 'bloodPressure' ? 'text' : 'decimal'}
              placeholder={t(`consultation.vitals.placeholders.${field}`)}
              value={form[field]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              onChange={(e) => onChange(field, e.target.value)}
            />
            <FieldError id={`${inputId}-error`} message={error} />
          </div>
        )
      })}
    </div>
  )
}
