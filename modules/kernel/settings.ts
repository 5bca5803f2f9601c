/**
 * Reads one of the validated settings (server/start/env.ts validates them all at start). No module
 * imports the server's env: each declares the settings it reads (`S`: name -> value type) and
 * receives the reader from the server at registration (ModuleDefinition.configure). It reads at
 * each use: an operator changes a setting with a restart, tests while the server runs.
 */
export type SettingsReader = (name: string) => unknown

/** A module's settings: every one unset (its default) until the server gives the reader. */
export function moduleSettings<S extends Record<string, unknown>>() {
  let read: SettingsReader | undefined
  return {
    configure(reader: SettingsReader) {
      read = reader
    },
    get<K extends keyof S & string>(name: K): S[K] | undefined {
      return read?.(name) as S[K] | undefined
    },
  }
}
