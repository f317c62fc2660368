import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['dist', 'dist-e2e*', 'dist-bench-*', 'dist-widget-check', 'coverage', 'screenshots', 'node_modules', 'docs', 'test-results', 'playwright-report', '.sandbox-data', '.stryker-tmp', 'reports'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Machines hold no React, fetch or DOM: the boundary is enforced, not hoped for.
    files: ['machines/**/*.ts'],
    rules: {
      // The domain types live in machines/domain and src/api checks the wire against them, so
      // machines need nothing from src/, not even types: the dependency points one way.
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          { group: ['react', 'react-dom', 'ky', '@auth0/*', '@stripe/*', '@chakra-ui/*', '@xstate/react'], message: 'Machines hold no React, HTTP or SDK code.' },
          { group: ['**/src/**'], message: 'Machines import nothing from src/ (types live in machines/domain).' },
        ],
      }],
      'no-restricted-globals': ['error', 'window', 'document', 'fetch', 'localStorage', 'sessionStorage', 'navigator'],
    },
  },
  {
    // The adapters, the API client and the helpers are the layers src/app builds on: a constant or
    // a type they need lives with them, so the dependency points one way.
    files: ['src/adapters/**/*.{ts,tsx}', 'src/api/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          // '../app/…', '../../app/…', '../../../src/app/…': from these folders, only src/app is reached that way.
          { regex: '^(\\.\\./)+(src/)?app/', message: 'src/adapters, src/api and src/lib import nothing from src/app: move what they need down to them.' },
        ],
      }],
    },
  },
  {
    // Views reach the machines through the actor system and src/app's hooks, never through the
    // code that provides the machines' side effects.
    files: ['src/views/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { regex: '(^|/)app/wiring(/|$)', message: 'Views import nothing from src/app/wiring: what a view needs lives in src/app or src/views/shared.' },
        ],
      }],
    },
  },
);
