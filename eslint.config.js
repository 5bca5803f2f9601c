// Lint = the conventions the build enforces (docs/adr/0019-lint-and-conventions.md). Formatting is
// Prettier's job (`npm run format:check`), so no rule here reports layout.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import { configApp } from '@adonisjs/eslint-config'
import checkFile from 'eslint-plugin-check-file'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const root = import.meta.dirname
const SERVER_TS = ['server/**/*.ts', 'modules/**/*.ts', 'events/**/*.ts', 'scripts/**/*.ts', 'load-tests/**/*.ts']
const NODE_JS = ['**/*.{js,mjs,cjs}']
const CLIENT = ['client/**/*.{ts,tsx}']
const features = readdirSync(path.join(root, 'client/src/features'))

/**
 * docs/adr/0023: the client takes every response type from the generated client/src/api/openapi.d.ts
 * (`npm run api:types`); from the contracts it takes request schemas and types, pushes and vocabulary
 * (enums, constants). A response type is one the generated file names (its schemas) or any `…Dto`.
 */
const generatedResponseTypes = [
  ...readFileSync(path.join(root, 'client/src/api/openapi.d.ts'), 'utf8').matchAll(/^export type (\w+) = components\['schemas'\]/gm),
].map(([, name]) => name)
const responseTypesFromGeneratedFile = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: '^(@modules|(\\.\\./)+modules)/[^/]+/contracts/',
          importNamePattern: `^(\\w+Dto|${generatedResponseTypes.join('|')})$`,
          message:
            "A response type comes from the generated '@/api/openapi' (or ApiAnswer in '@/api/answer'), not from a module's contracts (docs/adr/0023).",
        },
      ],
    },
  ],
}

// Adonis' app preset, kept for its bug-catching rules; its layout rules are Prettier's business.
const adonisLayoutRulesOff = {
  'prettier/prettier': 'off',
  'max-len': 'off',
  curly: 'off',
  'brace-style': 'off',
  'padded-blocks': 'off',
  'no-multiple-empty-lines': 'off',
  'no-trailing-spaces': 'off',
  'no-multi-spaces': 'off',
  'space-in-parens': 'off',
  'rest-spread-spacing': 'off',
  'eol-last': 'off',
  'comma-dangle': 'off',
  'new-parens': 'off',
  'no-mixed-spaces-and-tabs': 'off',
  // file names are checked by check-file below (kebab-case, not Adonis' snake_case)
  '@unicorn/filename-case': 'off',
  // `(await query).rows` is how this code base reads results; the rule is taste, not a bug
  '@unicorn/no-await-expression-member': 'off',
}

/** Rules that read the same on the server and in the client. */
const sharedTsRules = {
  '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
  '@typescript-eslint/no-explicit-any': 'off',
  // Adonis' config files extend its interfaces by declaration merging (`interface X extends Y {}`)
  '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
}

const settingsOnlyInEnv = {
  'no-restricted-properties': [
    'error',
    { object: 'process', property: 'env', message: 'Read settings from server/start/env.ts (validated at boot), not process.env.' },
  ],
}

export default [
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  {
    ignores: [
      '**/node_modules/**',
      'build/**',
      'client/dist/**',
      '.data/**',
      '.test-data/**',
      'coverage/**',
      '**/*.d.ts',
      '**/*.d.mts',
    ],
  },
  js.configs.recommended,
  ...configApp().map((block) =>
    block.name === 'AdonisJS app defaults' ? { ...block, files: SERVER_TS, rules: { ...block.rules, ...adonisLayoutRulesOff } } : block
  ),
  ...tseslint.configs.recommended.map((block) => ({ ...block, files: block.files ?? ['**/*.{ts,tsx}'] })),
  {
    name: 'telerawat/typescript',
    files: ['**/*.{ts,tsx}'],
    rules: sharedTsRules,
  },
  {
    name: 'telerawat/node',
    files: [...SERVER_TS, ...NODE_JS, 'client/vite.config.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    name: 'telerawat/server-names',
    files: SERVER_TS,
    rules: {
      '@typescript-eslint/naming-convention': [
        'error',
        // a leading underscore marks a binding that is left unused on purpose (`{ a: _a, ...rest }`)
        { selector: 'variable', format: ['camelCase', 'UPPER_CASE', 'PascalCase'], leadingUnderscore: 'allow' },
        { selector: 'typeLike', format: ['PascalCase'] },
        { selector: 'class', format: ['PascalCase'] },
        { selector: 'interface', format: ['PascalCase'], custom: { regex: '^I[A-Z]', match: false } },
      ],
    },
  },
  {
    name: 'telerawat/k6',
    files: ['load-tests/**/*.js'],
    languageOptions: { globals: { __ENV: 'readonly', __VU: 'readonly', __ITER: 'readonly' } },
  },
  {
    name: 'telerawat/browser-journeys',
    files: ['client/tests/**'],
    languageOptions: { globals: globals.node },
  },
  {
    name: 'telerawat/settings-only-in-env',
    files: ['server/**', 'modules/**', 'events/**'],
    // Tests set settings for the servers they start; benches and tooling configs run outside the app.
    ignores: ['server/start/env.ts', '**/*.spec.ts', '**/tests/**', '**/bench/**', 'server/tests/vitest.config.ts'],
    rules: settingsOnlyInEnv,
  },
  {
    name: 'telerawat/kebab-case-names',
    files: ['**/*'],
    // Migration names are stored in adonis_schema: renaming one would run it again on a live database.
    ignores: ['**/db/migrations/**', '**/*.md', '**/Dockerfile'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    name: 'telerawat/client',
    files: CLIENT,
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    plugins: { react: react, 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: { ...react.configs.flat.recommended.languageOptions, globals: globals.browser },
    settings: {
      react: { version: 'detect' },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'client/tsconfig.json' })],
    },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat['jsx-runtime'].rules,
      // The classic hook rules: they catch real bugs. The React Compiler rules of v7 (refs,
      // set-state-in-effect, ...) judge code for a compiler this client does not use.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'react/prop-types': 'off',
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'The client has no process.env; use import.meta.env.' },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...features.map((feature) => ({
              target: `client/src/features/${feature}`,
              from: 'client/src/features',
              except: [`./${feature}`],
              message:
                'Features never import each other: move the shared piece to client/src/lib (or components) and compose in app/routes.',
            })),
            {
              target: ['client/src/lib', 'client/src/components', 'client/src/hooks', 'client/src/types', 'client/src/i18n'],
              from: 'client/src/features',
              message: 'Shared client code depends on no feature; features and routes depend on it.',
            },
            {
              target: 'client/src',
              from: ['server', 'events'],
              message: 'The client talks to the server over HTTP and Socket.IO only.',
            },
            {
              target: 'client/src/**',
              from: `${root}/modules/**`,
              except: [`${root}/modules/*/contracts/**`],
              message: 'The client imports a module only through its wire contracts: @modules/<m>/contracts/*.',
            },
          ],
        },
      ],
    },
  },
  {
    name: 'telerawat/client-response-types',
    files: CLIENT,
    rules: responseTypesFromGeneratedFile,
  },
  {
    name: 'telerawat/client-tooling',
    files: ['client/vite.config.ts', 'client/tests/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
]
