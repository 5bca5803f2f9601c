import type * as React from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'
import { validationMessageText } from '@/lib/validation-message'
import { Label } from './label'

type FieldProps = {
  id: string
  label: React.ReactNode
  hint?: React.ReactNode
  error?: string
  className?: string
  children: React.ReactNode
}

/** Label + control + hint + inline error. The control should carry `fieldA11y(id, …)`. */
export function Field({ id, label, hint, error, className, children }: FieldProps) {
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}

/** The error under a control; a validation key from a shared schema is shown translated. */
export function FieldError({ id, message }: { id?: string; message?: string }) {
  const { i18n } = useTranslation()
  if (!message) return null
  return (
    <p id={id} role="alert" className="text-xs font-medium text-destructive">
      {validationMessageText(i18n, message)}
    </p>
  )
}

/** aria-invalid / aria-describedby for a control rendered inside <Field>. */
export function fieldA11y(id: string, { error, hint }: { error?: string; hint?: boolean } = {}) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const
}
