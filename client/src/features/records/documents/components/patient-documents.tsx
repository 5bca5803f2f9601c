import { Download, FileText } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { LoadMore } from '@/components/ui/load-more'
import { Spinner } from '@/components/ui/spinner'
import { getErrorMessage } from '@/lib/api'
import { formatDate } from '@/lib/format'
import { useDocuments } from '../api/get-documents'

const size = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`

/** The patient's documents (lab results, letters) to download; each download is in the access log. */
export function PatientDocuments({ patientId }: { patientId: string }) {
  const { t, i18n } = useTranslation()
  const docs = useDocuments(patientId)
  const items = docs.data?.pages.flatMap((page) => page.items) ?? []
  return (
    <Card data-testid="patient-documents">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileText className="size-5 text-primary" aria-hidden />
          {t('patientRecord.documents.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {docs.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : docs.error ? (
          <p role="alert" className="text-sm text-destructive">
            {getErrorMessage(docs.error)}
          </p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('patientRecord.documents.empty')}</p>
        ) : (
          <ul className="grid gap-2">
            {items.map((doc) => (
              <li key={doc.id} className="flex items-center justify-between gap-3 rounded-lg border px-3 py-2 text-sm">
                <div className="min-w-0">
                  <p className="truncate font-medium">{doc.filename}</p>
                  <p className="text-xs text-muted-foreground">
                    {formatDate(doc.uploadedAt, i18n.language)} · {size(doc.sizeBytes)}
                  </p>
                </div>
                <a href={doc.url} download className="inline-flex items-center gap-1 text-primary hover:underline">
                  <Download className="size-4" aria-hidden />
                  {t('patientRecord.documents.download')}
                </a>
              </li>
            ))}
          </ul>
        )}
        <LoadMore hasNextPage={docs.hasNextPage} isFetchingNextPage={docs.isFetchingNextPage} fetchNextPage={docs.fetchNextPage} />
      </CardContent>
    </Card>
  )
}
