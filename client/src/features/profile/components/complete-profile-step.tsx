import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { SubmitButton } from '@/components/ui/submit-button'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage } from '@/lib/api'

import { useUpdateProfile } from '../api/update-profile'
import {
  patientFormDefaults,
  patientFormSchema,
  patientPatch,
  type PatientFormField,
  type PatientFormValues,
} from '../lib/profile-forms'
import { showServerErrors } from './patient-profile-form'
import { PatientProfileFields } from './patient-profile-fields'
import type { PatientOwnProfileDto } from '@/api/openapi'

/**
 * The booking wizard's step before the first booking: asks only for the required fields still
 * missing (NIK, date of birth, gender, phone) and saves them; the wizard goes on once none is missing.
 */
export function CompleteProfileStep({ profile, onCancel }: { profile: PatientOwnProfileDto; onCancel: () => void }) {
  const { t } = useTranslation()
  const mutation = useUpdateProfile()
  const fields: PatientFormField[] = profile.missingForBooking
  const form = useForm<PatientFormValues>({ resolver: zodResolver(patientFormSchema), defaultValues: patientFormDefaults(profile) })

  const onSubmit = form.handleSubmit((values) => {
    mutation.mutate(patientPatch(values, fields), {
      onError: (error) => {
        showServerErrors(form, error, fields)
        toast({ variant: 'destructive', title: t('profile.failed'), description: getErrorMessage(error) })
      },
    })
  })

  return (
    <form className="grid gap-5" onSubmit={onSubmit} noValidate data-testid="booking-profile-step">
      <div className="rounded-lg border bg-muted/40 p-3 text-sm">
        <p className="font-semibold">{t('profile.booking.title')}</p>
        <p className="mt-1 text-muted-foreground">{t('profile.booking.description')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <PatientProfileFields form={form} fields={fields} idPrefix="booking-profile" />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={mutation.isPending}>
          {t('profile.booking.cancel')}
        </Button>
        <SubmitButton pending={mutation.isPending} pendingLabel={t('profile.saving')}>
          {t('profile.booking.submit')}
        </SubmitButton>
      </div>
    </form>
  )
}
