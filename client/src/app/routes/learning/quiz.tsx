import { useTranslation } from 'react-i18next'
import { QuizCenter } from '@/features/learning/components/quiz-center'
import { LearningPage } from './learning-page'

export default function LearningQuizRoute() {
  const { t } = useTranslation()
  return (
    <LearningPage title={t('learning.quiz.title')} subtitle={t('learning.quiz.subtitle')}>
      <QuizCenter />
    </LearningPage>
  )
}
