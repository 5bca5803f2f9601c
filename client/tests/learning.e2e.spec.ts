import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { cspViolations, launchBrowser, resetDatabaseViaPg, screenshot } from '../../server/tests/helpers/browser.js'
import { startServerProcess, type ServerProcess } from '../../server/tests/helpers/server-process.js'
import { getQuiz } from '../../modules/learning/content/quizzes.js'

let server: ServerProcess
let browser: Browser

const INITIAL_FORM = 'https://docs.google.com/forms/d/e/contoh-kuesioner-awal/viewform'
const PROVIDER = { email: 'ns.belajar.e2e@contoh.id', password: 'rahasia123', displayName: 'Ns. Dewi Belajar' }
/** The test knows the key (the browser never does): 7 right, then 3 wrong -> 7/10, 70%. */
const basicKey = getQuiz('BASIC').questions.map((q) => q.correctAnswer)
const basicAnswers = basicKey.map((answer, index) => (index < 7 ? answer : (answer + 1) % 4))

async function signIn(page: Page) {
  await page.goto(`${server.url}/auth`)
  await page.getByLabel('Email').fill(PROVIDER.email)
  await page.getByLabel('Kata sandi', { exact: true }).fill(PROVIDER.password)
  await page.getByRole('button', { name: 'Masuk', exact: true }).click()
  await page.waitForURL('**/provider')
}

async function providerPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'id-ID', viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await signIn(page)
  return { context, page }
}

/** Answers the quiz on screen, checking at each step that 'Selanjutnya'/'Selesai' waits for an answer. */
async function answerAll(page: Page, answers: number[], onQuestion?: (index: number) => Promise<void>) {
  const runner = page.getByTestId('quiz-runner')
  for (const [index, choice] of answers.entries()) {
    const last = index === answers.length - 1
    const forward = runner.getByRole('button', { name: last ? 'Selesai' : 'Selanjutnya', exact: true })
    await expect.poll(() => runner.getByTestId('quiz-progress-label').innerText()).toBe(`Soal ${index + 1} dari 10`)
    expect(await forward.isDisabled()).toBe(true)
    await runner.getByRole('radio').nth(choice).click()
    await expect.poll(() => forward.isEnabled()).toBe(true)
    await onQuestion?.(index)
    if (!last) await forward.click()
  }
}

beforeAll(async () => {
  await resetDatabaseViaPg()
  // one questionnaire configured (iframe), the other left on its placeholder (notice)
  server = await startServerProcess({ QUESTIONNAIRE_INITIAL_URL: INITIAL_FORM })
  browser = await launchBrowser()
  const res = await fetch(`${server.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...PROVIDER, role: 'PROVIDER', providerRole: 'Perawat', acceptTerms: true }),
  })
  expect(res.status).toBe(201)
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('learning journey', () => {
  it('a provider takes the BASIC quiz to the end, sees the review, and the score on the level card', async () => {
    const { context, page } = await providerPage()
    await page.goto(`${server.url}/provider/learning/quiz`)
    const basic = page.getByTestId('quiz-level-BASIC')
    await basic.waitFor()
    await expect.poll(() => basic.getByTestId('quiz-level-BASIC-empty').innerText()).toBe('Belum pernah dikerjakan')
    expect(await page.getByRole('button', { name: 'Mulai Kuis', exact: true }).count()).toBe(3)
    await screenshot(page, 'learning-quiz-levels')

    await basic.getByRole('button', { name: 'Mulai Kuis', exact: true }).click()
    const runner = page.getByTestId('quiz-runner')
    await runner.waitFor()
    expect(await runner.getByRole('button', { name: 'Sebelumnya' }).isDisabled()).toBe(true)

    await answerAll(page, basicAnswers, async (index) => {
      if (index === 1) {
        // back to question 1: its answer is kept; forward again
        await runner.getByRole('button', { name: 'Sebelumnya' }).click()
        await expect.poll(() => runner.getByTestId('quiz-progress-label').innerText()).toBe('Soal 1 dari 10')
        expect(await runner.getByRole('radio').nth(basicAnswers[0]!).getAttribute('aria-checked')).toBe('true')
        await runner.getByRole('button', { name: 'Selanjutnya' }).click()
        await expect.poll(() => runner.getByTestId('quiz-progress-label').innerText()).toBe('Soal 2 dari 10')
        expect(await runner.getByRole('radio').nth(basicAnswers[1]!).getAttribute('aria-checked')).toBe('true')
      }
      if (index === 4) await screenshot(page, 'learning-quiz-question')
    })

    await runner.getByRole('button', { name: 'Selesai', exact: true }).click()
    const result = page.getByTestId('quiz-result')
    await result.waitFor()
    expect(await result.getByTestId('quiz-result-score').innerText()).toBe('7/10')
    expect(await result.getByTestId('quiz-result-percentage').innerText()).toBe('70%')
    expect(await result.getByTestId('quiz-review-item').count()).toBe(10)
    expect(await result.locator('[data-testid="quiz-review-item"][data-correct="false"]').count()).toBe(3)
    expect(await result.getByText('Jawaban benar').count()).toBe(3)
    await screenshot(page, 'learning-quiz-result')

    await result.getByRole('button', { name: 'Kembali ke Daftar Kuis' }).first().click()
    await basic.waitFor()
    await expect.poll(() => basic.getByTestId('quiz-level-BASIC-score').innerText()).toBe('7/10')
    expect(await basic.getByTestId('quiz-level-BASIC-percentage').innerText()).toBe('70%')
    expect(await basic.getByRole('button', { name: 'Ulangi Kuis', exact: true }).isVisible()).toBe(true)
    expect(await page.getByTestId('quiz-level-INTERMEDIATE').getByRole('button', { name: 'Mulai Kuis' }).isVisible()).toBe(true)
    await screenshot(page, 'learning-quiz-levels-after')

    // the score survives a reload: it comes from GET /api/quiz-results
    await page.reload()
    await expect.poll(() => page.getByTestId('quiz-level-BASIC-score').innerText()).toBe('7/10')
    await context.close()
  })

  it('a failed save shows the error toast and keeps the answers on screen', async () => {
    const { context, page } = await providerPage()
    await page.route('**/api/quiz-results', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Layanan sibuk' }) })
        : route.fallback()
    )
    await page.goto(`${server.url}/provider/learning/quiz`)
    await page.getByTestId('quiz-level-INTERMEDIATE').getByRole('button', { name: 'Mulai Kuis' }).click()
    await answerAll(page, Array(10).fill(0))
    await page.getByTestId('quiz-runner').getByRole('button', { name: 'Selesai', exact: true }).click()
    await expect
      .poll(() => page.getByText('Failed to save quiz results: Layanan sibuk', { exact: true }).first().isVisible())
      .toBe(true)
    await screenshot(page, 'learning-quiz-save-failed')
    expect(await page.getByTestId('quiz-runner').getByTestId('quiz-progress-label').innerText()).toBe('Soal 10 dari 10')
    expect(await page.getByTestId('quiz-result').count()).toBe(0)
    await context.close()
  })

  it('materials, videos and questionnaires open from their pages', async () => {
    const { context, page } = await providerPage()

    await page.goto(`${server.url}/provider/learning/materials`)
    await page.getByTestId('learning-loading').waitFor({ state: 'detached' })
    const materialLinks = page.getByRole('link', { name: /Buka Materi/ })
    await expect.poll(() => materialLinks.count()).toBe(3)
    for (const link of await materialLinks.all()) {
      expect(await link.getAttribute('target')).toBe('_blank')
      expect(await link.getAttribute('href')).toMatch(/^https:\/\//)
    }
    await screenshot(page, 'learning-materials')

    await page.getByRole('link', { name: 'Video', exact: true }).click()
    await page.waitForURL('**/provider/learning/videos')
    const watch = page.getByRole('button', { name: /^Tonton / })
    await expect.poll(() => watch.count()).toBe(6)
    await screenshot(page, 'learning-videos')
    await watch.first().click()
    const player = page.getByRole('dialog')
    await player.waitFor()
    expect(await player.locator('iframe').getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//)
    await screenshot(page, 'learning-video-player')
    await page.keyboard.press('Escape')
    await player.waitFor({ state: 'detached' })

    await page.getByRole('link', { name: 'Kuesioner', exact: true }).click()
    await page.waitForURL('**/provider/learning/questionnaire')
    const fill = page.getByRole('button', { name: 'Isi Kuesioner' })
    await expect.poll(() => fill.count()).toBe(2)
    await fill.first().click()
    const form = page.getByRole('dialog')
    await form.waitFor()
    expect(await form.getByRole('heading', { name: 'Kuesioner Awal' }).isVisible()).toBe(true)
    expect(await form.locator('iframe').getAttribute('src')).toBe(`${INITIAL_FORM}?embedded=true`)
    await screenshot(page, 'learning-questionnaire-dialog')
    await page.keyboard.press('Escape')
    await form.waitFor({ state: 'detached' })

    await fill.nth(1).click()
    await form.waitFor()
    expect(await form.getByRole('heading', { name: 'Kuesioner Evaluasi' }).isVisible()).toBe(true)
    expect(await form.getByText('Formulir belum tersedia').isVisible()).toBe(true)
    expect(await form.locator('iframe').count()).toBe(0)
    await screenshot(page, 'learning-questionnaire-placeholder')
    await context.close()
  })

  it('a patient opening a learning page is refused', async () => {
    const patient = { email: 'pasien.belajar.e2e@contoh.id', password: 'rahasia123' }
    const res = await fetch(`${server.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...patient, role: 'PATIENT', fullName: 'Pasien Penasaran', acceptTerms: true }),
    })
    expect(res.status).toBe(201)
    const context = await browser.newContext({ locale: 'id-ID' })
    const page = await context.newPage()
    await page.goto(`${server.url}/auth`)
    await page.getByLabel('Email').fill(patient.email)
    await page.getByLabel('Kata sandi', { exact: true }).fill(patient.password)
    await page.getByRole('button', { name: 'Masuk', exact: true }).click()
    await page.waitForURL('**/patient')
    await page.goto(`${server.url}/provider/learning/quiz`)
    await expect.poll(() => page.getByText('Akses ditolak').first().isVisible()).toBe(true)
    expect(await page.getByTestId('quiz-level-BASIC').count()).toBe(0)
    await context.close()
  })
})

it('no page reported a Content-Security-Policy violation', () => {
  expect(cspViolations).toEqual([])
})
