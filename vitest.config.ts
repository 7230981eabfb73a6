import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
  'server-only': path.resolve(import.meta.dirname, 'tests/support/server-only.ts'),
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', setupFiles: ['tests/support/fail-on-console-error.ts'] },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          setupFiles: ['tests/support/fail-on-console-error.ts', 'tests/support/browser-like-fetch.ts'],
        },
      },
      {
        // The scale-out recipe behind nginx, which deploy/try-on-loopback.mjs brings up before it runs these.
        resolve: { alias },
        test: {
          name: 'scale-out',
          include: ['tests/scale-out/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          setupFiles: ['tests/support/fail-on-console-error.ts', 'tests/support/browser-like-fetch.ts'],
        },
      },
    ],
  },
});
