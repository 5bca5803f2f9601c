import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { SubmitButton } from '@/components/ui/submit-button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage, getFieldErrors } from '@/lib/api'

import { useUpdateProfile } from '../api/update-profile'
import {
  patientFormDefaults,
  patientFormSchema,
  patientPatch,
  type PatientFormField,
  type PatientFormValues,
} from '../lib/profile-forms'
import { PatientProfileFields } from './patient-profile-fields'
import type { PatientOwnProfileDto } from '@/api/openapi'

const SECTIONS: Array<{ key: 'identity' | 'contact' | 'emergency'; fields: PatientFormField[] }> = [
  { key: 'identity', fields: ['fullName', 'nik', 'dob', 'gender', 'occupation'] },
  { key: 'contact', fields: ['phone', 'province', 'city', 'street'] },
  { key: 'emergency', fields: ['emergencyContactName', 'emergencyContactRelationship', 'emergencyContactPhone'] },
]
const ALL_FIELDS = SECTIONS.flatMap((s) => s.fields)

/** Puts the server's 422 field errors under the fields they name. */
export function showServerErrors(form: UseFormReturn<PatientFormValues>, error: unknown, fields: readonly PatientFormField[]) {
  for (const [field, message] of Object.entries(getFieldErrors(error))) {
    if ((fields as readonly string[]).includes(field)) form.setError(field as PatientFormField, { type: 'server', message })
  }
}

/** /patient/profil: every field of the patient's profile; the medical record number is read-only. */
export function PatientProfileForm({ profile }: { profile: PatientOwnProfileDto }) {
  const { t } = useTranslation()
  const mutation = useUpdateProfile()
  const form = useForm<PatientFormValues>({ resolver: zodResolver(patientFormSchema), values: patientFormDefaults(profile) })

  const onSubmit = form.handleSubmit((values) => {
    mutation.mutate(patientPatch(values, ALL_FIELDS), {
      onSuccess: () => toast({ title: t('profile.saved'), description: t('profile.savedDescription') }),
      onError: (error) => {
        showServerErrors(form, error, ALL_FIELDS)
        toast({ variant: 'destructive', title: t('profile.failed'), description: getErrorMessage(error) })
      },
    })
  })

  return (
    <form className="grid gap-6" onSubmit={onSubmit} noValidate data-testid="patient-profile-form">
      {SECTIONS.map((section) => (
        <Card key={section.key}>
          <CardHeader>
            <CardTitle>{t(`profile.patient.sections.${section.key}`)}</CardTitle>
            {section.key === 'identity' ? <CardDescription>{t('profile.patient.identityDescription')}</CardDescription> : null}
          </CardHeader>
          <CardContent className="grid gap-5 sm:grid-cols-2">
            {section.key === 'identity' ? (
              <div className="grid gap-2">
                <Label htmlFor="profile-mrn">{t('profile.patient.medicalRecordNumber')}</Label>
                <Input
                  id="profile-mrn"
                  value={profile.medicalRecordNumber}
                  readOnly
                  aria-describedby="profile-mrn-hint"
                  className="bg-muted"
                />
                <p id="profile-mrn-hint" className="text-xs text-muted-foreground">
                  {t('profile.patient.medicalRecordNumberHint')}
                </p>
              </div>
            ) : null}
            <PatientProfileFields form={form} fields={section.fields} idPrefix="profile" />
          </CardContent>
        </Card>
      ))}
      <div className="flex justify-end">
        <SubmitButton pending={mutation.isPending} pendingLabel={t('profile.saving')}>
          {t('profile.save')}
        </SubmitButton>
      </div>
    </form>
  )
}
