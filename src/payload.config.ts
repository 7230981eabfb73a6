import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildConfig } from 'payload';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import { postgresAdapter } from '@payloadcms/db-postgres';
import { lexicalEditor } from '@payloadcms/richtext-lexical';
import { Users } from './collections/users';
import { Media } from './collections/media';
import { Restaurants } from './collections/restaurants';
import { Menus } from './collections/menus';
import { DietaryTags } from './collections/dietary-tags';
import { Pages } from './collections/pages';
import { BookingAreas } from './collections/booking/booking-areas';
import { BookingBlocks } from './collections/booking/booking-blocks';
import { NoShowClearances } from './collections/booking/no-show-clearances';
import { BookingMenus } from './collections/booking/booking-menus';
import { BookingOccasions } from './collections/booking/booking-occasions';
import { BookingSettings } from './collections/booking/booking-settings';
import { BookingUpsells } from './collections/booking/booking-upsells';
import { Bookings } from './collections/booking/bookings';
import { WaitlistEntries } from './collections/booking/waitlist-entries';
import { Outbox } from './collections/outbox';
import { Enquiries } from './collections/enquiries';
import { BotCheckProofs } from './collections/bot-check-proofs';
import { Jobs } from './collections/careers/jobs';
import { JobApplications } from './collections/careers/job-applications';
import { CareersSettings } from './globals/careers-settings';
import { Offers } from './collections/marketing/offers';
import { Vouchers } from './collections/marketing/vouchers';
import { Subscribers } from './collections/marketing/subscribers';
import { Referrals } from './collections/marketing/referrals';
import { SocialPosts } from './collections/marketing/social-posts';
import { SiteSettings } from './globals/site-settings';
import { FormChoices } from './globals/form-choices';
import { EnquirySettings } from './globals/enquiry-settings';
import { migrations as sqliteMigrations } from './migrations/sqlite';
import { migrations as postgresMigrations } from './migrations/postgres';
import { env, isPostgres, requireSecret } from './server/env';
import { logger } from './server/logger';
import { emailAdapter } from './server/mail/email-adapter';
import { withAtomicSessions } from './server/staff-sessions';
import { claimJobsAtomically } from './server/jobs/atomic-job-claims';
import { jobsConfig } from './server/jobs/jobs-config';
import { unreadableBodyIsBadRequest } from './server/payload-errors';
import { keepPoolWhole } from './server/database-pool';
import { withWholeNumberIds } from './collections/whole-number-ids';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const { DATABASE_URL } = env();

/** One build serves both databases: the adapter is chosen from DATABASE_URL when the app starts. */
const adapter = isPostgres(DATABASE_URL)
  ? postgresAdapter({
      // A request waits at most 5 s for a connection: while the database is away it then answers 503 instead of hanging.
      pool: { connectionString: DATABASE_URL, max: 20, connectionTimeoutMillis: 5_000 },
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      prodMigrations: postgresMigrations,
      push: false,
    })
  : sqliteAdapter({
      client: { url: DATABASE_URL },
      migrationDir: path.resolve(dirname, 'migrations/sqlite'),
      prodMigrations: sqliteMigrations,
      push: false,
      // WAL lets readers carry on while a writer holds the lock; the busy timeout makes writers queue instead of failing.
      wal: true,
      busyTimeout: 10_000,
    });
// Concurrent logins of one staff account keep every session (docs/decisions/0014).
const db = withAtomicSessions(adapter, Users.slug);

export default buildConfig({
  secret: requireSecret('PAYLOAD_SECRET'),
  // No serverURL: media URLs stay relative (/cms-api/media/file/…), so they work on any host and behind a proxy.
  telemetry: false,
  // Payload logs as the rest of the app does: JSON lines, each with its request's id, personal fields masked.
  logger,
  // The spec's own API owns /api/*; Payload's REST and GraphQL live under /cms-api.
  routes: { admin: '/admin', api: '/cms-api' },
  admin: {
    user: Users.slug,
    avatar: 'default',
    meta: { titleSuffix: ' · Marigold Grill back-office', icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' }] },
    // The chain's marks, not Payload's; its colours are in src/app/(payload)/custom.css.
    components: {
      graphics: { Logo: '@/components/admin/back-office-graphics#BackOfficeLogo', Icon: '@/components/admin/back-office-graphics#BackOfficeIcon' },
      // The restaurants' day, for managers and administrators; a manager's dashboard is the day sheet (docs/decisions/0065).
      beforeNavLinks: ['@/features/day-sheet/components/day-sheet-nav-link#DaySheetNavLink'],
      views: {
        dashboard: { Component: '@/features/day-sheet/components/staff-dashboard#StaffDashboard' },
        daySheet: { Component: '@/features/day-sheet/components/day-sheet-view#DaySheetView', path: '/day-sheet', exact: true, meta: { title: 'Day sheet' } },
      },
    },
    importMap: { baseDir: dirname },
  },
  collections: [
    Pages,
    Restaurants,
    Menus,
    DietaryTags,
    Bookings,
    BookingSettings,
    BookingOccasions,
    BookingMenus,
    BookingUpsells,
    BookingAreas,
    BookingBlocks,
    NoShowClearances,
    WaitlistEntries,
    Enquiries,
    Jobs,
    JobApplications,
    Offers,
    Vouchers,
    Subscribers,
    Referrals,
    SocialPosts,
    Outbox,
    BotCheckProofs,
    Media,
    Users,
  ].map(withWholeNumberIds),
  globals: [SiteSettings, FormChoices, EnquirySettings, CareersSettings],
  editor: lexicalEditor(),
  db,
  email: emailAdapter(),
  jobs: jobsConfig,
  onInit: (payload) => {
    claimJobsAtomically(payload);
    keepPoolWhole(payload);
  },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  graphQL: { disable: true },
  hooks: { afterError: [unreadableBodyIsBadRequest] },
});
