import * as migration_20261121_002729_initial from './20261121_002729_initial';
import * as migration_20261121_025843_menus from './20261121_025843_menus';
import * as migration_20261121_040848_booking from './20261121_040848_booking';
import * as migration_20261123_170323_platform_jobs_bot_check from './20261123_170323_platform_jobs_bot_check';
import * as migration_20261123_193720_booking_journey_form from './20261123_193720_booking_journey_form';
import * as migration_20261123_195724_enquiries from './20261123_195724_enquiries';
import * as migration_20261123_211756_careers from './20261123_211756_careers';
import * as migration_20261123_213450_marketing from './20261123_213450_marketing';
import * as migration_20261123_232420_booking_details_erasable from './20261123_232420_booking_details_erasable';
import * as migration_20261123_233424_delete_unconfirmed_sign_ups_task from './20261123_233424_delete_unconfirmed_sign_ups_task';
import * as migration_20261124_000822_careers_applications_inbox from './20261124_000822_careers_applications_inbox';
import * as migration_20261124_023237_remove_rate_limit_hits from './20261124_023237_remove_rate_limit_hits';
import * as migration_20261124_054154_booking_email_owed from './20261124_054154_booking_email_owed';
import * as migration_20261125_060047_card_guarantees_forgotten from './20261125_060047_card_guarantees_forgotten';
import * as migration_20261127_042905_bookings_holds_index from './20261127_042905_bookings_holds_index';
import * as migration_20261127_154301_booking_flood_defences from './20261127_154301_booking_flood_defences';
import * as migration_20261127_232614_staff_service from './20261127_232614_staff_service';
import * as migration_20261128_020934_issue_35_reminders_waitlist_no_shows from './20261128_020934_issue_35_reminders_waitlist_no_shows';
import * as migration_20261128_042302_outbox_retention from './20261128_042302_outbox_retention';

export const migrations = [
  {
    up: migration_20261121_002729_initial.up,
    down: migration_20261121_002729_initial.down,
    name: '20261121_002729_initial',
  },
  {
    up: migration_20261121_025843_menus.up,
    down: migration_20261121_025843_menus.down,
    name: '20261121_025843_menus',
  },
  {
    up: migration_20261121_040848_booking.up,
    down: migration_20261121_040848_booking.down,
    name: '20261121_040848_booking',
  },
  {
    up: migration_20261123_170323_platform_jobs_bot_check.up,
    down: migration_20261123_170323_platform_jobs_bot_check.down,
    name: '20261123_170323_platform_jobs_bot_check',
  },
  {
    up: migration_20261123_193720_booking_journey_form.up,
    down: migration_20261123_193720_booking_journey_form.down,
    name: '20261123_193720_booking_journey_form',
  },
  {
    up: migration_20261123_195724_enquiries.up,
    down: migration_20261123_195724_enquiries.down,
    name: '20261123_195724_enquiries',
  },
  {
    up: migration_20261123_211756_careers.up,
    down: migration_20261123_211756_careers.down,
    name: '20261123_211756_careers',
  },
  {
    up: migration_20261123_213450_marketing.up,
    down: migration_20261123_213450_marketing.down,
    name: '20261123_213450_marketing',
  },
  {
    up: migration_20261123_232420_booking_details_erasable.up,
    down: migration_20261123_232420_booking_details_erasable.down,
    name: '20261123_232420_booking_details_erasable',
  },
  {
    up: migration_20261123_233424_delete_unconfirmed_sign_ups_task.up,
    down: migration_20261123_233424_delete_unconfirmed_sign_ups_task.down,
    name: '20261123_233424_delete_unconfirmed_sign_ups_task',
  },
  {
    up: migration_20261124_000822_careers_applications_inbox.up,
    down: migration_20261124_000822_careers_applications_inbox.down,
    name: '20261124_000822_careers_applications_inbox',
  },
  {
    up: migration_20261124_023237_remove_rate_limit_hits.up,
    down: migration_20261124_023237_remove_rate_limit_hits.down,
    name: '20261124_023237_remove_rate_limit_hits',
  },
  {
    up: migration_20261124_054154_booking_email_owed.up,
    down: migration_20261124_054154_booking_email_owed.down,
    name: '20261124_054154_booking_email_owed',
  },
  {
    up: migration_20261125_060047_card_guarantees_forgotten.up,
    down: migration_20261125_060047_card_guarantees_forgotten.down,
    name: '20261125_060047_card_guarantees_forgotten',
  },
  {
    up: migration_20261127_042905_bookings_holds_index.up,
    down: migration_20261127_042905_bookings_holds_index.down,
    name: '20261127_042905_bookings_holds_index',
  },
  {
    up: migration_20261127_154301_booking_flood_defences.up,
    down: migration_20261127_154301_booking_flood_defences.down,
    name: '20261127_154301_booking_flood_defences',
  },
  {
    up: migration_20261127_232614_staff_service.up,
    down: migration_20261127_232614_staff_service.down,
    name: '20261127_232614_staff_service',
  },
  {
    up: migration_20261128_020934_issue_35_reminders_waitlist_no_shows.up,
    down: migration_20261128_020934_issue_35_reminders_waitlist_no_shows.down,
    name: '20261128_020934_issue_35_reminders_waitlist_no_shows',
  },
  {
    up: migration_20261128_042302_outbox_retention.up,
    down: migration_20261128_042302_outbox_retention.down,
    name: '20261128_042302_outbox_retention'
  },
];
