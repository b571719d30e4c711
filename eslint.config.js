import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'drizzle', 'e2e/artifacts', '.data-*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The layering rule of docs/ARCHITECTURE.md: shared imports no framework, web never imports server.
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['**/server/**', '**/web/**', 'react', 'react-*', 'fastify', 'drizzle-orm', '@fastify/*'],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**'] }] },
  },
  // Web features don't import each other (route screens in app/ compose them), and shared UI in
  // components/ imports no feature.
  ...fs.readdirSync('src/web/features').map((feature) => ({
    files: [`src/web/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'The web app never imports the server.' },
            {
              group: ['@web/features/*', `!@web/features/${feature}`, '../../*/**', '../../../features/**'],
              message:
                'A feature may not import another feature: compose them in a route screen (src/web/app).',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/web/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'The web app never imports the server.' },
            { group: ['@web/features/**', '**/features/**'], message: 'Shared UI imports no feature.' },
          ],
        },
      ],
    },
  },
  {
    // Every import graph is one-way (docs/ARCHITECTURE.md): no chain of value imports leads back
    // to where it started, in the server, the web app or shared. Type-only imports don't count.
    files: ['src/{server,web,shared}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The server's modules: services are built once in modules/container.ts, and a module uses
    // another module's service but never its repo.
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/*.repo', '**/modules/*/*.repo'],
              message: "Call the other module's service; a repo is private to its module.",
            },
            { group: ['**/web/**'], message: 'The server never imports the web app.' },
          ],
        },
      ],
    },
  },
);
