import { describe, expect, it } from 'vitest'

import { latestResultByLevel, optionLetter } from './latest-results'
import type { QuizResultDto } from '@/api/openapi'

const result = (id: string, quizLevel: QuizResultDto['quizLevel'], completedAt: string, score = 5): QuizResultDto => ({
  id,
  quizLevel,
  score,
  totalQuestions: 10,
  percentage: score * 10,
  answers: Array(10).fill(0),
  completedAt,
})

describe('latestResultByLevel', () => {
  it('keeps the most recent result of each level, whatever the order', () => {
    const latest = latestResultByLevel([
      result('a', 'BASIC', '2025-01-01T10:00:00.000Z'),
      result('b', 'BASIC', '2025-01-02T10:00:00.000Z'),
      result('c', 'ADVANCE', '2025-01-01T09:00:00.000Z'),
    ])
    expect(latest.BASIC?.id).toBe('b')
    expect(latest.ADVANCE?.id).toBe('c')
    expect(latest.INTERMEDIATE).toBeUndefined()
  })

  it('is empty with no results', () => {
    expect(latestResultByLevel([])).toEqual({})
  })
})

describe('optionLetter', () => {
  it('letters the four options', () => {
    expect([0, 1, 2, 3].map(optionLetter)).toEqual(['A', 'B', 'C', 'D'])
  })
})
