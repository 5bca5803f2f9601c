import { useTranslation } from 'react-i18next'
import { MaterialsList } from '@/features/learning/components/materials-list'
import { LearningPage } from './learning-page'

export default function LearningMaterialsRoute() {
  const { t } = useTranslation()
  return (
    <LearningPage title={t('learning.materials.title')} subtitle={t('learning.materials.subtitle')}>
      <MaterialsList />
    </LearningPage>
  )
}
