import { materials } from '../content/materials.js'
import { isPlaceholderForm, questionnaires } from '../content/questionnaires.js'
import { publicQuiz, quizzes } from '../content/quizzes.js'
import { videos, youtubeEmbedUrl } from '../content/videos.js'

/** Static learning content. Quizzes go out without answer keys or explanations. */
export default class ContentController {
  async materials() {
    return materials
  }

  async videos() {
    return videos.map((video) => ({ ...video, embedUrl: youtubeEmbedUrl(video) }))
  }

  async questionnaires() {
    return questionnaires.map((questionnaire) => ({ ...questionnaire, configured: !isPlaceholderForm(questionnaire) }))
  }

  async quizzes() {
    return quizzes.map(publicQuiz)
  }
}
