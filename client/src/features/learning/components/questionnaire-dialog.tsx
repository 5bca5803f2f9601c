import { ExternalLink, FileWarning } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import type { QuestionnaireDto } from '@/api/openapi'

type QuestionnaireDialogProps = {
  questionnaire: QuestionnaireDto | null
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** The external form in an iframe, or a notice while the deployment has not configured its URL. */
export function QuestionnaireDialog({ questionnaire, open, onOpenChange }: QuestionnaireDialogProps) {
  const { t } = useTranslation()
  return (
    <Dialog open={open && questionnaire !== null} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')} className="max-w-3xl gap-3 p-4 sm:p-6">
        {questionnaire ? (
          <>
            <DialogHeader className="pr-8">
              <DialogTitle>{questionnaire.title}</DialogTitle>
              <DialogDescription>{t('learning.questionnaire.formDescription')}</DialogDescription>
            </DialogHeader>
            {questionnaire.configured ? (
              <>
                <iframe
                  src={questionnaire.formUrl}
                  title={questionnaire.title}
                  className="h-[65vh] w-full rounded-lg border bg-white"
                />
                <a
                  href={questionnaire.formUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
                >
                  {t('learning.questionnaire.openInNewTab')}
                  <ExternalLink className="size-3.5" aria-hidden />
                </a>
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
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
