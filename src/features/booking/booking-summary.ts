/**
 * A booking as the diner reads it: in the confirmation email, the calendar file and the manage page.
 * Built by the service from the stored booking and its restaurant.
 */
export type BookingSummary = {
  reference: string;
  status: 'confirmed' | 'unconfirmed' | 'enquiry' | 'cancelled';
  /** An unconfirmed booking's table is released at this moment unless the diner confirms (null otherwise). */
  holdUntil: Date | null;
  kind: 'table' | 'event' | 'enquiry';
  restaurant: {
    title: string;
    storeId: number;
    address: { line1: string; line2: string | null; town: string; postcode: string };
    phone: string | null;
    email: string | null;
    /** Absolute URL of the restaurant page. */
    url: string;
  };
  occasionName: string;
  /** yyyy-mm-dd and HH:mm, London time, as booked. */
  bookingDate: string;
  time: string;
  startsAt: Date;
  endsAt: Date;
  adults: number;
  children: number;
  covers: number;
  areaName: string | null;
  menuName: string | null;
  upsells: { name: string; price: number }[];
  /** Every field null once the diner asked us to delete their data (docs/decisions/0026): the booking itself stays. */
  customer: { firstName: string | null; lastName: string | null; email: string | null; phoneNumber: string | null; specialRequest: string | null };
  /** Absolute URL of the page where the diner views and cancels the booking. */
  manageUrl: string;
};
