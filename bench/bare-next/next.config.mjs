import path from 'node:path';

/**
 * The smallest Next.js site: one prerendered page. bench/throughput.mjs measures the real site against it.
 * @type {import('next').NextConfig}
 */
const config = {
  distDir: '../../.tmp/bare-next',
  poweredByHeader: false,
  turbopack: { root: path.resolve(import.meta.dirname, '..', '..') },
};

export default config;
