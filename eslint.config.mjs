import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTypeScript,
  {
    ignores: ['.next/**', 'node_modules/**', 'data/**', 'screenshots/**', 'test-results/**', 'playwright-report/**', 'src/payload-types.ts', 'src/migrations/**', 'src/app/(payload)/**', 'next-env.d.ts', '.tmp/**'],
  },
  {
    rules: {
      // Payload serves media through its own route; next/image would add nothing for SVG icons and illustrations.
      '@next/next/no-img-element': 'off',
      // The error page's "Return to homepage" is a full reload on purpose: it must work when the app itself is broken.
      '@next/next/no-html-link-for-pages': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
];

export default config;
