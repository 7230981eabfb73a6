import 'server-only';
import { botCheckClientConfig } from '@/features/bot-check/verify-bot-check';
import type { TileForms } from '@/components/ui/tiles';
import { enquiryFormContent } from '../enquiry-content';
import { ContactForm, GroupBookingForm } from './lazy-enquiry-forms.client';

/**
 * The enquiry forms a content page's tiles may hold (tile formType "group-booking" and "contact"), with what staff
 * set in the back-office. Read only for pages that have such a tile, so other pages do not wait for it.
 */
export async function enquiryTileForms(formTypes: readonly string[]): Promise<TileForms> {
  const wanted = { group: formTypes.includes('group-booking'), contact: formTypes.includes('contact') };
  if (!wanted.group && !wanted.contact) return {};
  const content = await enquiryFormContent();
  return {
    ...(wanted.group && {
      'group-booking': (
        <GroupBookingForm restaurants={content.restaurants} bookingTypes={content.bookingTypes} botCheck={botCheckClientConfig('group-booking')} />
      ),
    }),
    ...(wanted.contact && {
      contact: (
        <ContactForm
          restaurants={content.restaurants}
          contactTypes={content.contactTypes}
          contactReasons={content.contactReasons}
          botCheck={botCheckClientConfig('contact')}
        />
      ),
    }),
  };
}
