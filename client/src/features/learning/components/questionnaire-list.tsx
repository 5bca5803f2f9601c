import { useState } from 'react'
import { useQuestionnaires } from '../api/get-questionnaires'

import { ContentState } from './content-state'
import { QuestionnaireCard } from './questionnaire-card'
import { QuestionnaireDialog } from './questionnaire-dialog'
import type { QuestionnaireDto } from '@/api/openapi'

export function QuestionnaireList() {
  const questionnaires = useQuestionnaires()
  const [selected, setSelected] = useState<QuestionnaireDto | null>(null)
  const [open, setOpen] = useState(false)
  if (!questionnaires.data) {
    return (
      <ContentState isPending={questionnaires.isPending} error={questionnaires.error} onRetry={() => void questionnaires.refetch()} />
    )
  }
  return (
    <>
      <div className="grid gap-6 md:grid-cols-2">
        {questionnaires.data.map((questionnaire) => (
          <QuestionnaireCard
            key={questionnaire.id}
            questionnaire={questionnaire}
            onOpen={() => {
              setSelected(questionnaire)
              setOpen(true)
            }}
          />
        ))}
      </div>
      <QuestionnaireDialog questionnaire={selected} open={open} onOpenChange={setOpen} />
    </>
  )
}
