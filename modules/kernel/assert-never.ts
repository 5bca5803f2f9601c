/** Ends a `switch` over a union: adding a member without its case fails the typecheck here. */
export function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${String(value)}`)
}
