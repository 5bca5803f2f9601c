import { FolderOpen, Upload } from 'lucide-react'
import { useRef, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { SubmitButton } from '@/components/ui/submit-button'
import { Card } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage } from '@/lib/api'
import { usePatientUploads } from '../api/get-patient-uploads'
import { useSetUploadHidden } from '../api/set-upload-hidden'
import { ACCEPTED_DOCUMENT_TYPES, useUploadDocument } from '../api/upload-document'
import { documentProblem, visibleUploads } from '../lib/documents'

import { DocumentItem } from './document-item'
import type { DocumentDto } from '@/api/openapi'

type PanelProps = { patientId: string; appointmentId: string; medicalRecordId?: string; isProvider: boolean }

/** Supporting data (docs/product.md#consultation-session): providers upload, hide and show; patients view and download. */
export function DocumentsPanel({ patientId, appointmentId, medicalRecordId, isProvider }: PanelProps) {
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  const uploads = usePatientUploads(patientId)
  const upload = useUploadDocument()
  const visibility = useSetUploadHidden()

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = '' // the same file may be picked again after a failure
    if (!file) return
    const problem = documentProblem(file)
    if (problem) {
      return toast({
        variant: 'destructive',
        title: t('consultation.documents.uploadFailedTitle'),
        description: t(`consultation.documents.${problem}`),
      })
    }
    upload.mutate(
      { file, patientId, appointmentId, medicalRecordId },
      {
        onSuccess: () => toast({ variant: 'success', title: t('consultation.documents.uploadedTitle'), description: file.name }),
        onError: (e) =>
          toast({ variant: 'destructive', title: t('consultation.documents.uploadFailedTitle'), description: getErrorMessage(e) }),
      }
    )
  }

  function toggle(item: DocumentDto) {
    const hidden = !item.hidden
    visibility.mutate(
      { uploadId: item.id, patientId, hidden },
      {
        onSuccess: () =>
          toast({
            title: t(hidden ? 'consultation.documents.hiddenToast' : 'consultation.documents.shownToast'),
            description: item.filename,
          }),
        onError: (e) =>
          toast({ variant: 'destructive', title: t('consultation.documents.visibilityFailedTitle'), description: getErrorMessage(e) }),
      }
    )
  }

  const list = uploads.data ? visibleUploads(uploads.data, isProvider) : []

  return (
    <Card className="gap-3 p-4" data-testid="documents-panel">
      <div>
        <h2 className="flex items-center gap-2 text-sm font-semibold">
          <FolderOpen className="size-4 text-primary" aria-hidden />
          {t('consultation.documents.title')}
        </h2>
        <p className="mt-0.5 text-xs text-muted-foreground">{t('consultation.documents.description')}</p>
      </div>
      {isProvider ? (
        <div className="grid gap-1.5">
          <input
            ref={input}
            type="file"
            className="sr-only"
            accept={ACCEPTED_DOCUMENT_TYPES}
            aria-label={t('consultation.documents.uploadLabel')}
            data-testid="document-input"
            onChange={onPick}
            tabIndex={-1}
          />
          <SubmitButton
            type="button"
            variant="outline"
            size="sm"
            onClick={() => input.current?.click()}
            pending={upload.isPending}
            pendingLabel={t('consultation.documents.uploading')}
            icon={<Upload aria-hidden />}
          >
            {t('consultation.documents.upload')}
          </SubmitButton>
          <p className="text-xs text-muted-foreground">{t('consultation.documents.hint')}</p>
        </div>
      ) : null}
      {uploads.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : uploads.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('consultation.documents.loadFailed', { message: getErrorMessage(uploads.error) })}
        </p>
      ) : list.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
          {t('consultation.documents.empty')}
        </p>
      ) : (
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-2" data-testid="document-list">
          {list.map((item) => (
            <DocumentItem
              key={item.id}
              item={item}
              isProvider={isProvider}
              busy={visibility.isPending && visibility.variables?.uploadId === item.id}
              onToggle={() => toggle(item)}
            />
          ))}
        </ul>
      )}
    </Card>
  )
}
