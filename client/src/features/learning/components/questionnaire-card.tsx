import { ClipboardCheck, ClipboardList } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import type { QuestionnaireDto } from '@/api/openapi'

export function QuestionnaireCard({ questionnaire, onOpen }: { questionnaire: QuestionnaireDto; onOpen: () => void }) {
  const { t } = useTranslation()
  const Icon = questionnaire.id === 'initial' ? ClipboardList : ClipboardCheck
  return (
    <Card data-testid={`questionnaire-${questionnaire.id}`} className="h-full">
      <CardHeader className="gap-3">
        <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon className="size-5" aria-hidden />
        </span>
        <CardTitle>{questionnaire.title}</CardTitle>
      </CardHeader>
      <CardContent className="flex-1">
        <CardDescription className="leading-relaxed">{questionnaire.description}</CardDescription>
      </CardContent>
      <CardFooter>
        <Button onClick={onOpen} className="w-full sm:w-auto">
          {t('learning.questionnaire.open')}
        </Button>
      </CardFooter>
    </Card>
  )
}
