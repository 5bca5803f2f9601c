import path from 'node:path'

export interface SourceFile {
  path: string
  text: string
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g
const IO_PACKAGES = [/^@adonisjs\/lucid/, /^pg$/, /^kafkajs$/, /^redis$/, /^node:fs/, /^node:net/, /^socket\.io/, /^nodemailer/]

/** Import aliases of package.json (`#…`) and of the client (`@/…`, `@modules/…`), as repository paths. */
const ALIASES: Array<[string, string]> = [
  ['#modules/', 'modules/'],
  ['#events/', 'events/'],
  ['#server/', 'server/'],
  ['#start/', 'server/start/'],
  ['#config/', 'server/config/'],
  ['#exceptions/', 'server/app/exceptions/'],
  ['#middleware/', 'server/app/middleware/'],
  ['#providers/', 'server/providers/'],
  ['@/', 'client/src/'],
  ['@modules/', 'modules/'],
]

/** The repository path an import points at (without extension), or null for a package. */
export function resolveImport(file: string, spec: string): string | null {
  let target: string | null = null
  const alias = ALIASES.find(([prefix]) => spec.startsWith(prefix))
  if (alias) target = alias[1] + spec.slice(alias[0].length)
  else if (spec.startsWith('.')) target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec))
  return target === null ? null : target.replace(/\.(js|ts|tsx|mjs)$/, '')
}

const isTest = (file: string) => /\.spec\.tsx?$/.test(file) || /(^|\/)tests\//.test(file)
const moduleOf = (p: string) => /^modules\/([^/]+)\//.exec(p)?.[1] ?? null
const featureOf = (p: string) => /^client\/src\/features\/([^/]+)\//.exec(p)?.[1] ?? null

/** `modules/<name>/index` is a module's only door; a test may also use another module's test fixtures. */
function isDoor(file: string, target: string): boolean {
  const [, , ...rest] = target.split('/')
  return rest.join('/') === 'index' || (isTest(file) && rest[0] === 'tests')
}

const isKernelContract = (target: string) => target.startsWith('modules/kernel/contracts/')

function moduleRules(file: string, spec: string, target: string | null): string[] {
  const own = moduleOf(file)!
  const out: string[] = []
  const other = target && moduleOf(target)
  // the kernel is the ground floor: it stands on no module; its contracts/ are every module's vocabulary
  if (own === 'kernel' && other && other !== own) out.push(`${file}: the kernel imports no module (${spec})`)
  else if (other && other !== own && !isDoor(file, target) && !isKernelContract(target)) {
    out.push(`${file}: reaches into ${other} internals (${spec})`)
  }
  // the server composes modules, not the reverse; even the settings come from it at registration (ModuleDefinition.configure)
  if (target?.startsWith('server/') && !isTest(file)) {
    out.push(`${file}: a module imports nothing from server/, not even #start/env (${spec})`)
  }
  if (/\/domain\//.test(file) && IO_PACKAGES.some((p) => p.test(spec))) out.push(`${file}: domain code must not do I/O (${spec})`)
  return out
}

function clientRules(file: string, spec: string, target: string | null): string[] {
  if (!target) return []
  if (/^(server|events)\//.test(target)) return [`${file}: the client talks to the server over HTTP only (${spec})`]
  if (target.startsWith('modules/') && !/^modules\/[^/]+\/contracts\//.test(target)) {
    return [`${file}: the client imports a module only through modules/<m>/contracts/ (${spec})`]
  }
  const to = featureOf(target)
  if (!to) return []
  const from = featureOf(file)
  if (from && from !== to) return [`${file}: feature ${from} imports feature ${to}; compose them in a route (${spec})`]
  if (!from && !file.startsWith('client/src/app/')) return [`${file}: shared client code imports a feature (${spec})`]
  return []
}

/** Lists imports that break the architecture rules (docs/adr/0002, docs/adr/0019). */
export function findViolations(files: SourceFile[]): string[] {
  const violations: string[] = []
  for (const file of files) {
    for (const match of file.text.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2]
      const target = resolveImport(file.path, spec)
      if (file.path.startsWith('events/')) {
        if (target?.startsWith('modules/')) violations.push(`${file.path}: events/ must not import a module (${spec})`)
        else if (target?.startsWith('server/') && !isTest(file.path))
          violations.push(`${file.path}: events/ must not import server/ (${spec})`)
      } else if (moduleOf(file.path)) {
        violations.push(...moduleRules(file.path, spec, target))
      } else if (file.path.startsWith('server/')) {
        const other = target && moduleOf(target)
        if (other && !isDoor(file.path, target))
          violations.push(`${file.path}: server code enters ${other} only through its index.ts (${spec})`)
      } else if (file.path.startsWith('client/src/')) {
        violations.push(...clientRules(file.path, spec, target))
      }
    }
  }
  return violations
}
