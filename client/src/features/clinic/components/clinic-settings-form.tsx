import { zodResolver } from '@hookform/resolvers/zod'
import { CheckCircle2 } from 'lucide-react'
import { useState, type ComponentProps } from 'react'
import { Controller, useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { clinicSettingsSchema, type ClinicSettings } from '@modules/clinic/contracts/clinic-settings'
import { SubmitButton } from '@/components/ui/submit-button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { FormField } from '@/components/ui/form-field'
import type { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage, getFieldErrors } from '@/lib/api'
import { formatDateTime } from '@/lib/format'
import { useUpdateClinicSettings } from '../api/update-clinic-settings'
import { SlotsEditor } from './slots-editor'
import { TimeZoneSelect } from './time-zone-select'
import type { ClinicSettingsDto } from '@/api/openapi'

const resolver = zodResolver(clinicSettingsSchema)
const NUMBER_FIELDS = ['cancelCutoffHours', 'waitlistHoldMinutes', 'reminderLeadMinutes', 'joinOpensMinutesBefore'] as const
const FHIR_FIELDS = [
  'fhirOrganizationId',
  'satusehatLocationId',
  'satusehatLocationName',
  'fhirPractitionerSystem',
  'sdkiSystemUri',
  'slkiSystemUri',
  'sikiSystemUri',
] as const
const FIELDS = new Set<string>(['timezone', 'slots', ...NUMBER_FIELDS, ...FHIR_FIELDS])

/** 'Pengaturan Sistem': the clinic settings, checked with the server's own schema before sending. */
export function ClinicSettingsForm({ dto }: { dto: ClinicSettingsDto }) {
  const { t, i18n } = useTranslation()
  const update = useUpdateClinicSettings()
  const [savedVersion, setSavedVersion] = useState<number | null>(null)
  const { register, control, handleSubmit, formState, setError } = useForm<ClinicSettings>({
    resolver,
    values: dto.settings, // follows the saved settings (and another admin's change on refetch)
  })
  const errors = formState.errors
  const numberRegister: UseFormRegister<ClinicSettings> = (name, options) =>
    register(name, { ...options, valueAsNumber: true } as never)

  const submit = handleSubmit((settings) => {
    setSavedVersion(null)
    update.mutate(settings, {
      onSuccess: (saved) => {
        setSavedVersion(saved.version)
        toast({
          variant: 'success',
          title: t('adminTools.settings.savedTitle'),
          description: t('adminTools.settings.saved', { version: saved.version }),
        })
      },
      onError: (error) => {
        // the server's 422 names the field ('slots.2' belongs to the slots)
        for (const [field, message] of Object.entries(getFieldErrors(error))) {
          const name = field.split('.')[0]!
          if (FIELDS.has(name)) setError(name as keyof ClinicSettings, { type: 'server', message })
        }
        toast({ variant: 'destructive', title: t('adminTools.settings.failedTitle'), description: getErrorMessage(error) })
      },
    })
  })

  const slotsError = errors.slots?.message ?? errors.slots?.root?.message ?? errors.slots?.find?.((e) => e?.message)?.message

  return (
    <Card>
      <form onSubmit={submit} noValidate className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <CardHeader className="gap-2 sm:flex-row sm:items-start sm:justify-between">
          <div className="grid gap-1.5">
            <CardTitle>{t('adminTools.settings.sections.schedule')}</CardTitle>
            <CardDescription>{t('adminTools.settings.timezone.help')}</CardDescription>
          </div>
          <p className="text-xs text-muted-foreground sm:text-right" data-testid="settings-version">
            <span className="font-medium text-foreground">{t('adminTools.settings.version', { version: dto.version })}</span>
            <br />
            {dto.updatedAt
              ? t('adminTools.settings.lastChange', { when: formatDateTime(dto.updatedAt, i18n.language) })
              : t('adminTools.settings.defaults')}
          </p>
        </CardHeader>
        <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-6">
          <Field id="settings-timezone" label={t('adminTools.settings.timezone.label')} error={errors.timezone?.message}>
            <Controller
              control={control}
              name="timezone"
              render={({ field }) => (
                <TimeZoneSelect
                  id="settings-timezone"
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.timezone?.message}
                />
              )}
            />
          </Field>
          <div className="grid gap-2">
            <p className="text-sm font-medium">{t('adminTools.settings.slots.label')}</p>
            <p id="settings-slots-hint" className="text-xs text-muted-foreground">
              {t('adminTools.settings.slots.help')}
            </p>
            <Controller
              control={control}
              name="slots"
              render={({ field }) => (
                <SlotsEditor id="settings-slots" slots={field.value ?? []} onChange={field.onChange} error={slotsError} />
              )}
            />
          </div>
          <FieldSection
            title={t('adminTools.settings.sections.rules')}
            names={NUMBER_FIELDS}
            label={(name) => t(`adminTools.settings.${name}.label`)}
            hint={(name) => t(`adminTools.settings.${name}.help`)}
            register={numberRegister}
            errors={errors}
            input={(name) => ({ type: 'number', inputMode: 'decimal', step: name === 'cancelCutoffHours' ? 0.5 : 1 })}
          />
          <FieldSection
            title={t('fhirExport.settings.section')}
            help={t('fhirExport.settings.help')}
            names={FHIR_FIELDS}
            label={(name) => t(`fhirExport.settings.${name}.label`)}
            hint={(name) => t(`fhirExport.settings.${name}.help`)}
            register={register}
            errors={errors}
            input={() => ({ autoComplete: 'off', spellCheck: false })}
          />
        </CardContent>
        <CardFooter className="flex-col items-stretch gap-3 border-t pt-6 sm:flex-row sm:items-center sm:justify-end">
          {savedVersion !== null && !formState.isDirty ? (
            <p role="status" className="flex items-center gap-1.5 text-sm text-emerald-700" data-testid="settings-saved">
              <CheckCircle2 className="size-4" aria-hidden />
              {t('adminTools.settings.saved', { version: savedVersion })}
            </p>
          ) : null}
          <SubmitButton pending={update.isPending} pendingLabel={t('adminTools.settings.saving')}>
            {t('adminTools.settings.save')}
          </SubmitButton>
        </CardFooter>
      </form>
    </Card>
  )
}

type SettingName = (typeof NUMBER_FIELDS)[number] | (typeof FHIR_FIELDS)[number]

type FieldSectionProps<N extends SettingName> = {
  title: string
  help?: string
  names: readonly N[]
  label: (name: N) => string
  hint: (name: N) => string
  register: UseFormRegister<ClinicSettings>
  errors: FieldErrors<ClinicSettings>
  input: (name: N) => Omit<ComponentProps<typeof Input>, 'id' | 'name'>
}

/** A titled group of plain settings, two columns wide, each with its help and inline error. */
function FieldSection<N extends SettingName>({ title, help, names, label, hint, register, errors, input }: FieldSectionProps<N>) {
  return (
    <>
      <div className="grid gap-1.5 border-t pt-6">
        <h3 className="font-semibold leading-none">{title}</h3>
        {help ? <p className="text-sm text-muted-foreground">{help}</p> : null}
      </div>
      <div className="grid items-start gap-5 md:grid-cols-2">
        {names.map((name) => (
          <FormField
            key={name}
            id={`settings-${name}`}
            name={name}
            register={register}
            label={label(name)}
            hint={hint(name)}
            error={errors[name]?.message}
            {...input(name)}
          />
        ))}
      </div>
    </>
  )
}
