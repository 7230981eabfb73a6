import * as migration_20261121_002726_initial from './20261121_002726_initial';
import * as migration_20261121_025838_menus from './20261121_025838_menus';
import * as migration_20261121_040844_booking from './20261121_040844_booking';
import * as migration_20261123_170224_platform_jobs_bot_check from './20261123_170224_platform_jobs_bot_check';
import * as migration_20261123_195801_enquiries from './20261123_195801_enquiries';
import * as migration_20261123_211629_careers from './20261123_211629_careers';
import * as migration_20261123_213522_marketing from './20261123_213522_marketing';
import * as migration_20261123_232406_booking_details_erasable from './20261123_232406_booking_details_erasable';
import * as migration_20261124_000803_careers_applications_inbox from './20261124_000803_careers_applications_inbox';
import * as migration_20261124_023202_remove_rate_limit_hits from './20261124_023202_remove_rate_limit_hits';
import * as migration_20261124_054144_booking_email_owed from './20261124_054144_booking_email_owed';
import * as migration_20261127_042911_bookings_holds_index from './20261127_042911_bookings_holds_index';
import * as migration_20261127_154252_booking_flood_defences from './20261127_154252_booking_flood_defences';
import * as migration_20261127_232619_staff_service from './20261127_232619_staff_service';
import * as migration_20261128_020920_issue_35_reminders_waitlist_no_shows from './20261128_020920_issue_35_reminders_waitlist_no_shows';

export const migrations = [
  {
    up: migration_20261121_002726_initial.up,
    down: migration_20261121_002726_initial.down,
    name: '20261121_002726_initial',
  },
  {
    up: migration_20261121_025838_menus.up,
    down: migration_20261121_025838_menus.down,
    name: '20261121_025838_menus',
  },
  {
    up: migration_20261121_040844_booking.up,
    down: migration_20261121_040844_booking.down,
    name: '20261121_040844_booking',
  },
  {
    up: migration_20261123_170224_platform_jobs_bot_check.up,
    down: migration_20261123_170224_platform_jobs_bot_check.down,
    name: '20261123_170224_platform_jobs_bot_check',
  },
  {
    up: migration_20261123_195801_enquiries.up,
    down: migration_20261123_195801_enquiries.down,
    name: '20261123_195801_enquiries',
  },
  {
    up: migration_20261123_211629_careers.up,
    down: migration_20261123_211629_careers.down,
    name: '20261123_211629_careers',
  },
  {
    up: migration_20261123_213522_marketing.up,
    down: migration_20261123_213522_marketing.down,
    name: '20261123_213522_marketing',
  },
  {
    up: migration_20261123_232406_booking_details_erasable.up,
    down: migration_20261123_232406_booking_details_erasable.down,
    name: '20261123_232406_booking_details_erasable',
  },
  {
    up: migration_20261124_000803_careers_applications_inbox.up,
    down: migration_20261124_000803_careers_applications_inbox.down,
    name: '20261124_000803_careers_applications_inbox',
  },
  {
    up: migration_20261124_023202_remove_rate_limit_hits.up,
    down: migration_20261124_023202_remove_rate_limit_hits.down,
    name: '20261124_023202_remove_rate_limit_hits',
  },
  {
    up: migration_20261124_054144_booking_email_owed.up,
    down: migration_20261124_054144_booking_email_owed.down,
    name: '20261124_054144_booking_email_owed',
  },
  {
    up: migration_20261127_042911_bookings_holds_index.up,
    down: migration_20261127_042911_bookings_holds_index.down,
    name: '20261127_042911_bookings_holds_index',
  },
  {
    up: migration_20261127_154252_booking_flood_defences.up,
    down: migration_20261127_154252_booking_flood_defences.down,
    name: '20261127_154252_booking_flood_defences',
  },
  {
    up: migration_20261127_232619_staff_service.up,
    down: migration_20261127_232619_staff_service.down,
    name: '20261127_232619_staff_service',
  },
  {
    up: migration_20261128_020920_issue_35_reminders_waitlist_no_shows.up,
    down: migration_20261128_020920_issue_35_reminders_waitlist_no_shows.down,
    name: '20261128_020920_issue_35_reminders_waitlist_no_shows'
  },
];
