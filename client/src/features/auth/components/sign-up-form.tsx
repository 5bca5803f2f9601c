import { AlertCircle, Loader2 } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Field, FieldError, fieldA11y } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage, getFieldErrors } from '@/lib/api'
import type { Role } from '@modules/identity/contracts/roles'
import { type RegisterInput, useRegister } from '../api/register'
import { providerRoles, type ProviderRole } from '@modules/identity/contracts/roles'
import { MIN_PASSWORD_LENGTH } from '../lib/password'
import { RolePicker } from './role-picker'

type Errors = Partial<Record<'role' | 'providerRole' | 'strNumber' | 'firstName' | 'email' | 'password' | 'terms', string>>

/** Server field names (422 body) -> the form field showing the message. */
const SERVER_FIELD: Record<string, keyof Errors> = {
  role: 'role',
  providerRole: 'providerRole',
  strNumber: 'strNumber',
  fullName: 'firstName',
  displayName: 'firstName',
  email: 'email',
  password: 'password',
  acceptTerms: 'terms',
}

export function SignUpForm() {
  const { t } = useTranslation()
  const registerMutation = useRegister()
  const [role, setRole] = useState<Role>('PATIENT')
  const [providerRole, setProviderRole] = useState<ProviderRole | ''>('')
  const [strNumber, setStrNumber] = useState('')
  const [firstName, setFirstName] = useState('')
  const [lastName, setLastName] = useState('')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const [acceptTerms, setAcceptTerms] = useState(false)
  const [errors, setErrors] = useState<Errors>({})
  const [failure, setFailure] = useState<string | null>(null)

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setErrors({})
    setFailure(null)

    // Spec §5, in order: length, then confirmation.
    if (password.length < MIN_PASSWORD_LENGTH) {
      toast({
        variant: 'destructive',
        title: t('auth.signUp.passwordTooShortTitle'),
        description: t('auth.signUp.passwordTooShortDescription'),
      })
      return
    }
    if (password !== confirmPassword) {
      toast({
        variant: 'destructive',
        title: t('auth.signUp.mismatchTitle'),
        description: t('auth.signUp.mismatchDescription'),
      })
      return
    }
    const formErrors: Errors = {}
    if (role === 'PROVIDER' && !providerRole) formErrors.providerRole = t('auth.signUp.providerRoleRequired')
    if (!acceptTerms) formErrors.terms = t('auth.signUp.termsRequired')
    if (Object.keys(formErrors).length > 0) {
      setErrors(formErrors)
      return
    }

    const name = `${firstName.trim()} ${lastName.trim()}`.trim()
    const base = { email: email.trim(), password, acceptTerms: true as const }
    const payload: RegisterInput =
      role === 'PROVIDER'
        ? { ...base, role, displayName: name, providerRole: providerRole as ProviderRole, strNumber: strNumber.trim() }
        : { ...base, role, fullName: name }

    registerMutation.mutate(payload, {
      onError: (error) => {
        const message = getErrorMessage(error)
        const serverErrors: Errors = {}
        for (const [field, text] of Object.entries(getFieldErrors(error))) {
          const target = SERVER_FIELD[field]
          if (target) serverErrors[target] ??= text
        }
        setErrors(serverErrors)
        setFailure(message || t('auth.signUp.inlineFailedFallback'))
        toast({ variant: 'destructive', title: t('auth.signUp.failedTitle'), description: message })
      },
    })
  }

  const pending = registerMutation.isPending

  return (
    <form className="grid gap-5" onSubmit={handleSubmit}>
      {failure ? (
        <div
          role="alert"
          className="flex gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive"
        >
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <div>
            <p className="font-semibold">{t('auth.signUp.inlineFailedTitle')}</p>
            <p className="mt-0.5 text-destructive/90">{failure}</p>
          </div>
        </div>
      ) : null}

      <RolePicker value={role} onChange={setRole} error={errors.role} />

      {role === 'PROVIDER' ? (
        <Field id="signup-provider-role" label={t('auth.signUp.providerRole')} error={errors.providerRole}>
          <Select value={providerRole} onValueChange={(value) => setProviderRole(value as ProviderRole)}>
            <SelectTrigger {...fieldA11y('signup-provider-role', { error: errors.providerRole })}>
              <SelectValue placeholder={t('auth.signUp.providerRolePlaceholder')} />
            </SelectTrigger>
            <SelectContent>
              {providerRoles.map((value) => (
                <SelectItem key={value} value={value}>
                  {t(`auth.providerRoles.${value}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
      ) : null}

      {role === 'PROVIDER' ? (
        <Field id="signup-str-number" label={t('auth.signUp.strNumber')} error={errors.strNumber}>
          <Input
            {...fieldA11y('signup-str-number', { error: errors.strNumber })}
            name="strNumber"
            autoComplete="off"
            maxLength={40}
            placeholder={t('auth.signUp.strNumberPlaceholder')}
            value={strNumber}
            onChange={(event) => setStrNumber(event.target.value)}
          />
          <p className="text-xs text-muted-foreground">{t('auth.signUp.strNumberHint')}</p>
        </Field>
      ) : null}

      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="signup-first-name" label={t('auth.signUp.firstName')} error={errors.firstName}>
          <Input
            {...fieldA11y('signup-first-name', { error: errors.firstName })}
            name="firstName"
            autoComplete="given-name"
            required
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
          />
        </Field>
        <Field id="signup-last-name" label={t('auth.signUp.lastName')}>
          <Input
            id="signup-last-name"
            name="lastName"
            autoComplete="family-name"
            required
            value={lastName}
            onChange={(event) => setLastName(event.target.value)}
          />
        </Field>
      </div>

      <Field id="signup-email" label={t('auth.email')} error={errors.email}>
        <Input
          {...fieldA11y('signup-email', { error: errors.email })}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('auth.emailPlaceholder')}
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>

      <Field
        id="signup-password"
        label={t('auth.password')}
        hint={t('auth.signUp.passwordHint')}
        error={errors.password}
      >
        <Input
          {...fieldA11y('signup-password', { error: errors.password, hint: true })}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>

      <Field id="signup-confirm-password" label={t('auth.signUp.confirmPassword')}>
        <Input
          id="signup-confirm-password"
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
      </Field>

      <div className="grid gap-2">
        <div className="flex items-start gap-3">
          <Checkbox
            id="signup-terms"
            className="mt-0.5"
            checked={acceptTerms}
            onCheckedChange={(value) => setAcceptTerms(value === true)}
            aria-required
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? 'signup-terms-error' : undefined}
          />
          <Label htmlFor="signup-terms" className="leading-snug font-normal text-muted-foreground">
            {t('auth.signUp.terms')}
          </Label>
        </div>
        <FieldError id="signup-terms-error" message={errors.terms} />
      </div>

      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {pending ? t('auth.signUp.pending') : t('auth.signUp.submit')}
      </Button>
    </form>
  )
}
