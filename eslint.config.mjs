// One lint set-up for the whole workspace.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import nextPlugin from '@next/eslint-plugin-next';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/.data/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      '**/next-env.d.ts',
      'platform/drizzle/**',
      // the compiled app server (scripts/build-server.ts), made by the tests and npm start
      'platform/dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Next.js's own rules (recommended and core web vitals) where the pages are made: the template
    // apps and the platform's web layer they render; rootDir points the rules that read the route
    // tree (no-html-link-for-pages) at the apps' app/ folders.
    ...nextPlugin.configs['core-web-vitals'],
    files: ['templates/**/*.{ts,tsx,mjs,js}', 'platform/src/web/**/*.{ts,tsx}'],
    settings: { next: { rootDir: `${import.meta.dirname}/templates/*/` } },
    rules: {
      ...nextPlugin.configs['core-web-vitals'].rules,
      // the site's own pictures, sized, as in the design system (which cannot use next/image)
      '@next/next/no-img-element': 'off',
    },
  },
  {
    // Accessibility of every component's markup.
    ...jsxA11y.flatConfigs.recommended,
    files: ['**/*.tsx'],
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // a named region that scrolls sideways takes the focus, so the keyboard can scroll it too
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true },
      ],
    },
  },
  {
    // The design system never imports a router or Next.js.
    files: ['design-system/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['next', 'next/*'] }],
    },
  },
);
