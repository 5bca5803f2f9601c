import { zodResolver } from '@hookform/resolvers/zod'
import { ShieldAlert } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { providerProfileRequestSchema, type ProviderProfileRequestInput } from '@modules/identity/contracts/provider-profile-request'

import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage, getFieldErrors } from '@/lib/api'
import { useUpdateProviderProfile } from '../api/update-provider-profile'
import type { ProviderProfileDto } from '@/api/openapi'

const resolver = zodResolver(providerProfileRequestSchema)

/**
 * Shown to a provider an admin has not verified (yet, or again after an STR change): patients
 * cannot book them and they read no patient data until then, so the STR number is asked for here.
 */
export function ProviderVerificationCard({ profile }: { profile: ProviderProfileDto }) {
  const { t } = useTranslation()
  const update = useUpdateProviderProfile()
  const { register, handleSubmit, formState, setError } = useForm<ProviderProfileRequestInput>({
    resolver,
    defaultValues: { strNumber: profile.strNumber ?? '' },
  })
  const submit = handleSubmit((input) =>
    update.mutate(input, {
      onSuccess: () => toast({ variant: 'success', title: t('provider.verification.savedTitle') }),
      onError: (error) => {
        const field = getFieldErrors(error).strNumber
        if (field) setError('strNumber', { message: field })
        toast({ variant: 'destructive', title: t('provider.verification.failedTitle'), description: getErrorMessage(error) })
      },
    })
  )
  return (
    <Card className="gap-3 border-amber-300 bg-amber-50 p-4 dark:bg-amber-950/30" data-testid="provider-verification">
      <div className="flex items-start gap-2">
        <ShieldAlert className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden />
        <div>
          <h2 className="font-semibold">{t('provider.verification.title')}</h2>
          <p className="text-sm text-muted-foreground">
            {profile.strNumber ? t('provider.verification.waiting') : t('provider.verification.missing')}
          </p>
        </div>
      </div>
      <form className="flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={submit} noValidate>
        <div className="grow">
          <FormField
            id="provider-str-number"
            name="strNumber"
            register={register}
            label={t('auth.signUp.strNumber')}
            placeholder={t('auth.signUp.strNumberPlaceholder')}
            autoComplete="off"
            maxLength={40}
            error={formState.errors.strNumber?.message}
          />
        </div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('provider.verification.saving') : t('provider.verification.save')}
        </Button>
      </form>
    </Card>
  )
}
