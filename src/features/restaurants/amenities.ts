/** What a restaurant can offer, as stored (value) and as diners and staff read it (label). */
export const amenities = [
  { value: 'wifi', label: 'Free Wi-Fi' },
  { value: 'wheelchair-access', label: 'Wheelchair access' },
  { value: 'accessible-toilet', label: 'Accessible toilet' },
  { value: 'baby-changing', label: 'Baby changing' },
  { value: 'high-chairs', label: 'High chairs' },
  { value: 'kids-menu', label: "Kids' menu" },
  { value: 'free-parking', label: 'Free parking' },
  { value: 'outdoor-seating', label: 'Outdoor seating' },
  { value: 'dog-friendly', label: 'Dog friendly' },
  { value: 'air-conditioning', label: 'Air conditioning' },
  { value: 'sports-screens', label: 'Live sport on screen' },
  { value: 'hearing-loop', label: 'Hearing loop' },
] as const;

const labels = new Map<string, string>(amenities.map(({ value, label }) => [value, label]));

export const amenityLabel = (value: string) => labels.get(value) ?? value;
