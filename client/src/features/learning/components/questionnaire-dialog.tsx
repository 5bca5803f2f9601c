import { FileWarning } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { QuestionnaireDto } from '@/api/openapi'
import { EmbedDialog, NewTabLink } from './embed-dialog'

type QuestionnaireDialogProps = {
  questionnaire: QuestionnaireDto | null
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** The external form in an iframe, or a notice while the deployment has not configured its URL. */
export function QuestionnaireDialog({ questionnaire, open, onOpenChange }: QuestionnaireDialogProps) {
  const { t } = useTranslation()
  return (
    <EmbedDialog
      title={questionnaire?.title ?? null}
      description={t('learning.questionnaire.formDescription')}
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-3xl"
    >
      {questionnaire?.configured ? (
        <>
          <iframe src={questionnaire.formUrl} title={questionnaire.title} className="h-[65vh] w-full rounded-lg border bg-white" />
          <NewTabLink href={questionnaire.formUrl}>{t('learning.questionnaire.openInNewTab')}</NewTabLink>
        </>
      ) : (
        <div role="status" className="flex items-start gap-3 rounded-lg border border-warning/40 bg-warning/10 p-4">
          <FileWarning className="mt-0.5 size-5 shrink-0 text-warning-foreground" aria-hidden />
          <div>
            <p className="font-semibold">{t('learning.questionnaire.notConfiguredTitle')}</p>
            <p className="text-sm text-muted-foreground">{t('learning.questionnaire.notConfigured')}</p>
          </div>
        </div>
      )}
    </EmbedDialog>
  )
}
