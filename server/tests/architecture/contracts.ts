import path from 'node:path'

/**
 * The wire contracts (docs/adr/0010-wire-contracts.md): `modules/<m>/contracts/*.ts` declare every
 * shape that crosses the wire once; the server and the client import them.
 */

export interface SourceFile {
  path: string
  text: string
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g
const CONTRACT_FILE = /^modules\/[^/]+\/contracts\/[^/]+\.ts$/
const EXPORTED_TYPE = /^export\s+(?:declare\s+)?(?:interface|type)\s+([A-Za-z_$][\w$]*)/gm
const DECLARED_TYPE = /^\s*(?:export\s+)?(?:declare\s+)?(?:interface|type)\s+([A-Za-z_$][\w$]*)\s*(?:<[^=]*>)?\s*(?:=|\{|extends\b)/gm

/** The client's types generated from the OpenAPI document (docs/api.md). */
export const GENERATED_CLIENT_TYPES = 'client/src/api/openapi.d.ts'

export const isContractFile = (file: string) => CONTRACT_FILE.test(file)

function importsOf(text: string): string[] {
  return [...text.matchAll(IMPORT)].map((match) => match[1] ?? match[2])
}

/** A contract imports zod and other contract files (relative, `.js`), so the client can bundle it. */
export function contractImportViolations(files: SourceFile[]): string[] {
  const violations: string[] = []
  for (const file of files.filter((f) => isContractFile(f.path))) {
    for (const spec of importsOf(file.text)) {
      if (spec === 'zod') continue
      const resolved = spec.startsWith('.') ? path.posix.normalize(path.posix.join(path.posix.dirname(file.path), spec)) : ''
      if (!isContractFile(resolved.replace(/\.js$/, '.ts'))) {
        violations.push(`${file.path}: a contract imports only zod or another contract (${spec})`)
      }
    }
  }
  return violations
}

/** Every type and interface the contract files export, by name. */
export function contractTypeNames(files: SourceFile[]): Map<string, string> {
  const names = new Map<string, string>()
  for (const file of files.filter((f) => isContractFile(f.path))) {
    for (const [, name] of file.text.matchAll(EXPORTED_TYPE)) names.set(name, file.path)
  }
  return names
}

/**
 * The client imports contract types and derives its view types from them (Pick, Omit); a client
 * type named like a contract type is a hand-kept copy. The client reaches only into contracts.
 */
export function clientCopyViolations(clientFiles: SourceFile[], contractTypes: Map<string, string>): string[] {
  const violations: string[] = []
  for (const file of clientFiles) {
    // generated from the API document (npm run api:types): the contract types' wire copy, not a hand-kept one
    if (file.path === GENERATED_CLIENT_TYPES) continue
    for (const [, name] of file.text.matchAll(DECLARED_TYPE)) {
      const contract = contractTypes.get(name)
      if (contract) violations.push(`${file.path}: declares ${name} again; import it from ${contract}`)
    }
    for (const spec of importsOf(file.text)) {
      if (spec.startsWith('@modules/') && !/^@modules\/[^/]+\/contracts\/[^/]+$/.test(spec)) {
        violations.push(`${file.path}: the client imports only modules/<m>/contracts/<name> (${spec})`)
      }
    }
  }
  return violations
}
