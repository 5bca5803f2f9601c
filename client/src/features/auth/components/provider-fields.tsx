import { type Control, Controller, type FieldErrors, type UseFormRegister } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Field, fieldA11y } from '@/components/ui/field'
import { FormField } from '@/components/ui/form-field'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { providerRoles, type ProviderRole } from '@modules/identity/contracts/roles'
import type { RegisterRequest } from '@modules/identity/contracts/register-request'
import type { SignUpValues } from '../lib/sign-up-form-schema'

type ProviderFieldsProps = {
  control: Control<SignUpValues, unknown, RegisterRequest>
  register: UseFormRegister<SignUpValues>
  errors: FieldErrors<SignUpValues>
}

/** What only a provider's sign-up asks: the provider role and, optionally now, the STR number. */
export function ProviderFields({ control, register, errors }: ProviderFieldsProps) {
  const { t } = useTranslation()
  return (
    <>
      <Controller
        control={control}
        name="providerRole"
        render={({ field, fieldState }) => (
          <Field id="signup-provider-role" label={t('auth.signUp.providerRole')} error={fieldState.error?.message}>
            <Select value={field.value} onValueChange={(value) => field.onChange(value as ProviderRole)}>
              <SelectTrigger ref={field.ref} {...fieldA11y('signup-provider-role', { error: fieldState.error?.message })}>
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
        )}
      />
      <FormField
        id="signup-str-number"
        name="strNumber"
        register={register}
        label={t('auth.signUp.strNumber')}
        hint={t('auth.signUp.strNumberHint')}
        error={errors.strNumber?.message}
        autoComplete="off"
        maxLength={40}
        placeholder={t('auth.signUp.strNumberPlaceholder')}
      />
    </>
  )
}
