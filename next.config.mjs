import { withPayload } from '@payloadcms/next/withPayload';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The spec's trailing-slash and repeated-slash rules answer 301; server.ts issues them, so Next must not (it answers 308).
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // server.ts makes each page's ETag from the bytes it sends, natively; Next's hashes the page's text in JavaScript
  // on every answer (src/server/http/page-readings.ts).
  generateEtags: false,
  reactStrictMode: true,
  images: { unoptimized: true },
  // `npm test` type-checks the whole project once (tsc); checking again here would only slow every build.
  typescript: { ignoreBuildErrors: true },
  turbopack: { root: import.meta.dirname },
  // Rendered pages and cached reads stay in each process's memory, never in .next: a restart (new settings, another
  // database, the test servers beside a dev server) must not serve pages another process rendered.
  // A form sent without JavaScript posts its files to its server action: as much as the upload endpoints take
  // (UPLOAD_BODY_LIMIT_BYTES in src/server/uploads/upload-policies.ts; server.ts holds every other post to less).
  experimental: { isrFlushToDisk: false, serverActions: { bodySizeLimit: '16mb' } },
  // server.ts compresses what Next answers, beneath the wrapper that holds each page, so that a cached page is
  // compressed once, not on every answer (src/server/http/response-wrapper.ts, docs/decisions/0060).
  compress: false,
  // Payload and its database adapters load from node_modules, once per process, as withPayload already does in
  // development. Bundled, each of Next's server graphs (pages, route handlers, actions) got its own copy, while the
  // Payload instance is shared: errors thrown by one copy failed `instanceof` in another (the back-office's REST API
  // then lost a hook's validation message), depending on which graph had started Payload first.
  serverExternalPackages: ['payload', '@payloadcms/db-sqlite', '@payloadcms/db-postgres', '@payloadcms/drizzle', '@payloadcms/email-nodemailer'],
};

export default withPayload(nextConfig, { devBundleServerPackages: false });
