import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Field, fieldA11y } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Loader2 } from 'lucide-react'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage, getFieldErrors } from '@/lib/api'
import { useLogin } from '../api/login'

export function SignInForm() {
  const { t } = useTranslation()
  const loginMutation = useLogin()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [remember, setRemember] = useState(false)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFieldErrors({})
    loginMutation.mutate(
      { email: email.trim(), password, remember },
      {
        onError: (error) => {
          console.error('Login error:', error)
          setFieldErrors(getFieldErrors(error))
          toast({ variant: 'destructive', title: t('auth.signIn.failedTitle'), description: getErrorMessage(error) })
        },
      },
    )
  }

  const pending = loginMutation.isPending

  return (
    <form className="grid gap-5" onSubmit={handleSubmit}>
      <Field id="signin-email" label={t('auth.email')} error={fieldErrors.email}>
        <Input
          {...fieldA11y('signin-email', { error: fieldErrors.email })}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('auth.emailPlaceholder')}
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>

      <Field id="signin-password" label={t('auth.password')} error={fieldErrors.password}>
        <Input
          {...fieldA11y('signin-password', { error: fieldErrors.password })}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>

      <div className="flex items-center justify-between gap-4">
        <div className="flex items-center gap-2">
          <Checkbox id="signin-remember" checked={remember} onCheckedChange={(value) => setRemember(value === true)} />
          <Label htmlFor="signin-remember" className="font-normal text-muted-foreground">
            {t('auth.signIn.remember')}
          </Label>
        </div>
        <Button type="button" variant="link" className="h-auto p-0 text-sm">
          {t('auth.signIn.forgot')}
        </Button>
      </div>

      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {pending ? t('auth.signIn.pending') : t('auth.signIn.submit')}
      </Button>
    </form>
  )
}
