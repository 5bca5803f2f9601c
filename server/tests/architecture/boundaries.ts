import path from 'node:path'

export interface SourceFile {
  path: string
  text: string
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g
const IO_PACKAGES = [/^@adonisjs\/lucid/, /^pg$/, /^kafkajs$/, /^redis$/, /^node:fs/, /^node:net/, /^socket\.io/, /^nodemailer/]

function moduleOf(file: string): string | null {
  const m = /^modules\/([^/]+)\//.exec(file)
  return m ? m[1] : null
}

/** Resolves an import to `modules/<name>/<rest>` when it points into a module. */
function targetModulePath(file: string, spec: string): string | null {
  if (spec.startsWith('#modules/')) return `modules/${spec.slice('#modules/'.length)}`
  if (spec.startsWith('.')) {
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec))
    return resolved.startsWith('modules/') ? resolved : null
  }
  return null
}

/** Lists imports that break the architecture rules (see docs/adr/0002). */
export function findViolations(files: SourceFile[]): string[] {
  const violations: string[] = []
  for (const file of files) {
    const own = moduleOf(file.path)
    for (const match of file.text.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2]
      const target = targetModulePath(file.path, spec)
      if (file.path.startsWith('events/') && (target || spec.startsWith('#modules/'))) {
        violations.push(`${file.path}: events/ must not import a module (${spec})`)
        continue
      }
      if (own && target) {
        const [, name, ...rest] = target.split('/')
        const isPublicDoor = rest.join('/').replace(/\.(js|ts)$/, '') === 'index'
        if (name !== own && !isPublicDoor) violations.push(`${file.path}: reaches into ${name} internals (${spec})`)
      }
      if (own && /\/domain\//.test(file.path) && IO_PACKAGES.some((p) => p.test(spec))) {
        violations.push(`${file.path}: domain code must not do I/O (${spec})`)
      }
    }
  }
  return violations
}
