import type { ComponentProps, ReactNode } from 'react'
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form'
import { Field, fieldA11y } from './field'
import { Input } from './input'

type FormFieldProps<T extends FieldValues> = Omit<ComponentProps<typeof Input>, 'id' | 'name'> & {
  id: string
  name: Path<T>
  label: ReactNode
  hint?: ReactNode
  register: UseFormRegister<T>
  /** A validation key from the shared schema or a server's text; shown translated. */
  error?: string
}

/** Label + an input registered with react-hook-form + hint + the field's error. */
export function FormField<T extends FieldValues>({ id, name, label, hint, register, error, ...inputProps }: FormFieldProps<T>) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <Input {...fieldA11y(id, { error, hint: Boolean(hint) })} {...inputProps} {...register(name)} />
    </Field>
  )
}
