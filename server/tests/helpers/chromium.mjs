/**
 * Which Chromium the browser suite drives: `CHROMIUM_PATH` when set; else a Chromium or Chrome the
 * system has (preferred: it is the newest and matches the distribution); else the build shipped
 * inside the `@sparticuz/chromium` npm package (a headless shell for Linux x64, brotli-compressed in
 * the package, unpacked once into node_modules/.cache with the NSS libraries and fonts it carries).
 * `TELERAWAT_IGNORE_SYSTEM_CHROMIUM=1` skips the system's (CI runs a journey that way).
 * Plain JavaScript: scripts/test.mjs uses it before vitest starts.
 */
import { spawn } from 'node:child_process'
import {
  createReadStream,
  createWriteStream,
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createBrotliDecompress } from 'node:zlib'

export const BROWSER_PACKAGE = '@sparticuz/chromium'

/** The flags every journey needs in this closed network (the call tests' fake camera and microphone too). */
export const BROWSER_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // camera and microphone: allowed without a prompt, fed by Chromium's test pattern and tone
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
]

const SYSTEM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
]
const SYSTEM_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable']

/** Thrown when no browser can be had; its message is the one line the suite prints. */
export class NoBrowserError extends Error {}

const executable = (file) => {
  try {
    if (!statSync(file).isFile()) return false
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

function systemChromium(env) {
  const onPath = (env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .flatMap((dir) => SYSTEM_NAMES.map((name) => path.join(dir, name)))
  return [...SYSTEM_PATHS, ...onPath].find(executable)
}

function packageRoot() {
  let entry
  try {
    entry = createRequire(import.meta.url).resolve(BROWSER_PACKAGE)
  } catch {
    return undefined
  }
  let dir = path.dirname(entry)
  while (!existsSync(path.join(dir, 'package.json')) || !existsSync(path.join(dir, 'bin'))) {
    if (dir === path.dirname(dir)) return undefined
    dir = path.dirname(dir)
  }
  return dir
}

/** brotli-compressed tar → files under `dir` (the system's tar: every Linux has one). */
async function untarBrotli(file, dir) {
  mkdirSync(dir, { recursive: true })
  const tar = spawn('tar', ['-x', '--no-same-owner', '-f', '-', '-C', dir], { stdio: ['pipe', 'ignore', 'pipe'] })
  let stderr = ''
  tar.stderr.on('data', (chunk) => (stderr += chunk))
  const exited = new Promise((resolve, reject) => {
    tar.on('error', reject)
    tar.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`tar: ${stderr.trim() || `exit ${code}`}`))))
  })
  // tar stops reading at the archive's end marker, before the stream's padding: its exit code is what counts
  await Promise.all([pipeline(createReadStream(file), createBrotliDecompress(), tar.stdin).catch(() => {}), exited])
}

async function unpackInto(root, dir, staging) {
  const bin = path.join(root, 'bin')
  // chromium and the SwiftShader libraries side by side, as the build expects
  await untarBrotli(path.join(bin, 'swiftshader.tar.br'), staging)
  await untarBrotli(path.join(bin, 'fonts.tar.br'), path.join(staging, 'fonts'))
  // NSS, NSPR and expat: a machine without a browser of its own usually lacks them
  await untarBrotli(path.join(bin, 'al2023.tar.br'), path.join(staging, 'al2023'))
  // the system's fonts when it has any, the package's Open Sans in any case
  writeFileSync(
    path.join(staging, 'fonts.conf'),
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n` +
      `  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n` +
      `  <dir>${path.join(dir, 'fonts', 'fonts')}</dir>\n  <cachedir>${path.join(dir, 'fonts-cache')}</cachedir>\n</fontconfig>\n`
  )
  const binary = path.join(staging, 'chromium.unpacking')
  await pipeline(createReadStream(path.join(bin, 'chromium.br')), createBrotliDecompress(), createWriteStream(binary, { mode: 0o755 }))
  renameSync(binary, path.join(staging, 'chromium'))
}

/**
 * Unpacks the package's browser into node_modules/.cache/<package>-<version> once (into a
 * temporary folder first, renamed when complete: parallel test runs never see half a browser).
 */
async function unpackPackageBrowser(root) {
  const version = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version
  const dir = path.resolve(root, '../../.cache', `sparticuz-chromium-${version}`)
  const done = path.join(dir, 'chromium')
  if (!existsSync(done)) {
    const staging = `${dir}.unpacking-${process.pid}`
    rmSync(staging, { recursive: true, force: true })
    mkdirSync(staging, { recursive: true })
    try {
      await unpackInto(root, dir, staging)
    } catch (error) {
      rmSync(staging, { recursive: true, force: true })
      throw error
    }
    try {
      renameSync(staging, dir)
    } catch (error) {
      // another run finished first: use its copy
      rmSync(staging, { recursive: true, force: true })
      if (!existsSync(done)) throw error
    }
  }
  return {
    executablePath: done,
    version,
    env: { LD_LIBRARY_PATH: path.join(dir, 'al2023', 'lib'), FONTCONFIG_FILE: path.join(dir, 'fonts.conf') },
  }
}

/** What to tell a newcomer when nothing can be launched (one line). */
export function noBrowserLine(reason) {
  return (
    `no usable Chromium for the browser suite (${reason}): set CHROMIUM_PATH to a Chromium or Chrome executable, ` +
    `or run npm install so that ${BROWSER_PACKAGE} (Linux x64) is present`
  )
}

/**
 * The browser to launch: `{ executablePath, source, label, env }` where `env` holds the variables
 * the browser needs on top of the environment. Throws NoBrowserError when there is none.
 */
export async function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) {
    if (!executable(env.CHROMIUM_PATH))
      throw new NoBrowserError(noBrowserLine(`CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file`))
    return { executablePath: env.CHROMIUM_PATH, source: 'CHROMIUM_PATH', label: `CHROMIUM_PATH ${env.CHROMIUM_PATH}`, env: {} }
  }
  if (env.TELERAWAT_IGNORE_SYSTEM_CHROMIUM !== '1') {
    const system = systemChromium(env)
    if (system) return { executablePath: system, source: 'system', label: `the system's ${system}`, env: {} }
  }
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new NoBrowserError(noBrowserLine(`no system Chromium, and ${BROWSER_PACKAGE} runs on Linux x64 only`))
  }
  const root = packageRoot()
  if (!root) throw new NoBrowserError(noBrowserLine(`no system Chromium, and ${BROWSER_PACKAGE} is not installed`))
  let unpacked
  try {
    unpacked = await unpackPackageBrowser(root)
  } catch (error) {
    throw new NoBrowserError(noBrowserLine(`${BROWSER_PACKAGE} could not be unpacked: ${String(error.message).split('\n')[0]}`))
  }
  const libraryPath = [unpacked.env.LD_LIBRARY_PATH, env.LD_LIBRARY_PATH].filter(Boolean).join(':')
  return {
    executablePath: unpacked.executablePath,
    source: 'package',
    label: `${BROWSER_PACKAGE} ${unpacked.version} (${unpacked.executablePath})`,
    env: { ...unpacked.env, LD_LIBRARY_PATH: libraryPath },
  }
}

/** The environment the chosen browser runs in (ours plus what the package build needs). */
export function launchEnv(found, env = process.env) {
  const defined = Object.entries(env).filter(([, value]) => value !== undefined)
  return { ...Object.fromEntries(defined), ...found.env }
}

/**
 * Launches the chosen browser once (what the suite will do) and resolves with its version;
 * a failure becomes NoBrowserError with the launch error's first line.
 */
export async function probeChromium(found) {
  const { chromium } = await import('playwright-core')
  let browser
  try {
    browser = await chromium.launch({
      executablePath: found.executablePath,
      args: BROWSER_ARGS,
      env: launchEnv(found),
      timeout: 60_000,
    })
    return browser.version()
  } catch (error) {
    // the browser's own complaint (a missing library, …) when it printed one, else Playwright's
    const lines = String(error.message)
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
    const stderr = lines.find((line) => /\]\[err\] /.test(line))
    const detail = stderr ? stderr.replace(/^.*\]\[err\] /, '') : (lines[0] ?? '').replace(/^browserType\.launch: /, '')
    throw new NoBrowserError(noBrowserLine(`${found.label} does not start: ${detail || 'no reason given'}`))
  } finally {
    await browser?.close()
  }
}
