import { Controller, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Checkbox } from '@/components/ui/checkbox'
import { Field, fieldA11y } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { formatRupiah } from '@/lib/format'
import type { ProviderFormValues } from '../lib/profile-forms'

/** Chat consultations (issue 22): whether the provider takes them, and their fee (the video fee's rules). */
export function ChatOfferFields({ form }: { form: UseFormReturn<ProviderFormValues> }) {
  const { t } = useTranslation()
  const { control, register, formState, watch } = form
  const error = formState.errors.chatFee?.message
  const fee = watch('chatFee')
  return (
    <fieldset className="grid gap-3 rounded-lg border p-4 sm:col-span-2 sm:grid-cols-2" data-testid="chat-offer">
      <legend className="px-1 text-sm font-semibold">{t('chatConsultation.settings.title')}</legend>
      <Controller
        control={control}
        name="offersChat"
        render={({ field }) => (
          <div className="flex items-start gap-3">
            <Checkbox
              id="provider-offers-chat"
              ref={field.ref}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              aria-describedby="provider-offers-chat-hint"
              className="mt-0.5"
            />
            <div className="grid gap-1">
              <label htmlFor="provider-offers-chat" className="text-sm font-medium">
                {t('chatConsultation.settings.offers')}
              </label>
              <p id="provider-offers-chat-hint" className="text-xs text-muted-foreground">
                {t('chatConsultation.settings.offersHint')}
              </p>
            </div>
          </div>
        )}
      />
      <Field
        id="provider-chat-fee"
        label={t('chatConsultation.settings.fee')}
        hint={Number.isFinite(fee) ? t('profile.provider.feeHint', { amount: formatRupiah(fee) }) : t('profile.provider.feeHintEmpty')}
        error={error}
      >
        <Input
          {...fieldA11y('provider-chat-fee', { error, hint: true })}
          type="number"
          inputMode="numeric"
          min={0}
          step={1000}
          {...register('chatFee', { valueAsNumber: true })}
        />
      </Field>
    </fieldset>
  )
}
