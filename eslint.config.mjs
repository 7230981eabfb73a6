import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTypeScript,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'screenshots/**',
      'test-results/**',
      'playwright-report/**',
      'src/payload-types.ts',
      'src/migrations/**',
      'src/app/(payload)/**',
      'next-env.d.ts',
      '.tmp/**',
    ],
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
  {
    // The import graph has no circles (dynamic imports count): the content model (payload.config.ts and what it loads)
    // must never reach back to itself through a feature. Packages are not parsed, which keeps the check fast.
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./src/collections', './src/globals', './src/fields', './src/access', './src/server/jobs', './src/server/mail'],
              from: './src/server/payload.ts',
              message:
                "Hooks and tasks use req.payload (and the request's transaction); the global client reads outside the transaction and imports the config back.",
            },
          ],
        },
      ],
    },
  },
];

export default config;
