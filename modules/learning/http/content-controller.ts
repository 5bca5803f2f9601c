import { learningSettings as env } from '../settings.js'
import type { Material, PublicQuiz, QuestionnaireDto, VideoDto } from '../contracts/learning-content.js'
import { materials } from '../content/materials.js'
import { buildQuestionnaires, isPlaceholderForm } from '../content/questionnaires.js'
import { publicQuiz, quizzes } from '../content/quizzes.js'
import { videos, youtubeEmbedUrl } from '../content/videos.js'

const questionnaires = buildQuestionnaires({
  QUESTIONNAIRE_INITIAL_URL: env.get('QUESTIONNAIRE_INITIAL_URL'),
  QUESTIONNAIRE_EVALUATION_URL: env.get('QUESTIONNAIRE_EVALUATION_URL'),
})

/** Static learning content. Quizzes go out without answer keys or explanations. */
export default class ContentController {
  async materials(): Promise<readonly Material[]> {
    return materials
  }

  async videos(): Promise<VideoDto[]> {
    return videos.map((video) => ({ ...video, embedUrl: youtubeEmbedUrl(video) }))
  }

  async questionnaires(): Promise<QuestionnaireDto[]> {
    return questionnaires.map((questionnaire) => ({ ...questionnaire, configured: !isPlaceholderForm(questionnaire) }))
  }

  async quizzes(): Promise<PublicQuiz[]> {
    return quizzes.map(publicQuiz)
  }
}
