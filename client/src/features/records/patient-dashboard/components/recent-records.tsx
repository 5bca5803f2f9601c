import { FileX2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { LoadMore } from '@/components/ui/load-more'
import { Spinner } from '@/components/ui/spinner'
import { getErrorMessage } from '@/lib/api'
import { formatDate } from '@/lib/format'
import { usePatientRecords } from '../api/get-patient-records'
import { useLivePatientRecords } from '../hooks/use-live-patient-records'
import type { PatientRecord } from '../types'
import { providerRoleLabel } from '@/lib/user'

/** docs/product.md#patient-dashboard: provider, created date, notes and a fixed 'Selesai' badge; the latest 5, older ones a page at a time. */
export function RecentRecords({ patientId, id }: { patientId: string | null; id?: string }) {
  const { t, i18n } = useTranslation()
  const records = usePatientRecords(patientId)
  const recent: PatientRecord[] = records.data?.pages.flatMap((page) => page.items) ?? []
  useLivePatientRecords(patientId)

  return (
    <Card id={id} data-testid="patient-records" className="scroll-mt-24">
      <CardHeader>
        <CardTitle>{t('records.recent.title')}</CardTitle>
        <CardDescription>{t('records.recent.description')}</CardDescription>
        <Link to="/patient/rekam-medis" className="text-sm font-medium text-primary hover:underline" data-testid="open-full-record">
          {t('records.recent.openFull')}
        </Link>
      </CardHeader>
      <CardContent>
        {records.isPending && patientId ? (
          <div className="flex justify-center py-8">
            <Spinner label={t('common.loading')} />
          </div>
        ) : records.error ? (
          <p role="alert" className="rounded-lg bg-destructive/10 p-4 text-sm text-destructive">
            {t('records.recent.loadFailed', { message: getErrorMessage(records.error) })}
          </p>
        ) : recent.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-8 text-center text-sm text-muted-foreground">
            <FileX2 className="size-8 text-muted-foreground/60" aria-hidden />
            {t('records.recent.empty')}
          </div>
        ) : (
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
            {recent.map((record) => (
              <li key={record.id} className="grid gap-1 rounded-lg border p-4">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="truncate font-semibold">{record.provider?.displayName ?? t('records.recent.unknownProvider')}</p>
                    <p className="text-xs text-muted-foreground">
                      {record.provider?.providerRole ? `${providerRoleLabel(record.provider.providerRole)} · ` : ''}
                      <time dateTime={record.createdAt}>{formatDate(record.createdAt, i18n.language)}</time>
                    </p>
                  </div>
                  <Badge variant="success">{t('records.recent.done')}</Badge>
                </div>
                <p className="line-clamp-3 text-sm text-foreground/80">{record.notes?.trim() || t('records.recent.noNotes')}</p>
              </li>
            ))}
          </ul>
        )}
        <LoadMore
          hasNextPage={records.hasNextPage}
          isFetchingNextPage={records.isFetchingNextPage}
          fetchNextPage={records.fetchNextPage}
        />
      </CardContent>
    </Card>
  )
}
