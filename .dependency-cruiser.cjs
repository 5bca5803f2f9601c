// The import graph's rules, checked by `npm run lint` (`npm run lint:deps`) over server/, modules/,
// events/ and client/src. Proven by server/tests/architecture/cycles.unit.spec.ts (a circle; a module
// importing server/start/env); the per-import rules
// (module doors, client features) are server/tests/architecture/boundaries.ts.
const path = require('node:path')

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'This file is part of an import circle. Break it by moving the shared type or constant down ' +
        '(a contracts/ file, modules/kernel/contracts) or by importing from the defining file instead of an index.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-module-to-server-env',
      severity: 'error',
      comment:
        'A module receives its settings from the server at registration (ModuleDefinition.configure with ' +
        'moduleSettings, modules/kernel/settings.ts); it never imports server/start/env. Its tests may (they boot the server).',
      from: { path: '(^|/)modules/', pathNot: '(^|/)tests/|[.]spec[.]tsx?$' },
      to: { path: '(^|/)server/start/env[.]ts$' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import the cruise cannot follow is an edge it cannot check: teach it the alias (see options).',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // `import type` counts: a circle of types is still a circle a reader has to untangle
    tsPreCompilationDeps: true,
    webpackConfig: { fileName: path.join(__dirname, 'scripts/dependency-cruiser-resolve.cjs') },
  },
}
