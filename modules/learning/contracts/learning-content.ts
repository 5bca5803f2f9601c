import { z } from 'zod'
import { MAX_OPTION_INDEX, OPTIONS_PER_QUESTION, QUESTIONS_PER_QUIZ, quizLevels } from './quiz-level.js'

/**
 * Shapes of the static learning content (docs/product.md#learning-content).
 * The content files parse themselves against these at load time, so a broken
 * edit fails at start-up and in the unit tests rather than in a provider's browser.
 */

export const quizLevelSchema = z.enum(quizLevels)

const text = z.string().trim().min(1)
const httpsUrl = z.url({ protocol: /^https$/ })

export const materialSchema = z.object({
  id: text,
  title: text,
  author: text,
  description: text,
  link: httpsUrl,
})
export type Material = z.infer<typeof materialSchema>

const youtubeVideoId = /^[A-Za-z0-9_-]{11}$/
// Curated playlists start with PL; a channel's uploads playlist is UU + the channel id.
const youtubePlaylistId = /^(PL|UU|OL)[A-Za-z0-9_-]{16,40}$/

export const videoSchema = z.discriminatedUnion('type', [
  z.object({
    id: text,
    title: text,
    description: text,
    type: z.literal('video'),
    youtubeId: z.string().regex(youtubeVideoId),
    thumbnailUrl: httpsUrl,
  }),
  z.object({
    id: text,
    title: text,
    description: text,
    type: z.literal('playlist'),
    youtubeId: z.string().regex(youtubePlaylistId),
    thumbnailUrl: httpsUrl,
  }),
])
export type Video = z.infer<typeof videoSchema>
/** GET /api/videos: with the privacy-enhanced (youtube-nocookie) player URL the server builds. */
export type VideoDto = Video & { embedUrl: string }

export const questionnaireIds = ['initial', 'evaluation'] as const
export type QuestionnaireId = (typeof questionnaireIds)[number]

export const questionnaireSchema = z.object({
  id: z.enum(questionnaireIds),
  title: text,
  description: text,
  formUrl: httpsUrl.refine((url) => new URL(url).searchParams.get('embedded') === 'true', {
    error: 'formUrl harus berupa tautan formulir yang dapat disematkan (?embedded=true).',
  }),
})
export type Questionnaire = z.infer<typeof questionnaireSchema>
/** GET /api/questionnaires: `configured` is false while the deployment still points at the placeholder form. */
export type QuestionnaireDto = Questionnaire & { configured: boolean }

export const quizQuestionSchema = z.object({
  id: text,
  question: text,
  options: z
    .array(text)
    .length(OPTIONS_PER_QUESTION)
    .refine((options) => new Set(options).size === options.length, {
      error: 'Pilihan jawaban dalam satu soal tidak boleh sama.',
    }),
  correctAnswer: z.int().min(0).max(MAX_OPTION_INDEX),
  explanation: text,
})
export type QuizQuestion = z.infer<typeof quizQuestionSchema>

export const quizSchema = z.object({
  level: quizLevelSchema,
  title: text,
  description: text,
  questions: z
    .array(quizQuestionSchema)
    .length(QUESTIONS_PER_QUIZ)
    .refine((questions) => new Set(questions.map((q) => q.id)).size === questions.length, {
      error: 'ID soal dalam satu kuis harus unik.',
    }),
})
export type Quiz = z.infer<typeof quizSchema>

/** What the server may send to a client before the quiz is submitted: no answers, no explanations. */
export const publicQuizQuestionSchema = quizQuestionSchema.omit({ correctAnswer: true, explanation: true })
export type PublicQuizQuestion = z.infer<typeof publicQuizQuestionSchema>

export const publicQuizSchema = quizSchema.omit({ questions: true }).extend({
  questions: z.array(publicQuizQuestionSchema),
})
export type PublicQuiz = z.infer<typeof publicQuizSchema>
