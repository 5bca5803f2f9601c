import { Pencil } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { CodedItems } from '@/components/record-coding/coded-items'
import { CodingEditor } from '@/components/record-coding/coding-editor'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage } from '@/lib/api'
import { formatDate, formatDateTime } from '@/lib/format'
import { codingBody, draftOf, type CodingDraft } from '@/components/record-coding/coding-draft'
import { useUpdateRecordCoding } from '../api/update-record-coding'
import { VITAL_SIGN_KEYS } from '@modules/records/contracts/vital-signs'
import { hasVitals, vitalText } from '../lib/vital-signs'
import { SatusehatStatus } from './satusehat-status'
import type { GroupedRecord, RecordGroupPatient } from '../types'

type DialogProps = {
  record: GroupedRecord | null
  patient: RecordGroupPatient | null
  onOpenChange: (open: boolean) => void
}

type TextField = Exclude<keyof GroupedRecord, 'vitalSigns' | 'provider' | 'createdBy' | 'coding'>

/** docs/product.md#provider-medical-records detail: Anamnesis, Pemeriksaan Fisik, Diagnosis, Rencana dan Tindakan, Catatan Tambahan. */
export function RecordDetailDialog({ record: opened, patient, onOpenChange }: DialogProps) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  // the record as last saved from this dialog (the list refetches behind it)
  const [saved, setSaved] = useState<GroupedRecord | null>(null)
  const record = saved && saved.id === opened?.id ? saved : opened

  return (
    <Dialog
      open={record !== null}
      onOpenChange={(open) => {
        if (!open) setSaved(null)
        onOpenChange(open)
      }}
    >
      <DialogContent className="max-h-[90svh] max-w-2xl overflow-y-auto" closeLabel={t('medicalRecords.detail.close')}>
        {record ? (
          <>
            <DialogHeader>
              <DialogTitle>{t('medicalRecords.detail.title', { name: patient?.fullName ?? '' })}</DialogTitle>
              <DialogDescription>
                {t('medicalRecords.detail.description', { date: formatDate(record.visitDate, language) })}
                {record.createdBy || record.provider
                  ? ` · ${t('medicalRecords.detail.writtenBy', {
                      name: record.createdBy?.name ?? record.provider?.displayName ?? '',
                      date: formatDateTime(record.createdAt, language),
                    })}`
                  : ''}
              </DialogDescription>
            </DialogHeader>
            <dl className="grid grid-cols-2 gap-3 rounded-lg bg-muted/50 p-3 text-sm">
              <Entry label={t('medicalRecords.detail.serviceType')} value={record.serviceType} />
              <Entry
                label={t('medicalRecords.detail.handlingProvider')}
                value={record.handlingProvider ?? record.provider?.displayName}
              />
            </dl>
            <Section title={t('medicalRecords.detail.sections.anamnesis')}>
              {(['chiefComplaint', 'historyOfPresentIllness', 'pastMedicalHistory', 'allergyHistory'] as const).map((f) => (
                <TextEntry key={f} record={record} field={f} />
              ))}
            </Section>
            <Section title={t('medicalRecords.detail.sections.physicalExam')}>
              <div className="grid gap-1">
                <dt className="text-xs font-medium text-muted-foreground">{t('medicalRecords.detail.fields.vitalSigns')}</dt>
                <dd>
                  {hasVitals(record.vitalSigns) ? (
                    <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3" data-testid="detail-vitals">
                      {VITAL_SIGN_KEYS.map((f) => (
                        <li key={f}>
                          <span className="text-muted-foreground">{t(`medicalRecords.detail.vitals.${f}`)}: </span>
                          <span className="font-medium">
                            {vitalText(record.vitalSigns, f, language) ?? '—'}
                            {vitalText(record.vitalSigns, f) ? ` ${t(`medicalRecords.detail.units.${f}`)}` : ''}
                          </span>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <span className="text-sm text-muted-foreground">{t('medicalRecords.detail.noVitals')}</span>
                  )}
                </dd>
              </div>
              <TextEntry record={record} field="physicalExamFindings" />
            </Section>
            <DiagnosisSection record={record} onSaved={setSaved} onAddendum={() => onOpenChange(false)} />
            <Section title={t('medicalRecords.detail.sections.plan')}>
              {(['diagnosticTests', 'medicalActions', 'prescribedTherapy', 'patientEducation'] as const).map((f) => (
                <TextEntry key={f} record={record} field={f} />
              ))}
            </Section>
            <Section title={t('medicalRecords.detail.sections.notes')}>
              <TextEntry record={record} field="notes" />
            </Section>
            {record.status === 'FINAL' ? <SatusehatStatus recordId={record.id} /> : null}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}

/** Diagnoses: the codes (issue 13) and the free text beside them; the provider edits both here. */
function DiagnosisSection({
  record,
  onSaved,
  onAddendum,
}: {
  record: GroupedRecord
  onSaved: (record: GroupedRecord) => void
  onAddendum: () => void
}) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState<CodingDraft | null>(null)
  const update = useUpdateRecordCoding()

  function save() {
    if (!draft) return
    update.mutate(
      { recordId: record.id, patientId: record.patientId, body: codingBody(draft) },
      {
        onSuccess: (updated) => {
          setDraft(null)
          toast({ variant: 'success', title: t('recordCoding.savedTitle') })
          // another provider's correction is a new entry (an addendum): the list shows it
          if (updated.id === record.id) onSaved(updated)
          else onAddendum()
        },
        onError: (e) => toast({ variant: 'destructive', title: t('recordCoding.failedTitle'), description: getErrorMessage(e) }),
      }
    )
  }

  return (
    <Section
      title={t('medicalRecords.detail.sections.diagnosis')}
      before={draft ? null : <CodedItems coding={record.coding} />}
      after={
        draft ? (
          <div className="grid gap-3" data-testid="detail-coding-editor">
            <CodingEditor value={draft} onChange={setDraft} disabled={update.isPending} />
            <div className="flex justify-end gap-2">
              <Button variant="outline" size="sm" onClick={() => setDraft(null)} disabled={update.isPending}>
                {t('recordCoding.edit.cancel')}
              </Button>
              <Button size="sm" onClick={save} disabled={update.isPending}>
                {update.isPending ? t('recordCoding.saving') : t('recordCoding.save')}
              </Button>
            </div>
          </div>
        ) : (
          <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setDraft(draftOf(record))}>
            <Pencil aria-hidden />
            {t('recordCoding.edit.button')}
          </Button>
        )
      }
    >
      {draft
        ? null
        : (['primaryDiagnosis', 'secondaryDiagnosis', 'nursingDiagnosis'] as const).map((f) => (
            <TextEntry key={f} record={record} field={f} />
          ))}
    </Section>
  )
}

/** A titled group of label/value entries (a <dl> holds only them); `before`/`after` sit outside the list. */
function Section({ title, children, before, after }: { title: string; children: ReactNode; before?: ReactNode; after?: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="border-b pb-1 text-sm font-semibold text-primary">{title}</h3>
      {before}
      {children ? <dl className="grid gap-2.5">{children}</dl> : null}
      {after}
    </section>
  )
}

type DetailField = Extract<
  TextField,
  | 'chiefComplaint'
  | 'historyOfPresentIllness'
  | 'pastMedicalHistory'
  | 'allergyHistory'
  | 'physicalExamFindings'
  | 'primaryDiagnosis'
  | 'secondaryDiagnosis'
  | 'nursingDiagnosis'
  | 'diagnosticTests'
  | 'medicalActions'
  | 'prescribedTherapy'
  | 'patientEducation'
  | 'notes'
>

function TextEntry({ record, field }: { record: GroupedRecord; field: DetailField }) {
  const { t } = useTranslation()
  return <Entry label={t(`medicalRecords.detail.fields.${field}`)} value={record[field]} multiline />
}

function Entry({ label, value, multiline = false }: { label: string; value: string | null | undefined; multiline?: boolean }) {
  const { t } = useTranslation()
  const text = value?.trim()
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className={multiline ? 'text-sm whitespace-pre-line' : 'text-sm font-medium'}>
        {text || <span className="text-muted-foreground">{t('medicalRecords.detail.empty')}</span>}
      </dd>
    </div>
  )
}
