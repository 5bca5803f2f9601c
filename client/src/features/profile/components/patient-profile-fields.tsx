import { Controller, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Field, fieldA11y } from '@/components/ui/field'
import { FormField } from '@/components/ui/form-field'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { genders } from '@modules/identity/contracts/nik'
import { citiesOf, provinceNames } from '@modules/identity/contracts/regions'
import type { PatientFormField, PatientFormValues } from '../lib/profile-forms'

type PatientProfileFieldsProps = {
  form: UseFormReturn<PatientFormValues>
  fields: readonly PatientFormField[]
  /** prefix of the controls' ids (two forms may be on one page) */
  idPrefix: string
}

/** The chosen fields of the patient profile, each with its label, hint and inline error. */
export function PatientProfileFields({ form, fields, idPrefix }: PatientProfileFieldsProps) {
  const { t } = useTranslation()
  const { register, control, formState, watch, setValue } = form
  const errors = formState.errors
  const province = watch('province')
  const id = (field: string) => `${idPrefix}-${field}`

  const text = (field: PatientFormField, extra: Record<string, unknown> = {}) => (
    <FormField
      key={field}
      id={id(field)}
      name={field}
      register={register}
      label={t(`profile.patient.${field}`)}
      error={errors[field]?.message}
      {...extra}
    />
  )

  return (
    <>
      {fields.map((field) => {
        switch (field) {
          case 'nik':
            return text('nik', { inputMode: 'numeric', maxLength: 16, autoComplete: 'off', hint: t('profile.patient.nikHint') })
          case 'dob':
            return text('dob', { type: 'date', max: new Date().toISOString().slice(0, 10), min: '1900-01-01' })
          case 'phone':
          case 'emergencyContactPhone':
            return text(field, {
              type: 'tel',
              inputMode: 'tel',
              autoComplete: field === 'phone' ? 'tel' : 'off',
              hint: t('profile.patient.phoneHint'),
            })
          case 'gender':
          case 'province':
          case 'city': {
            const options: Array<[string, string]> =
              field === 'gender'
                ? genders.map((g) => [g, t(`profile.patient.genders.${g}`)])
                : (field === 'province' ? provinceNames : citiesOf(province)).map((n) => [n, n])
            const error = errors[field]?.message
            return (
              <Controller
                key={field}
                control={control}
                name={field}
                render={({ field: control }) => (
                  <Field id={id(field)} label={t(`profile.patient.${field}`)} error={error}>
                    <Select
                      value={control.value || undefined}
                      disabled={field === 'city' && !province}
                      onValueChange={(value) => {
                        control.onChange(value)
                        // another province: the city chosen for the old one no longer fits
                        if (field === 'province') setValue('city', '', { shouldDirty: true })
                      }}
                    >
                      <SelectTrigger ref={control.ref} {...fieldA11y(id(field), { error })}>
                        <SelectValue
                          placeholder={t(
                            field === 'city' && !province ? 'profile.patient.cityFirstProvince' : `profile.patient.${field}Placeholder`
                          )}
                        />
                      </SelectTrigger>
                      <SelectContent>
                        {options.map(([value, label]) => (
                          <SelectItem key={value} value={value}>
                            {label}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  </Field>
                )}
              />
            )
          }
          case 'fullName':
            return text('fullName', { autoComplete: 'name', maxLength: 200 })
          default:
            return text(field, { maxLength: field === 'street' ? 300 : 200 })
        }
      })}
    </>
  )
}
