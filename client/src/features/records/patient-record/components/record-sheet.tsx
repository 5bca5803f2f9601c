import { Download } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { formatLongDate, formatTime } from '@/lib/format'
import { providerRoleLabel } from '@/lib/user'
import { vitalSignUnits } from '@/i18n/locales/vital-sign-units'
import { VITAL_SIGN_KEYS } from '@modules/records/contracts/vital-signs'
import type { MedicalRecordDto } from '@/api/openapi'
import { resumePdfUrl } from '../api/download-links'

const TEXT_SECTIONS = [
  ['anamnesis', ['chiefComplaint', 'historyOfPresentIllness', 'pastMedicalHistory', 'allergyHistory']],
  ['exam', ['physicalExamFindings', 'diagnosticTests']],
  ['plan', ['medicalActions', 'prescribedTherapy', 'patientEducation', 'notes']],
] as const

function Line({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-3" data-testid={testId}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words whitespace-pre-line">{children}</dd>
    </div>
  )
}

const Code = ({ concept }: { concept: { code: string; display: string } }) => (
  <span>
    <span className="font-mono text-xs font-semibold text-primary">{concept.code}</span> {concept.display}
  </span>
)

/** One finalised visit in full, read-only: every clinical field, vital signs, codes with their names. */
export function RecordSheet({ record }: { record: MedicalRecordDto }) {
  const { t, i18n } = useTranslation()
  const language = i18n.language.startsWith('en') ? 'en' : 'id'
  const coding = record.coding ?? null
  const vitals = record.vitalSigns
  const measured = vitals ? VITAL_SIGN_KEYS.filter((key) => vitals[key] !== null) : []

  return (
    <Card className="gap-4 p-5" data-testid="final-record" data-record-id={record.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold">
            <time dateTime={record.visitDate}>{formatLongDate(record.visitDate, i18n.language)}</time>
            <span className="text-muted-foreground"> · {formatTime(record.visitDate, i18n.language)}</span>
          </h2>
          <p className="text-sm text-muted-foreground">
            {record.provider.displayName} · {providerRoleLabel(record.provider.providerRole)}
            {record.serviceType ? ` · ${record.serviceType}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="success">{t('patientRecord.final')}</Badge>
          <Button asChild size="sm" variant="outline">
            <a href={resumePdfUrl(record.id)} download data-testid="download-resume">
              <Download aria-hidden />
              {t('patientRecord.downloadResume')}
            </a>
          </Button>
        </div>
      </div>

      <section className="grid gap-2" aria-label={t('patientRecord.sections.diagnosis')}>
        <h3 className="text-xs font-semibold tracking-wide text-primary uppercase">{t('patientRecord.sections.diagnosis')}</h3>
        <dl className="grid gap-2">
          {coding?.primaryDiagnosis ? (
            <Line label={t('patientRecord.coded.primary')} testId="coded-primary">
              <Code concept={coding.primaryDiagnosis} />
            </Line>
          ) : null}
          {record.primaryDiagnosis ? <Line label={t('patientRecord.fields.primaryDiagnosis')}>{record.primaryDiagnosis}</Line> : null}
          {coding?.secondaryDiagnoses.map((d) => (
            <Line key={d.code} label={t('patientRecord.coded.secondary')}>
              <Code concept={d} />
            </Line>
          ))}
          {record.secondaryDiagnosis ? (
            <Line label={t('patientRecord.fields.secondaryDiagnosis')}>{record.secondaryDiagnosis}</Line>
          ) : null}
          {!coding?.primaryDiagnosis && !record.primaryDiagnosis && !record.secondaryDiagnosis ? (
            <Line label={t('patientRecord.fields.primaryDiagnosis')}>–</Line>
          ) : null}
        </dl>
      </section>

      {coding?.nursingDiagnosis || record.nursingDiagnosis ? (
        <section className="grid gap-2" aria-label={t('patientRecord.sections.nursing')}>
          <h3 className="text-xs font-semibold tracking-wide text-primary uppercase">{t('patientRecord.sections.nursing')}</h3>
          <dl className="grid gap-2">
            {coding?.nursingDiagnosis ? (
              <Line label={t('patientRecord.coded.sdki')} testId="coded-sdki">
                <Code concept={coding.nursingDiagnosis} />
              </Line>
            ) : null}
            {record.nursingDiagnosis ? (
              <Line label={t('patientRecord.fields.nursingDiagnosis')}>{record.nursingDiagnosis}</Line>
            ) : null}
            {coding?.nursingOutcomes.map((o) => (
              <Line key={o.code} label={t('patientRecord.coded.slki')}>
                <Code concept={o} />{' '}
                <span className="text-muted-foreground">
                  ({t(`patientRecord.expectation.${o.expectation}`)}
                  {o.targetScore !== null ? `, ${t('patientRecord.target', { score: o.targetScore })}` : ''})
                </span>
              </Line>
            ))}
            {coding?.nursingInterventions.map((i) => (
              <Line key={i.code} label={t('patientRecord.coded.siki')}>
                <Code concept={i} />
              </Line>
            ))}
          </dl>
        </section>
      ) : null}

      <section className="grid gap-2" aria-label={t('patientRecord.sections.vitals')}>
        <h3 className="text-xs font-semibold tracking-wide text-primary uppercase">{t('patientRecord.sections.vitals')}</h3>
        {measured.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('patientRecord.noVitals')}</p>
        ) : (
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="vital-signs">
            {measured.map((key) => (
              <div key={key} className="rounded-lg bg-muted/50 px-3 py-2">
                <dt className="text-xs text-muted-foreground">{t(`medicalRecords.detail.vitals.${key}`)}</dt>
                <dd className="font-semibold tabular-nums">
                  {String(vitals![key]).replace('.', language === 'id' ? ',' : '.')} {vitalSignUnits[language][key]}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>

      {TEXT_SECTIONS.map(([section, fields]) => {
        const filled = fields.filter((field) => record[field]?.trim())
        if (filled.length === 0) return null
        return (
          <section key={section} className="grid gap-2" aria-label={t(`patientRecord.sections.${section}`)}>
            <h3 className="text-xs font-semibold tracking-wide text-primary uppercase">{t(`patientRecord.sections.${section}`)}</h3>
            <dl className="grid gap-2">
              {filled.map((field) => (
                <Line key={field} label={t(`patientRecord.fields.${field}`)}>
                  {record[field]}
                </Line>
              ))}
            </dl>
          </section>
        )
      })}
    </Card>
  )
}
