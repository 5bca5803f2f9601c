import { useTranslation } from 'react-i18next'
import { QuestionnaireList } from '@/features/learning/components/questionnaire-list'
import { LearningPage } from './learning-page'

export default function LearningQuestionnaireRoute() {
  const { t } = useTranslation()
  return (
    <LearningPage title={t('learning.questionnaire.title')} subtitle={t('learning.questionnaire.subtitle')}>
      <QuestionnaireList />
    </LearningPage>
  )
}
