import { describe, expect, it } from 'vitest'
import { materials } from './materials.js'
import { DEFAULT_QUESTIONNAIRE_URLS, buildQuestionnaires, isPlaceholderForm, resolveFormUrl } from './questionnaires.js'
import { getQuiz, publicQuiz, publicQuizSchema, quizLevels, quizzes } from './quizzes.js'
import { videos, youtubeEmbedUrl } from './videos.js'

describe('quizzes', () => {
  it('has one quiz per level, in level order', () => {
    expect(quizzes.map((quiz) => quiz.level)).toEqual(['BASIC', 'INTERMEDIATE', 'ADVANCE'])
    expect(quizLevels).toEqual(['BASIC', 'INTERMEDIATE', 'ADVANCE'])
    for (const level of quizLevels) expect(getQuiz(level).level).toBe(level)
  })

  describe.each(quizLevels)('%s', (level) => {
    const quiz = getQuiz(level)

    it('has 10 questions, each with 4 distinct non-empty options', () => {
      expect(quiz.questions).toHaveLength(10)
      for (const question of quiz.questions) {
        expect(question.options).toHaveLength(4)
        expect(new Set(question.options).size).toBe(4)
        for (const option of question.options) expect(option.trim()).not.toBe('')
      }
    })

    it('has a correctAnswer in 0..3 and an explanation for every question', () => {
      for (const question of quiz.questions) {
        expect(Number.isInteger(question.correctAnswer)).toBe(true)
        expect(question.correctAnswer).toBeGreaterThanOrEqual(0)
        expect(question.correctAnswer).toBeLessThanOrEqual(3)
        expect(question.explanation.trim()).not.toBe('')
      }
    })

    it('does not put every correct answer in the same few positions', () => {
      const positions = new Set(quiz.questions.map((question) => question.correctAnswer))
      expect(positions.size).toBe(4)
    })
  })

  it('uses question ids that are unique across all quizzes', () => {
    const ids = quizzes.flatMap((quiz) => quiz.questions.map((question) => question.id))
    expect(ids).toHaveLength(30)
    expect(new Set(ids).size).toBe(ids.length)
  })
})

describe('publicQuiz', () => {
  it.each(quizLevels)('leaks neither correctAnswer nor explanation for %s', (level) => {
    const quiz = getQuiz(level)
    const exposed = publicQuiz(quiz)
    const json = JSON.stringify(exposed)

    expect(json).not.toContain('correctAnswer')
    expect(json).not.toContain('explanation')
    expect(publicQuizSchema.strict().safeParse(exposed).success).toBe(true)
    expect(exposed.questions.map((q) => q.id)).toEqual(quiz.questions.map((q) => q.id))
    expect(exposed.questions.map((q) => q.options)).toEqual(quiz.questions.map((q) => q.options))
  })

  it('returns a copy, so callers cannot alter the answer key content', () => {
    const quiz = getQuiz('BASIC')
    const exposed = publicQuiz(quiz)
    exposed.questions[0]!.options[0] = 'diubah'
    expect(quiz.questions[0]!.options[0]).not.toBe('diubah')
  })
})

describe('materials', () => {
  it('has 3 documents with title, author and an https link', () => {
    expect(materials).toHaveLength(3)
    for (const material of materials) {
      expect(material.title).not.toBe('')
      expect(material.author).not.toBe('')
      expect(new URL(material.link).protocol).toBe('https:')
    }
    expect(new Set(materials.map((m) => m.id)).size).toBe(3)
  })
})

describe('videos', () => {
  it('has 6 cards with unique ids and https thumbnails', () => {
    expect(videos).toHaveLength(6)
    expect(new Set(videos.map((v) => v.id)).size).toBe(6)
    expect(new Set(videos.map((v) => v.youtubeId)).size).toBe(6)
    for (const video of videos) expect(new URL(video.thumbnailUrl).protocol).toBe('https:')
  })

  it('uses the hqdefault thumbnail of the video itself for single videos', () => {
    for (const video of videos.filter((v) => v.type === 'video')) {
      expect(video.thumbnailUrl).toBe(`https://i.ytimg.com/vi/${video.youtubeId}/hqdefault.jpg`)
    }
  })

  it('builds embed URLs for videos and playlists', () => {
    expect(youtubeEmbedUrl({ type: 'video', youtubeId: '3PmVJQUCm4E' })).toBe('https://www.youtube-nocookie.com/embed/3PmVJQUCm4E')
    expect(youtubeEmbedUrl({ type: 'playlist', youtubeId: 'UU07-dOwgza1IguKA86jqxNA' })).toBe(
      'https://www.youtube-nocookie.com/embed/videoseries?list=UU07-dOwgza1IguKA86jqxNA'
    )
  })
})

describe('questionnaires', () => {
  it('has the initial and evaluation forms, embeddable', () => {
    const questionnaires = buildQuestionnaires({})
    expect(questionnaires.map((q) => q.id)).toEqual(['initial', 'evaluation'])
    for (const questionnaire of questionnaires) {
      const url = new URL(questionnaire.formUrl)
      expect(url.protocol).toBe('https:')
      expect(url.searchParams.get('embedded')).toBe('true')
    }
  })

  it('falls back to the placeholder defaults when nothing is configured', () => {
    const built = buildQuestionnaires({ QUESTIONNAIRE_INITIAL_URL: '  ' })
    expect(built.map((q) => q.formUrl)).toEqual([DEFAULT_QUESTIONNAIRE_URLS.initial, DEFAULT_QUESTIONNAIRE_URLS.evaluation])
  })

  it('tells a placeholder form from a configured one', () => {
    const placeholder = buildQuestionnaires({})
    expect(placeholder.map(isPlaceholderForm)).toEqual([true, true])
    const configured = buildQuestionnaires({ QUESTIONNAIRE_INITIAL_URL: 'https://docs.google.com/forms/d/e/abc/viewform' })
    expect(configured.map(isPlaceholderForm)).toEqual([false, true])
  })

  it('uses configured URLs and adds embedded=true when missing', () => {
    const built = buildQuestionnaires({
      QUESTIONNAIRE_INITIAL_URL: 'https://docs.google.com/forms/d/e/abc/viewform',
      QUESTIONNAIRE_EVALUATION_URL: 'https://docs.google.com/forms/d/e/xyz/viewform?usp=sf_link&embedded=true',
    })
    expect(built[0]!.formUrl).toBe('https://docs.google.com/forms/d/e/abc/viewform?embedded=true')
    expect(built[1]!.formUrl).toBe('https://docs.google.com/forms/d/e/xyz/viewform?usp=sf_link&embedded=true')
  })

  it('rejects a configured URL that is malformed or not https', () => {
    expect(() => resolveFormUrl('initial', { QUESTIONNAIRE_INITIAL_URL: 'bukan url' })).toThrow(
      /QUESTIONNAIRE_INITIAL_URL bukan URL yang valid/
    )
    expect(() =>
      resolveFormUrl('evaluation', { QUESTIONNAIRE_EVALUATION_URL: 'http://docs.google.com/forms/d/e/x/viewform' })
    ).toThrow(/harus memakai https/)
  })
})
