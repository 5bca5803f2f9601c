/*
 * Ace entry point. TypeScript sources run through ts-node (swc) so that
 * `node server/ace.js <command>` works without a build step.
 */
await import('ts-node-maintained/register/esm')
await import('./bin/console.js')
