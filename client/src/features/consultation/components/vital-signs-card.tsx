import { Activity, Check, HeartPulse, Pencil, Ruler, Thermometer, Weight, Wind, X, type LucideIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage } from '@/lib/api'
import { useSaveConsultationRecord } from '../api/save-consultation-record'
import { VITAL_SIGN_KEYS, type VitalSignKey } from '@modules/records/contracts/vital-signs'
import { formatVital, hasAnyVital, toVitalForm, toVitalPayload, validateVitals, type VitalForm } from '../lib/vital-signs'
import type { VitalSigns } from '@modules/records/contracts/vital-signs'
import { VitalSignsForm } from './vital-signs-form'

const ICONS: Record<VitalSignKey, LucideIcon> = {
  bloodPressure: Activity,
  pulse: HeartPulse,
  temperature: Thermometer,
  respiration: Wind,
  weight: Weight,
  height: Ruler,
}

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
  const [form, setForm] = useState<VitalForm | null>(null)
  const [errors, setErrors] = useState<Partial<Record<VitalSignKey, string>>>({})
  const save = useSaveConsultationRecord()

  function submit() {
    if (!form) return
    const problems = validateVitals(form)
    setErrors(Object.fromEntries(Object.entries(problems).map(([f, p]) => [f, t(`consultation.vitals.errors.${p}`)])))
    if (Object.keys(problems).length > 0) return
    if (!hasAnyVital(form)) return toast({ variant: 'destructive', title: t('consultation.vitals.emptyForm') })
    save.mutate(
      { appointmentId, patientId, vitalSigns: toVitalPayload(form) },
      {
        onSuccess: () => {
          setForm(null)
          toast({ variant: 'success', title: t('consultation.vitals.savedTitle'), description: t('consultation.vitals.savedDescription') })
        },
        onError: (e) =>
          toast({ variant: 'destructive', title: t('consultation.vitals.failedTitle'), description: getErrorMessage(e) }),
      },
    )
  }

  return (
    <Card className="gap-3 p-4" data-testid="vital-signs">
      <div className="flex items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-sm font-semibold">
          <HeartPulse className="size-4 text-primary" aria-hidden />
          {t('consultation.vitals.title')}
        </h2>
        {canEdit && !form ? (
          <Button variant="ghost" size="sm" className="h-7 px-2" onClick={() => {
              setForm(toVitalForm(vitals))
              setErrors({})
            }}>
            <Pencil aria-hidden />
            {t('consultation.vitals.edit')}
          </Button>
        ) : null}
      </div>
      {form ? (
        <>
          <VitalSignsForm form={form} errors={errors} onChange={(field, value) => setForm({ ...form, [field]: value })} />
          <div className="flex justify-end gap-2">
            <Button variant="outline" size="sm" onClick={() => setForm(null)} disabled={save.isPending}>
              <X aria-hidden />
              {t('consultation.vitals.cancel')}
            </Button>
            <Button size="sm" onClick={submit} disabled={save.isPending}>
              <Check aria-hidden />
              {t('consultation.vitals.save')}
            </Button>
          </div>
        </>
      ) : (
        <dl className="grid grid-cols-2 gap-2">
          {VITAL_SIGN_KEYS.map((field) => {
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
