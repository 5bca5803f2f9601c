import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField } from '@/components/ui/form-field'
import { SelectField } from '@/components/ui/select-field'
import { providerRoles } from '@modules/identity/contracts/roles'
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
      <SelectField
        control={control}
        name="providerRole"
        id="signup-provider-role"
        label={t('auth.signUp.providerRole')}
        placeholder={t('auth.signUp.providerRolePlaceholder')}
        options={providerRoles.map((value) => ({ value, label: t(`auth.providerRoles.${value}`) }))}
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
