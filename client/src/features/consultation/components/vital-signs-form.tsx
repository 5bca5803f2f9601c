import { useId } from 'react'
import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField } from '@/components/ui/form-field'
import type { VitalSignsRequestInput } from '@modules/records/contracts/vital-signs-request'
import { VITAL_FIELDS } from '../lib/vital-signs'

type FormProps = {
  register: UseFormRegister<VitalSignsRequestInput>
  errors: FieldErrors<VitalSignsRequestInput>
}

/** Six labelled inputs, each with its unit; blood pressure as text ("120/80"), the rest decimal. */
export function VitalSignsForm({ register, errors }: FormProps) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div className="grid grid-cols-2 items-end gap-3">
      {VITAL_FIELDS.map((field) => (
        <FormField
          key={field}
          id={`${id}-${field}`}
          name={field}
          register={register}
          label={`${t(`consultation.vitals.fields.${field}`)} (${t(`consultation.vitals.units.${field}`)})`}
          error={errors[field]?.message}
          className="h-9"
          inputMode={field === 'bloodPressure' ? 'text' : 'decimal'}
          placeholder={t(`consultation.vitals.placeholders.${field}`)}
        />
      ))}
    </div>
  )
}
