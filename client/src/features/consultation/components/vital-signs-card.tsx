import { Activity, Check, HeartPulse, Pencil, Ruler, Thermometer, Weight, Wind, X, type LucideIcon } from 'lucide-react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  vitalSignsRequestSchema,
  type VitalSignsRequest,
  type VitalSignsRequestInput,
} from '@modules/records/contracts/vital-signs-request'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage } from '@/lib/api'
import { useSaveConsultationRecord } from '../api/save-consultation-record'
import { formatVital, hasAnyVital, toVitalForm, VITAL_FIELDS, type VitalField } from '../lib/vital-signs'

import { VitalSignsForm } from './vital-signs-form'
import type { VitalSigns } from '@/api/openapi'

const ICONS: Record<VitalField, LucideIcon> = {
  bloodPressure: Activity,
  pulse: HeartPulse,
  temperature: Thermometer,
  respiration: Wind,
  weight: Weight,
  height: Ruler,
}

const vitalsResolver = zodResolver(vitalSignsRequestSchema)

type CardProps = {
  appointmentId: string
  patientId: string
  /** What the visit's record holds (null before anything was saved). */
  vitals: VitalSigns | null
  canEdit: boolean
}

/** Vital signs: view -> edit -> save to the visit's record, or cancel back to the saved values. */
export function VitalSignsCard({ appointmentId, patientId, vitals, canEdit }: CardProps) {
  const { t, i18n } = useTranslation()
  const [editing, setEditing] = useState(false)
  const { register, handleSubmit, formState, getValues, reset } = useForm<VitalSignsRequestInput, unknown, VitalSignsRequest>({
    resolver: vitalsResolver,
    defaultValues: toVitalForm(vitals),
  })
  const save = useSaveConsultationRecord()

  const submit = handleSubmit((vitalSigns) => {
    if (!hasAnyVital(getValues())) return toast({ variant: 'destructive', title: t('consultation.vitals.emptyForm') })
    save.mutate(
      { appointmentId, patientId, vitalSigns },
      {
        onSuccess: () => {
          setEditing(false)
          toast({
            variant: 'success',
            title: t('consultation.vitals.savedTitle'),
            description: t('consultation.vitals.savedDescription'),
          })
        },
        onError: (e) =>
          toast({ variant: 'destructive', title: t('consultation.vitals.failedTitle'), description: getErrorMessage(e) }),
      }
    )
  })

  return (
    <Card className="gap-3 p-4" data-testid="vital-signs">
      <div className="flex items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-sm font-semibold">
          <HeartPulse className="size-4 text-primary" aria-hidden />
          {t('consultation.vitals.title')}
        </h2>
        {canEdit && !editing ? (
          <Button
            variant="ghost"
            size="sm"
            className="h-7 px-2"
            onClick={() => {
              reset(toVitalForm(vitals))
              setEditing(true)
            }}
          >
            <Pencil aria-hidden />
            {t('consultation.vitals.edit')}
          </Button>
        ) : null}
      </div>
      {editing ? (
        <form onSubmit={submit} noValidate className="grid gap-3">
          <VitalSignsForm register={register} errors={formState.errors} />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => setEditing(false)} disabled={save.isPending}>
              <X aria-hidden />
              {t('consultation.vitals.cancel')}
            </Button>
            <Button type="submit" size="sm" disabled={save.isPending}>
              <Check aria-hidden />
              {t('consultation.vitals.save')}
            </Button>
          </div>
        </form>
      ) : (
        <dl className="grid grid-cols-2 gap-2">
          {VITAL_FIELDS.map((field) => {
            const Icon = ICONS[field]
            return (
              <div key={field} className="rounded-lg border bg-muted/30 p-2.5" data-testid={`vital-${field}`}>
                <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
                  <Icon className="size-3.5" aria-hidden />
                  {t(`consultation.vitals.fields.${field}`)}
                </dt>
                <dd className="mt-1 text-sm font-semibold tabular-nums">
                  {formatVital(field, vitals?.[field], i18n.language)}{' '}
                  <span className="text-xs font-normal text-muted-foreground">{t(`consultation.vitals.units.${field}`)}</span>
                </dd>
              </div>
            )
          })}
        </dl>
      )}
    </Card>
  )
}
