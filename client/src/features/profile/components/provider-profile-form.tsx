import { zodResolver } from '@hookform/resolvers/zod'
import { ShieldAlert, ShieldCheck } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { SubmitButton } from '@/components/ui/submit-button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Field, fieldA11y } from '@/components/ui/field'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { SelectField } from '@/components/ui/select-field'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage, getFieldErrors } from '@/lib/api'
import { formatRupiah } from '@/lib/format'

import { BIO_MAX_LENGTH } from '@modules/identity/contracts/provider-own-profile-request'
import { providerRoles } from '@modules/identity/contracts/roles'
import { useUpdateProfile } from '../api/update-profile'
import { ChatOfferFields } from './chat-offer-fields'
import { providerFormDefaults, providerFormSchema, providerPatch, type ProviderFormValues } from '../lib/profile-forms'
import type { ProviderOwnProfileDto } from '@/api/openapi'

/** /provider/profil: name with title, role, specialization, bio, STR number, NIK (for SATUSEHAT) and fee. */
export function ProviderProfileForm({ profile }: { profile: ProviderOwnProfileDto }) {
  const { t } = useTranslation()
  const mutation = useUpdateProfile()
  const form = useForm<ProviderFormValues>({ resolver: zodResolver(providerFormSchema), values: providerFormDefaults(profile) })
  const { register, control, formState, watch } = form
  const errors = formState.errors
  const fee = watch('consultationFee')
  const bio = watch('bio')

  const onSubmit = form.handleSubmit((values) => {
    mutation.mutate(providerPatch(values), {
      onSuccess: (saved) => {
        const revoked = saved.role === 'PROVIDER' && profile.verified && !saved.verified
        toast({ title: t('profile.saved'), description: t(revoked ? 'profile.provider.strRevoked' : 'profile.savedDescription') })
      },
      onError: (error) => {
        for (const [field, message] of Object.entries(getFieldErrors(error))) {
          if (field in values) form.setError(field as keyof ProviderFormValues, { type: 'server', message })
        }
        toast({ variant: 'destructive', title: t('profile.failed'), description: getErrorMessage(error) })
      },
    })
  })

  return (
    <form onSubmit={onSubmit} noValidate data-testid="provider-profile-form">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1.5">
            <CardTitle>{t('profile.provider.sectionTitle')}</CardTitle>
            <CardDescription>{t('profile.provider.sectionDescription')}</CardDescription>
          </div>
          <Badge variant={profile.verified ? 'success' : 'warning'} className="gap-1">
            {profile.verified ? <ShieldCheck className="size-3.5" aria-hidden /> : <ShieldAlert className="size-3.5" aria-hidden />}
            {t(profile.verified ? 'profile.provider.verified' : 'profile.provider.unverified')}
          </Badge>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <FormField
            id="provider-display-name"
            name="displayName"
            register={register}
            label={t('profile.provider.displayName')}
            hint={t('profile.provider.displayNameHint')}
            error={errors.displayName?.message}
            maxLength={200}
          />
          <SelectField
            control={control}
            name="providerRole"
            id="provider-role"
            label={t('profile.provider.providerRole')}
            options={providerRoles.map((value) => ({ value, label: t(`auth.providerRoles.${value}`) }))}
          />
          <FormField
            id="provider-specialization"
            name="specialization"
            register={register}
            label={t('profile.provider.specialization')}
            error={errors.specialization?.message}
            maxLength={200}
          />
          <Field
            id="provider-fee"
            label={t('profile.provider.consultationFee')}
            hint={
              Number.isFinite(fee) ? t('profile.provider.feeHint', { amount: formatRupiah(fee) }) : t('profile.provider.feeHintEmpty')
            }
            error={errors.consultationFee?.message}
          >
            <Input
              {...fieldA11y('provider-fee', { error: errors.consultationFee?.message, hint: true })}
              type="number"
              inputMode="numeric"
              min={0}
              step={1000}
              {...register('consultationFee', { valueAsNumber: true })}
            />
          </Field>
          <ChatOfferFields form={form} />
          <FormField
            id="provider-str"
            name="strNumber"
            register={register}
            label={t('profile.provider.strNumber')}
            hint={t('profile.provider.strHint')}
            error={errors.strNumber?.message}
            maxLength={40}
            autoComplete="off"
          />
          <FormField
            id="provider-nik"
            name="nik"
            register={register}
            label={t('profile.provider.nik')}
            hint={t('profile.provider.nikHint')}
            error={errors.nik?.message}
            maxLength={16}
            inputMode="numeric"
            autoComplete="off"
          />
          <Field
            id="provider-bio"
            label={t('profile.provider.bio')}
            hint={t('profile.provider.bioHint', { count: bio.length, max: BIO_MAX_LENGTH })}
            error={errors.bio?.message}
            className="sm:col-span-2"
          >
            <Textarea
              {...fieldA11y('provider-bio', { error: errors.bio?.message, hint: true })}
              rows={5}
              maxLength={BIO_MAX_LENGTH + 200}
              {...register('bio')}
            />
          </Field>
          <div className="flex justify-end sm:col-span-2">
            <SubmitButton pending={mutation.isPending} pendingLabel={t('profile.saving')}>
              {t('profile.save')}
            </SubmitButton>
          </div>
        </CardContent>
      </Card>
    </form>
  )
}
