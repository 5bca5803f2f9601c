import type { ReactNode } from 'react'
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import { Field, fieldA11y } from './field'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select'

type SelectFieldProps<T extends FieldValues, R> = {
  control: Control<T, unknown, R>
  name: Path<T>
  id: string
  label: ReactNode
  /** Shown while nothing is chosen. */
  placeholder?: string
  options: ReadonlyArray<{ value: string; label: ReactNode }>
}

/** Label + a select controlled by react-hook-form + the field's error (FormField's twin for choices). */
export function SelectField<T extends FieldValues, R = T>({ control, name, id, label, placeholder, options }: SelectFieldProps<T, R>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field id={id} label={label} error={fieldState.error?.message}>
          <Select value={field.value ?? ''} onValueChange={field.onChange}>
            <SelectTrigger ref={field.ref} {...fieldA11y(id, { error: fieldState.error?.message })}>
              <SelectValue placeholder={placeholder} />
            </SelectTrigger>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
      )}
    />
  )
}
