import { ArrowLeft, ClipboardList, Lock } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { getErrorMessage } from '@/lib/api'
import { formatLongDate, formatTime } from '@/lib/format'
import { useIntake } from '../api/get-intake'
import { IntakeForm } from './intake-form'

/** /patient/formulir-pra-kunjungan/:appointmentId: the patient's intake form, read-only once the room opened. */
export function IntakePage({ appointmentId, appointmentLine }: { appointmentId: string; appointmentLine?: ReactNode }) {
  const { t, i18n } = useTranslation()
  const intake = useIntake(appointmentId)
  const until = intake.data?.editableUntil
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
            <ClipboardList className="size-6 shrink-0 text-primary" aria-hidden />
            {t('intake.title')}
          </h1>
          <p className="mt-1 text-muted-foreground">{t('intake.subtitle')}</p>
          {appointmentLine ? <p className="mt-1 text-sm font-medium">{appointmentLine}</p> : null}
        </div>
        <Button asChild variant="outline">
          <Link to="/patient">
            <ArrowLeft aria-hidden />
            {t('intake.back')}
          </Link>
        </Button>
      </div>
      <Card className="gap-4 p-4 sm:p-6">
        {intake.isPending ? (
          <p className="text-sm text-muted-foreground">{t('common.loading')}</p>
        ) : intake.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('intake.loadFailed')}: {getErrorMessage(intake.error)}
          </p>
        ) : (
          <>
            {intake.data.editable && until ? (
              <p className="text-sm text-muted-foreground" data-testid="intake-editable-until">
                {t('intake.editableUntil', { date: formatLongDate(until, i18n.language), time: formatTime(until, i18n.language) })}
              </p>
            ) : (
              <p className="flex items-center gap-2 rounded-md bg-muted p-3 text-sm" data-testid="intake-locked">
                <Lock className="size-4 shrink-0" aria-hidden />
                {t('intake.locked')}
              </p>
            )}
            {intake.data.current ? (
              <p className="text-xs text-muted-foreground" data-testid="intake-version">
                {t('intake.version', {
                  version: intake.data.current.version,
                  date: formatLongDate(intake.data.current.submittedAt, i18n.language),
                  time: formatTime(intake.data.current.submittedAt, i18n.language),
                })}
              </p>
            ) : null}
            <IntakeForm appointmentId={appointmentId} intake={intake.data} />
          </>
        )}
      </Card>
    </div>
  )
}
