import { useTranslation } from 'react-i18next'
import { VideosGallery } from '@/features/learning/components/videos-gallery'
import { LearningPage } from './learning-page'

export default function LearningVideosRoute() {
  const { t } = useTranslation()
  return (
    <LearningPage title={t('learning.videos.title')} subtitle={t('learning.videos.subtitle')}>
      <VideosGallery />
    </LearningPage>
  )
}
