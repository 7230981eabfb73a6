import { withPayload } from '@payloadcms/next/withPayload';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The spec's trailing-slash and repeated-slash rules answer 301; server.ts issues them, so Next must not (it answers 308).
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  reactStrictMode: true,
  images: { unoptimized: true },
  // `npm test` type-checks the whole project once (tsc); checking again here would only slow every build.
  typescript: { ignoreBuildErrors: true },
  turbopack: { root: import.meta.dirname },
};

export default withPayload(nextConfig, { devBundleServerPackages: false });
