import type { DayHours, SeedRestaurant, SeedTile } from '../types';

/**
 * The demo chain: Marigold Grill is fictional. Towns, streets and landmarks are real; the restaurants, their
 * addresses within those streets, their awards and everything said about them are made up. Phone numbers are
 * in Ofcom's ranges kept for drama, so none of them rings anyone.
 */

/** One day's hours; click & collect closing only where it differs from the 21:00 default. */
const h = (open: string, close: string, clickCollectClose?: string): DayHours =>
  clickCollectClose ? { open, close, clickCollectClose } : { open, close };
const closed: DayHours = { open: 'Closed', close: 'Closed' };

const order = 'https://order.marigoldgrill.example';
/** Takeaway, click & collect and delivery links for a restaurant that offers them. */
const ordering = (slug: string, extraCourier = false) => ({
  takeawayUrl: `${order}/${slug}`,
  clickCollectUrl: `${order}/${slug}/collect`,
  deliveryLinks: [
    { provider: 'Delivery partner', url: `${order}/${slug}/delivery` },
    ...(extraCourier ? [{ provider: 'Local bike courier', url: `${order}/${slug}/delivery/bike` }] : []),
  ],
});

/** Festive dates for 2026 (Christmas Day is a Friday, New Year's Eve a Thursday). */
const christmasDay = {
  startDate: '2026-12-25',
  endDate: '2026-12-25',
  openTime: 'Closed',
  closeTime: 'Closed',
  note: 'Christmas Day: closed so the team can be at home',
};
const boxingDay = (openTime: string, closeTime: string, clickCollectClose?: string) => ({
  startDate: '2026-12-26',
  endDate: '2026-12-26',
  openTime,
  closeTime,
  ...(clickCollectClose ? { clickCollectClose } : {}),
  note: 'Boxing Day: shorter hours',
});
const newYearsEve = (openTime: string, note = "New Year's Eve: open until midnight") => ({
  startDate: '2026-12-31',
  endDate: '2026-12-31',
  openTime,
  closeTime: '00:00',
  note,
});
const newYearsDay = (openTime: string, closeTime: string) => ({
  startDate: '2027-01-01',
  endDate: '2027-01-01',
  openTime,
  closeTime,
  note: "New Year's Day: a late, lazy start",
});

const burger = 'hero-flame-grilled-burger.svg';
const plate = 'hero-sunny-plate.svg';
const cocktail = 'hero-cocktail.svg';
const family = 'hero-family-table.svg';
const marigolds = 'pattern-marigold.svg';

const bookTile = (heading = 'Book a table'): SeedTile => ({
  tileId: 'book',
  heading,
  body: 'Pick a day and a time and we will keep a table warm for you.',
  link: { linkText: 'Book now', linkUrl: '#booking' },
  backgroundColor: 'dark-grey',
  width: 'half',
  height: 'small',
});

export const restaurants: SeedRestaurant[] = [
  {
    storeId: 1001,
    title: 'Ashton Moss',
    slug: 'ashton-moss',
    city: 'ashton-under-lyne',
    cityName: 'Ashton-under-Lyne',
    lat: 53.4866,
    lng: -2.1236,
    enableBookings: true,
    clickCollect: true,
    bookATableWidgetId: 'MG-1001',
    address: { line1: 'Ashton Moss Leisure Park', line2: 'Lord Sheldon Way', town: 'Ashton-under-Lyne', postcode: 'OL7 0PG' },
    phone: '0161 496 0001',
    email: 'ashtonmoss@marigoldgrill.example',
    hours: {
      monday: h('11:30', '22:00'),
      tuesday: h('11:30', '22:00'),
      wednesday: h('11:30', '22:00'),
      thursday: h('11:30', '22:00'),
      friday: h('11:30', '23:00', '21:30'),
      saturday: h('11:00', '23:00', '21:30'),
      sunday: h('11:00', '21:30', '20:30'),
    },
    about: `Just off junction 23 of the M60, Ashton Moss is the Marigold Grill that knows its regulars by name. Families roll in after a film across the leisure park, five-a-side teams settle in for a post-match feed, and the tram stop is only a short walk away if you would rather leave the car at home.

Our kitchen team here are proud of their chargrill: burgers pressed by hand every morning, half chickens marinated overnight and **sweet potato fries** that disappear faster than we can cook them.

Can't stay? Order online and collect from the counter by the door, usually within twenty minutes.`,
    amenities: ['wifi', 'wheelchair-access', 'accessible-toilet', 'baby-changing', 'high-chairs', 'kids-menu', 'free-parking', 'sports-screens'],
    awards: [{ name: 'Community Champion Award', year: 2024 }],
    ...ordering('ashton-moss'),
    heroTiles: [
      {
        heading: 'Welcome to Ashton Moss',
        body: 'Flame-grilled favourites, bottomless soft drinks and plenty of room for the whole gang.',
        image: burger,
        backgroundColor: 'yellow',
        width: 'full',
        height: 'medium',
      },
      {
        heading: 'Cocktail hour',
        body: 'Two-for-one cocktails from 5pm, Sunday to Thursday, with a mocktail list the drivers love too.',
        image: cocktail,
        backgroundColor: 'dark-grey',
        width: 'full',
        height: 'medium',
      },
      {
        heading: 'Room for the whole gang',
        body: 'Birthday tables, team feeds and sharing platters for ten: tell us you are coming and we will set it up.',
        image: family,
        backgroundColor: 'off-white',
        width: 'full',
        height: 'medium',
      },
    ],
  },
  {
    storeId: 1002,
    title: 'Broughton',
    slug: 'broughton-shopping-park',
    city: 'broughton',
    cityName: 'Broughton',
    lat: 53.1672,
    lng: -2.9855,
    enableBookings: true,
    clickCollect: true,
    bookATableWidgetId: 'MG-1002',
    address: { line1: 'Broughton Shopping Park', line2: 'Broughton', town: 'Chester', postcode: 'CH4 0DP' },
    phone: '01632 960002',
    email: 'broughton@marigoldgrill.example',
    hours: {
      monday: h('11:30', '21:30'),
      tuesday: h('11:30', '21:30'),
      wednesday: h('11:30', '21:30'),
      thursday: h('11:30', '22:00'),
      friday: h('11:30', '22:30', '21:30'),
      saturday: h('11:00', '22:30', '21:30'),
      sunday: h('11:00', '21:00', '20:00'),
    },
    about: `On the Welsh side of the border, a few minutes from Chester, our Broughton restaurant is where shoppers put their bags down and their feet up. The village is better known for building aeroplane wings than for burgers, but we are doing our best to change that.

Expect a bright, airy dining room, friendly faces and a menu that runs from quick lunches to slow Sunday feasts. Little ones get colouring sheets, their own menu and a free scoop of ice cream with every kids' main.

Free parking is right outside, and click & collect orders are ready at the front desk.`,
    amenities: ['wifi', 'wheelchair-access', 'accessible-toilet', 'baby-changing', 'high-chairs', 'kids-menu', 'free-parking', 'air-conditioning'],
    ...ordering('broughton-shopping-park'),
    heroTiles: [
      {
        heading: 'Shop, stop, eat',
        body: 'The perfect pit stop between shops, with lunch on the table in no time.',
        image: plate,
        backgroundColor: 'blue',
        width: 'full',
        height: 'medium',
      },
      {
        heading: 'Kids eat well here',
        body: 'Their own menu, colouring sheets and a free scoop of ice cream with every kids’ main.',
        image: family,
        backgroundColor: 'off-white',
        width: 'full',
        height: 'medium',
      },
      {
        heading: 'Flame-grilled, every time',
        body: 'Burgers pressed by hand each morning and grilled over real flames when you order.',
        image: burger,
        backgroundColor: 'yellow',
        width: 'full',
        height: 'medium',
      },
    ],
  },
  {
    storeId: 1003,
    title: 'The Atrium',
    slug: 'the-atrium',
    city: 'camberley',
    cityName: 'Camberley',
    lat: 51.3378,
    lng: -0.744,
    enableBookings: true,
    clickCollect: true,
    bookATableWidgetId: 'MG-1003',
    address: { line1: 'The Atrium', line2: 'Park Street', town: 'Camberley', postcode: 'GU15 3SY' },
    phone: '01632 960003',
    email: 'theatrium@marigoldgrill.example',
    hours: {
      monday: h('11:30', '22:00'),
      tuesday: h('11:30', '22:00'),
      wednesday: h('11:30', '22:00'),
      thursday: h('11:30', '22:00'),
      friday: h('11:30', '23:00', '21:30'),
      saturday: h('11:30', '23:00', '21:30'),
      sunday: h('12:00', '21:30'),
    },
    about: `Tucked into the heart of Camberley town centre, The Atrium restaurant is handy for the station, the shops and an evening at the town's theatre. Our early-evening set menu is timed so you can eat well and still make curtain-up.

The dining room is all warm yellow booths and soft lighting, with a long bar serving our house lemonades, local ales and a short list of classic cocktails.

Heading home instead? Order online and pick up your food on the way back from the station.`,
    amenities: ['wifi', 'wheelchair-access', 'accessible-toilet', 'high-chairs', 'kids-menu', 'air-conditioning', 'hearing-loop'],
    ...ordering('the-atrium'),
    heroTiles: [
      {
        heading: 'Dinner before the show',
        body: 'Two courses, served with one eye on the clock, every evening from 17:00.',
        image: cocktail,
        backgroundColor: 'dark-grey',
        width: 'two-thirds',
        height: 'medium',
      },
      bookTile(),
    ],
  },
  {
    storeId: 1004,
    title: 'Cheshire Oaks',
    slug: 'cheshire-oaks',
    city: 'ellesmere-port',
    cityName: 'Ellesmere Port',
    lat: 53.2676,
    lng: -2.8842,
    enableBookings: true,
    clickCollect: true,
    bookATableWidgetId: 'MG-1004',
    address: { line1: 'Kinsey Road', line2: 'Cheshire Oaks', town: 'Ellesmere Port', postcode: 'CH65 9JJ' },
    phone: '0151 496 0004',
    email: 'cheshireoaks@marigoldgrill.example',
    hours: {
      monday: h('10:00', '21:00'),
      tuesday: h('10:00', '21:00'),
      wednesday: h('10:00', '21:00'),
      thursday: h('10:00', '21:30'),
      friday: h('10:00', '22:00', '21:00'),
      saturday: h('10:00', '22:00', '21:00'),
      sunday: h('10:00', '20:30', '20:00'),
    },
    dateOverrides: [christmasDay, boxingDay('10:00', '19:00', '18:00')],
    about: `A short hop from junction 10 of the M53, Cheshire Oaks is one of our busiest kitchens, and one of our favourites. We open early for shoppers who want a proper brunch before the crowds, and keep the grill going until the last bags are loaded into the boot.

Everything on our [menu](/menu) is cooked to order, from the marigold chicken wrap to the slow-cooked beef brisket stack. Ask the team about this month's specials; they are usually the first to try them.

Visiting the aquarium down the road, or the waterways museum in town? We are an easy stop on the way home.`,
    amenities: ['wifi', 'wheelchair-access', 'accessible-toilet', 'baby-changing', 'high-chairs', 'kids-menu', 'free-parking', 'outdoor-seating', 'dog-friendly'],
    awards: [
      { name: 'Local Flavour Award', year: 2025 },
      { name: 'Marigold Grill Team of the Year', year: 2024 },
    ],
    ...ordering('cheshire-oaks'),
    heroTiles: [
      {
        heading: 'Cheshire Oaks',
        body: 'Brunch from 10:00, flame-grilled lunches and dinners until late, and a terrace for sunny days (and dogs).',
        image: burger,
        backgroundColor: 'yellow',
        width: 'full',
        height: 'large',
        backgroundAnimationEffect: 'slow-zoom',
      },
      {
        heading: 'Brunch before the shops',
        body: 'From 10:00 every day: stacked pancakes, the big grill breakfast and proper coffee.',
        image: plate,
        backgroundColor: 'blue',
        width: 'full',
        height: 'large',
      },
      {
        heading: 'Cocktails on the terrace',
        body: 'Two-for-one from 5pm, and water bowls for four-legged guests.',
        image: cocktail,
        backgroundColor: 'dark-grey',
        width: 'full',
        height: 'large',
      },
      {
        key: 'social',
        heading: 'Cheshire Oaks on social',
        body: 'Our latest posts: tag us in yours.',
        backgroundColor: 'off-white',
        width: 'full',
      },
    ],
  },
  {
    storeId: 1005,
    title: 'Merry Hill',
    slug: 'merry-hill',
    city: 'dudley',
    cityName: 'Dudley',
    lat: 52.4817,
    lng: -2.1138,
    enableBookings: true,
    clickCollect: true,
    bookATableWidgetId: 'MG-1005',
    address: { line1: 'Merry Hill', town: 'Brierley Hill', postcode: 'DY5 1QX' },
    phone: '01632 960005',
    email: 'merryhill@marigoldgrill.example',
    hours: {
      monday: h('11:30', '21:30'),
      tuesday: h('11:30', '21:30'),
      wednesday: h('11:30', '21:30'),
      thursday: h('11:30', '22:00'),
      friday: h('11:30', '22:30', '21:30'),
      saturday: h('11:00', '22:30', '21:30'),
      sunday: h('11:00', '21:00'),
    },
    dateOverrides: [
      christmasDay,
      boxingDay('11:00', '20:00'),
      {
        startDate: '2027-01-11',
        endDate: '2027-01-15',
        openTime: 'Closed',
        closeTime: 'Closed',
        note: 'Closed for refurbishment: we reopen with a fresh new look on Saturday 16 January',
      },
    ],
    about: `Our Merry Hill restaurant sits a short stroll from the canal at the Waterfront, right in the Black Country heartland. It is a place for big family tables, birthday sundaes and loud, happy Saturdays.

In January we are closing for a few days to give the dining room a makeover: new booths, a brighter bar and a bigger play corner for the little ones. We will be back before you know it.

While we are closed, our friends at [Fosse Park](/restaurants/leicester/fosse-park) and [New Street](/restaurants/birmingham/new-street) will be happy to see you.`,
    amenities: ['wifi', 'wheelchair-access', 'accessible-toilet', 'baby-changing', 'high-chairs', 'kids-menu', 'free-parking', 'sports-screens'],
    ...ordering('merry-hill'),
    heroTiles: [
      {
        heading: 'A fresh look for the new year',
        body: 'We are closed from 11 to 15 January 2027 for refurbishment, and reopen on 16 January.',
        image: marigolds,
        backgroundColor: 'orange',
        width: 'full',
        height: 'medium',
      },
    ],
  },
  {
    storeId: 1006,
    title: 'Fosse Park',
    slug: 'fosse-park',
    city: 'leicester',
    cityName: 'Leicester',
    lat: 52.5985,
    lng: -1.1789,
    enableBookings: true,
    clickCollect: true,
    bookATableWidgetId: 'MG-1006',
    address: { line1: 'Fosse Park', line2: 'Enderby', town: 'Leicester', postcode: 'LE19 1HX' },
    phone: '0116 496 0006',
    email: 'fossepark@marigoldgrill.example',
    hours: {
      monday: h('11:30', '22:00'),
      tuesday: h('11:30', '22:00'),
      wednesday: h('11:30', '22:00'),
      thursday: h('11:30', '22:00'),
      friday: h('11:30', '22:30', '21:30'),
      saturday: h('10:30', '22:30', '21:30'),
      sunday: h('10:30', '21:00', '20:30'),
    },
    about: `Named after the old Roman road that runs nearby, Fosse Park is an easy detour off the M1 and M69, and the free car park means no circling for a space.

The team here have a soft spot for spice: try the **peri-peri half chicken** with a side of charred corn, or go mild with the honey-glazed version. Vegetarian and vegan plates get the same care as everything else on the grill.

On the way to the Space Centre or a day out in the city? Order ahead and we will have it bagged up when you arrive.`,
    amenities: ['wifi', 'wheelchair-access', 'accessible-toilet', 'baby-changing', 'high-chairs', 'kids-menu', 'free-parking', 'air-conditioning'],
    ...ordering('fosse-park'),
    heroTiles: [
      {
        heading: 'Fosse Park',
        body: 'Half chickens, whole flavour. Fresh off the grill, seven days a week.',
        image: plate,
        backgroundColor: 'green',
        width: 'full',
        height: 'medium',
      },
    ],
  },
  {
    storeId: 1007,
    title: 'The Printworks',
    slug: 'the-printworks',
    city: 'manchester',
    cityName: 'Manchester',
    lat: 53.4853,
    lng: -2.2416,
    enableBookings: true,
    clickCollect: false,
    bookATableWidgetId: 'MG-1007',
    address: { line1: 'The Printworks', line2: 'Withy Grove', town: 'Manchester', postcode: 'M4 2BS' },
    phone: '0161 496 0007',
    email: 'theprintworks@marigoldgrill.example',
    hours: {
      monday: h('12:00', '22:00'),
      tuesday: h('12:00', '22:00'),
      wednesday: h('12:00', '22:30'),
      thursday: h('12:00', '23:00'),
      friday: h('12:00', '00:00'),
      saturday: h('11:30', '00:00'),
      sunday: h('11:30', '22:00'),
    },
    dateOverrides: [christmasDay, boxingDay('12:00', '20:00'), newYearsEve('12:00'), newYearsDay('13:00', '21:00')],
    about: `Newspapers used to roll off the presses on Withy Grove; these days the building hums with cinema-goers, gig crowds and friends meeting before a night out. Our Printworks restaurant fits right in, with late opening at weekends and a bar that keeps going until midnight.

Start with loaded fries to share, move on to a double stack or a rack of sticky ribs, and finish with a warm cookie skillet. The cocktail list changes with the seasons.

Victoria station, Shudehill and the cathedral are all a few minutes' walk away, so getting home is easy.`,
    amenities: ['wifi', 'wheelchair-access', 'accessible-toilet', 'high-chairs', 'kids-menu', 'air-conditioning', 'sports-screens'],
    awards: [{ name: 'Marigold Grill Restaurant of the Year', year: 2025 }],
    heroTiles: [
      {
        heading: 'Late nights at The Printworks',
        body: 'Open until midnight on Fridays and Saturdays, with cocktails, sharing plates and the grill on full flame.',
        image: cocktail,
        backgroundColor: 'dark-grey',
        width: 'full',
        height: 'large',
        animationEffect: 'fade-in',
      },
    ],
  },
  {
    storeId: 1008,
    title: 'Metrocentre',
    slug: 'metrocentre',
    city: 'gateshead',
    cityName: 'Gateshead',
    lat: 54.9585,
    lng: -1.6664,
    enableBookings: true,
    clickCollect: true,
    bookATableWidgetId: 'MG-1008',
    address: { line1: 'Metrocentre', town: 'Gateshead', postcode: 'NE11 9YG' },
    phone: '0191 498 0008',
    email: 'metrocentre@marigoldgrill.example',
    hours: {
      monday: h('11:00', '21:30'),
      tuesday: h('11:00', '21:30'),
      wednesday: h('11:00', '21:30'),
      thursday: h('11:00', '22:00'),
      friday: h('11:00', '22:30', '21:30'),
      saturday: h('10:30', '22:30', '21:30'),
      sunday: h('10:30', '20:30', '20:00'),
    },
    about: `On the south bank of the Tyne, our Metrocentre restaurant is a favourite for a shopping-day lunch or a family tea after the cinema. There is plenty of parking, and the Angel of the North is only a short drive away if you fancy a detour on the way home.

Our Geordie team will tell you the **BBQ pulled-pork stack** is the best thing on the menu. They might be right, but the crispy halloumi burger has its fans too.

Kids eat from their own menu, with a drink and a pudding included.`,
    amenities: ['wifi', 'wheelchair-access', 'accessible-toilet', 'baby-changing', 'high-chairs', 'kids-menu', 'free-parking', 'air-conditioning'],
    ...ordering('metrocentre'),
    heroTiles: [
      {
        heading: 'Metrocentre',
        body: 'Shopping, cinema, then a proper feed. We will save you a seat.',
        image: family,
        backgroundColor: 'green',
        width: 'full',
        height: 'medium',
      },
    ],
  },
  {
    storeId: 1009,
    title: 'Eldon Square',
    slug: 'eldon-square',
    city: 'newcastle',
    cityName: 'Newcastle upon Tyne',
    lat: 54.9749,
    lng: -1.6153,
    enableBookings: true,
    clickCollect: false,
    bookATableWidgetId: 'MG-1009',
    address: { line1: 'Eldon Square', town: 'Newcastle upon Tyne', postcode: 'NE1 7JB' },
    phone: '0191 498 0009',
    email: 'eldonsquare@marigoldgrill.example',
    hours: {
      monday: h('11:30', '22:00'),
      tuesday: h('11:30', '22:00'),
      wednesday: h('11:30', '22:00'),
      thursday: h('11:30', '22:30'),
      friday: h('11:30', '23:30'),
      saturday: h('11:00', '00:00'),
      sunday: h('11:00', '21:30'),
    },
    dateOverrides: [christmasDay, boxingDay('12:00', '20:00'), newYearsEve('11:30')],
    about: `Right in the middle of the city, a few steps from Grey's Monument and the Haymarket, Eldon Square is where Newcastle meets for lunch. On match days the place fills with black-and-white shirts heading up the hill to St James' Park, so book ahead if you can.

We are open until midnight on Saturdays, with the grill running late and a menu of sharing boards made for big groups.

Celebrating something? Tell us when you [book](#booking) and we will bring out a candle with your pudding.`,
    amenities: ['wifi', 'wheelchair-access', 'accessible-toilet', 'baby-changing', 'high-chairs', 'kids-menu', 'sports-screens', 'hearing-loop'],
    awards: [{ name: 'Family Welcome Award', year: 2024 }],
    heroTiles: [
      {
        heading: 'Eldon Square',
        body: 'In the heart of the city, open late on Saturdays.',
        image: burger,
        backgroundColor: 'yellow',
        width: 'two-thirds',
        height: 'medium',
      },
      bookTile('Match day? Book ahead'),
    ],
  },
  {
    storeId: 1010,
    title: 'Gunwharf Quays',
    slug: 'gunwharf-quays',
    city: 'portsmouth',
    cityName: 'Portsmouth',
    lat: 50.796,
    lng: -1.108,
    enableBookings: true,
    clickCollect: false,
    bookATableWidgetId: 'MG-1010',
    address: { line1: 'Gunwharf Quays', town: 'Portsmouth', postcode: 'PO1 3TZ' },
    phone: '01632 960010',
    email: 'gunwharfquays@marigoldgrill.example',
    hours: {
      monday: h('11:30', '22:00'),
      tuesday: h('11:30', '22:00'),
      wednesday: h('11:30', '22:00'),
      thursday: h('11:30', '22:00'),
      friday: h('11:30', '23:00'),
      saturday: h('11:00', '23:00'),
      sunday: h('11:00', '22:00'),
    },
    about: `Watch the ferries come and go from our waterfront tables at Gunwharf Quays, with the Spinnaker Tower rising over the harbour. On a fine day the terrace is the best seat in Portsmouth; on a grey one, the dining room is warm and bright.

Our seafront specials bring a little coastal flavour to the grill, with **chargrilled fish tacos** and a lemony seafood skewer alongside the burgers you know and love.

Old Portsmouth, the historic dockyard and the train station are all within easy walking distance.`,
    amenities: ['wifi', 'wheelchair-access', 'accessible-toilet', 'baby-changing', 'high-chairs', 'kids-menu', 'outdoor-seating', 'dog-friendly'],
    awards: [{ name: 'Great Service Award', year: 2026 }],
    heroTiles: [
      {
        heading: 'Harbour views, flame-grilled food',
        body: 'Grab a table on the terrace and watch the boats go by.',
        image: plate,
        backgroundColor: 'blue',
        width: 'full',
        height: 'large',
      },
    ],
  },
  {
    storeId: 1011,
    title: 'Piccadilly Gardens',
    slug: 'piccadilly-gardens',
    city: 'manchester',
    cityName: 'Manchester',
    lat: 53.4809,
    lng: -2.2368,
    enableBookings: true,
    clickCollect: true,
    bookATableWidgetId: 'MG-1011',
    address: { line1: 'Piccadilly Gardens', town: 'Manchester', postcode: 'M1 1RN' },
    phone: '0161 496 0011',
    email: 'piccadillygardens@marigoldgrill.example',
    hours: {
      monday: h('08:00', '22:00'),
      tuesday: h('08:00', '22:00'),
      wednesday: h('08:00', '22:00'),
      thursday: h('08:00', '22:30'),
      friday: h('08:00', '23:00', '21:30'),
      saturday: h('08:00', '23:00', '21:30'),
      sunday: h('09:00', '21:30', '20:30'),
    },
    dateOverrides: [christmasDay, boxingDay('10:00', '20:00', '19:00'), newYearsEve('08:00')],
    about: `Our second Manchester home looks out over Piccadilly Gardens, with trams gliding past the windows and the Northern Quarter just around the corner. We open at 08:00 six days a week for **breakfast from the grill**: smoky bacon baps, veggie hash and the best flat white on the square.

By lunchtime it is all wraps and burgers for office workers and shoppers, and in the evening the lights go down and the cocktails come out.

Piccadilly station is a five-minute walk, so there is always time for one more.`,
    amenities: ['wifi', 'wheelchair-access', 'accessible-toilet', 'baby-changing', 'high-chairs', 'kids-menu', 'air-conditioning', 'hearing-loop'],
    ...ordering('piccadilly-gardens', true),
    heroTiles: [
      {
        heading: 'Breakfast on the square',
        body: 'Grill-fired breakfasts from 08:00, every day but Sunday (when we give ourselves an extra hour).',
        image: plate,
        backgroundColor: 'orange',
        width: 'half',
        height: 'medium',
      },
      {
        heading: 'Order to collect',
        body: 'Skip the queue: order online and pick up at the counter.',
        image: burger,
        link: { linkText: 'Start your order', linkUrl: `${order}/piccadilly-gardens/collect`, openInNewTab: true },
        backgroundColor: 'yellow',
        width: 'half',
        height: 'medium',
      },
    ],
  },
  {
    storeId: 1012,
    title: 'Covent Garden',
    slug: 'covent-garden',
    city: 'london',
    cityName: 'London',
    lat: 51.5117,
    lng: -0.123,
    enableBookings: true,
    clickCollect: false,
    bookATableWidgetId: 'MG-1012',
    address: { line1: 'Henrietta Street', line2: 'Covent Garden', town: 'London', postcode: 'WC2E 8RF' },
    phone: '020 7946 0012',
    email: 'coventgarden@marigoldgrill.example',
    hours: {
      monday: h('11:30', '22:30'),
      tuesday: h('11:30', '22:30'),
      wednesday: h('11:30', '23:00'),
      thursday: h('11:30', '23:00'),
      friday: h('11:30', '00:00'),
      saturday: h('11:00', '00:00'),
      sunday: h('11:00', '22:00'),
    },
    dateOverrides: [christmasDay, boxingDay('12:00', '21:00'), newYearsEve('11:30')],
    about: `A few steps from the piazza, where the street performers draw a crowd whatever the weather, our Covent Garden restaurant is made for pre-theatre dinners and late suppers after the curtain falls.

Our **theatreland set menu** runs from 17:00 to 18:30: two courses and a soft drink, served promptly so you never miss the opening number. After the show, come back for cocktails and a sharing board until midnight at weekends.

The Royal Opera House, the Strand and the river are all a short stroll away.`,
    amenities: ['wifi', 'wheelchair-access', 'accessible-toilet', 'high-chairs', 'kids-menu', 'air-conditioning', 'hearing-loop'],
    awards: [{ name: 'Great Service Award', year: 2025 }],
    heroTiles: [
      {
        heading: 'Covent Garden',
        body: 'Before the show, after the show, or instead of the show.',
        image: cocktail,
        backgroundColor: 'red',
        width: 'full',
        height: 'large',
        animationEffect: 'slide-up',
      },
    ],
  },
  {
    storeId: 1013,
    title: "King's Cross",
    slug: 'kings-cross',
    city: 'london',
    cityName: 'London',
    lat: 51.5354,
    lng: -0.125,
    enableBookings: true,
    clickCollect: false,
    bookATableWidgetId: 'MG-1013',
    address: { line1: 'Granary Square', line2: "King's Cross", town: 'London', postcode: 'N1C 4AB' },
    phone: '020 7946 0013',
    email: 'kingscross@marigoldgrill.example',
    hours: {
      monday: h('08:00', '22:00'),
      tuesday: h('08:00', '22:00'),
      wednesday: h('08:00', '22:00'),
      thursday: h('08:00', '22:30'),
      friday: h('08:00', '23:00'),
      saturday: h('10:00', '23:00'),
      sunday: h('10:00', '21:30'),
    },
    about: `Beside the canal and the dancing fountains of Granary Square, our King's Cross restaurant is the perfect first or last stop on a journey. We open at 08:00 on weekdays with breakfast and good coffee for commuters, and at 10:00 at weekends for a slower brunch.

Students, travellers and people who work nearby share long tables under big industrial windows. The menu leans fresh and light at lunch, then fires up for dinner.

King's Cross and St Pancras stations are a few minutes' walk, so keep an eye on the departure board.`,
    amenities: ['wifi', 'wheelchair-access', 'accessible-toilet', 'baby-changing', 'high-chairs', 'kids-menu', 'outdoor-seating', 'dog-friendly'],
    heroTiles: [
      {
        heading: 'By the canal at King\u2019s Cross',
        body: 'Breakfast from 08:00 on weekdays, brunch from 10:00 at weekends.',
        image: plate,
        backgroundColor: 'off-white',
        width: 'full',
        height: 'medium',
      },
    ],
  },
  {
    storeId: 1014,
    title: 'Canary Wharf',
    slug: 'canary-wharf',
    city: 'london',
    cityName: 'London',
    lat: 51.5049,
    lng: -0.0195,
    enableBookings: true,
    clickCollect: true,
    bookATableWidgetId: 'MG-1014',
    address: { line1: 'Canada Square', line2: 'Canary Wharf', town: 'London', postcode: 'E14 5AB' },
    phone: '020 7946 0014',
    email: 'canarywharf@marigoldgrill.example',
    hours: {
      monday: h('11:00', '22:00', '21:30'),
      tuesday: h('11:00', '22:00', '21:30'),
      wednesday: h('11:00', '22:00', '21:30'),
      thursday: h('11:00', '22:30', '21:30'),
      friday: h('11:00', '22:30', '21:30'),
      saturday: h('12:00', '21:00'),
      sunday: closed,
    },
    about: `Surrounded by glass towers and quiet docks, our Canary Wharf restaurant runs to the rhythm of the working week. Lunchtime is fast and friendly, with grill bowls and wraps ready to eat in or carry back to your desk.

After work, team drinks turn into dinner more often than not. We take bookings for groups of up to thirty, with set menus that make splitting the bill painless.

We are **closed on Sundays** so our team get a proper weekend too. The Jubilee line and the Elizabeth line are both close by.`,
    amenities: ['wifi', 'wheelchair-access', 'accessible-toilet', 'high-chairs', 'air-conditioning', 'sports-screens', 'hearing-loop'],
    ...ordering('canary-wharf', true),
    heroTiles: [
      {
        heading: 'Lunch, sorted',
        body: 'Order by 11:45 and collect on your break, or let our delivery partner bring it up to the office.',
        image: burger,
        link: { linkText: 'Order for collection', linkUrl: `${order}/canary-wharf/collect`, openInNewTab: true },
        backgroundColor: 'yellow',
        width: 'full',
        height: 'medium',
      },
    ],
  },
  {
    storeId: 1015,
    title: 'Sherwood Forest',
    slug: 'sherwood-forest',
    city: 'center-parcs',
    cityName: 'Center Parcs',
    lat: 53.212,
    lng: -1.059,
    enableBookings: false,
    clickCollect: false,
    bookATableWidgetId: 'MG-1015',
    address: { line1: 'Center Parcs Sherwood Forest', line2: 'Rufford', town: 'Newark', postcode: 'NG22 9DN' },
    phone: '01632 960015',
    email: 'sherwoodforest@marigoldgrill.example',
    hours: {
      monday: h('08:00', '21:30'),
      tuesday: h('08:00', '21:30'),
      wednesday: h('08:00', '21:30'),
      thursday: h('08:00', '21:30'),
      friday: h('08:00', '22:00'),
      saturday: h('08:00', '22:00'),
      sunday: h('08:00', '21:30'),
    },
    dateOverrides: [
      {
        startDate: '2026-12-25',
        endDate: '2026-12-25',
        openTime: '12:00',
        closeTime: '18:00',
        note: 'Christmas Day: festive lunch for guests staying in the village',
      },
      newYearsEve('08:00', "New Year's Eve: breakfast through to midnight"),
    ],
    about: `Deep in the pines of Nottinghamshire, our Sherwood Forest restaurant is only for guests staying in the holiday village. Cycle over for a big breakfast before a day on the trails, or come back at dusk for a flame-grilled dinner with muddy boots welcome.

The forest around here is the country of the Robin Hood stories, and the ancient Major Oak near Edwinstowe is well worth a visit. Our outlaw-sized mixed grill is named in its honour.

Tables here are reserved through your holiday booking rather than on this website, and walk-ins are always welcome when there is space.`,
    amenities: ['wifi', 'wheelchair-access', 'accessible-toilet', 'baby-changing', 'high-chairs', 'kids-menu', 'outdoor-seating'],
    heroTiles: [
      {
        heading: 'Breakfast in the forest',
        body: 'From 08:00 every day for guests staying in the village. Reserve a table through your holiday booking.',
        image: family,
        backgroundColor: 'green',
        width: 'full',
        height: 'medium',
      },
    ],
  },
  {
    storeId: 1016,
    title: 'Longleat Forest',
    slug: 'longleat-forest',
    city: 'center-parcs',
    cityName: 'Center Parcs',
    lat: 51.187,
    lng: -2.267,
    enableBookings: false,
    clickCollect: false,
    bookATableWidgetId: 'MG-1016',
    address: { line1: 'Center Parcs Longleat Forest', town: 'Warminster', postcode: 'BA12 7PU' },
    phone: '01632 960016',
    email: 'longleatforest@marigoldgrill.example',
    hours: {
      monday: h('08:00', '21:00'),
      tuesday: h('08:00', '21:00'),
      wednesday: h('08:00', '21:00'),
      thursday: h('08:00', '21:00'),
      friday: h('08:00', '22:00'),
      saturday: h('08:00', '22:00'),
      sunday: h('08:00', '21:00'),
    },
    about: `Among the rolling Wiltshire woods, our Longleat Forest restaurant is a cosy base for families on a short break in the village. Expect pancakes stacked high in the morning and sizzling platters in the evening, with a menu for little explorers who have worn themselves out on the trails.

Bikes can be parked just outside, and there is a corner of books and games for rainy afternoons.

Tables are reserved through your holiday booking, not through this website. Please speak to the team if anyone in your party has an allergy; we are always glad to help.`,
    amenities: ['wifi', 'wheelchair-access', 'accessible-toilet', 'baby-changing', 'high-chairs', 'kids-menu'],
    heroTiles: [
      {
        heading: 'Longleat Forest',
        body: 'Pancakes in the morning, platters at night, and a warm welcome for muddy explorers.',
        image: plate,
        backgroundColor: 'off-white',
        width: 'full',
        height: 'medium',
      },
    ],
  },
  {
    storeId: 1017,
    title: 'Briggate',
    slug: 'briggate',
    city: 'leeds',
    cityName: 'Leeds',
    lat: 53.7971,
    lng: -1.5421,
    enableBookings: true,
    clickCollect: true,
    bookATableWidgetId: 'MG-1017',
    address: { line1: 'Briggate', town: 'Leeds', postcode: 'LS1 6HD' },
    phone: '0113 496 0017',
    email: 'briggate@marigoldgrill.example',
    hours: {
      monday: h('11:30', '22:00'),
      tuesday: h('11:30', '22:00'),
      wednesday: h('11:30', '22:00'),
      thursday: h('11:30', '22:30'),
      friday: h('11:30', '23:00', '21:30'),
      saturday: h('09:00', '23:00', '21:30'),
      sunday: h('09:00', '21:30', '21:00'),
    },
    dateOverrides: [christmasDay, newYearsEve('11:30')],
    about: `On Leeds' busiest shopping street, between the Victorian arcades and the market, our Briggate restaurant is a welcome pause in a busy day. At weekends we open at 09:00 for **grill-house brunch**, with buttermilk pancakes and a full breakfast that will see you through to teatime.

Weekday lunches are quick and generous, and in the evening the dining room fills with friends meeting before a gig or a show.

The station is a ten-minute walk, and click & collect orders are ready at the front.`,
    amenities: ['wifi', 'wheelchair-access', 'accessible-toilet', 'baby-changing', 'high-chairs', 'kids-menu', 'air-conditioning'],
    ...ordering('briggate'),
    heroTiles: [
      {
        heading: 'Weekend brunch in Leeds',
        body: 'Pancakes, eggs and a proper fry-up from 09:00 on Saturdays and Sundays.',
        image: plate,
        backgroundColor: 'pink',
        width: 'full',
        height: 'medium',
      },
    ],
  },
  {
    storeId: 1018,
    title: 'Division Street',
    slug: 'division-street',
    city: 'sheffield',
    cityName: 'Sheffield',
    lat: 53.3804,
    lng: -1.4773,
    enableBookings: true,
    clickCollect: true,
    bookATableWidgetId: 'MG-1018',
    address: { line1: 'Division Street', town: 'Sheffield', postcode: 'S1 4GF' },
    phone: '0114 496 0018',
    email: 'divisionstreet@marigoldgrill.example',
    hours: {
      monday: h('12:00', '22:00'),
      tuesday: h('12:00', '22:00'),
      wednesday: h('12:00', '22:00'),
      thursday: h('12:00', '22:30'),
      friday: h('12:00', '23:00', '21:30'),
      saturday: h('11:30', '23:00', '21:30'),
      sunday: h('11:30', '21:30'),
    },
    about: `Division Street has long been home to Sheffield's independent shops and bars, and we are happy to be part of the mix. Devonshire Green is at the end of the road for a sunny-day sit-down, and City Hall is just around the corner.

Our Sheffield kitchen has a reputation for big flavours: try the **smoky chipotle burger** with a side of crispy onion rings, then argue about whether the relish needs a drop of the local hot sauce.

Students get a discount from Monday to Thursday; just show your card.`,
    amenities: ['wifi', 'wheelchair-access', 'accessible-toilet', 'high-chairs', 'kids-menu', 'sports-screens', 'dog-friendly'],
    ...ordering('division-street', true),
    heroTiles: [
      {
        heading: 'Division Street',
        body: 'Big flavours, good music and the grill fired up from noon.',
        image: burger,
        backgroundColor: 'red',
        width: 'full',
        height: 'medium',
      },
    ],
  },
  {
    storeId: 1019,
    title: 'Old Market Square',
    slug: 'old-market-square',
    city: 'nottingham',
    cityName: 'Nottingham',
    lat: 52.953,
    lng: -1.1498,
    enableBookings: true,
    clickCollect: true,
    bookATableWidgetId: 'MG-1019',
    address: { line1: 'Old Market Square', town: 'Nottingham', postcode: 'NG1 2BY' },
    phone: '0115 496 0019',
    email: 'oldmarketsquare@marigoldgrill.example',
    hours: {
      monday: h('11:30', '22:00'),
      tuesday: h('11:30', '22:00'),
      wednesday: h('11:30', '22:00'),
      thursday: h('11:30', '22:00'),
      friday: h('11:30', '23:00', '21:00'),
      saturday: h('11:00', '23:00', '21:00'),
      sunday: h('11:00', '21:30'),
    },
    about: `Meet us by the lions. Our Nottingham restaurant overlooks Old Market Square and the grand Council House, with trams stopping almost at the door.

In winter the square sparkles with festive lights and we serve spiced apple punch alongside the grill. In summer, grab a window seat and watch the city go by.

The castle, the caves and the Lace Market are all within a short walk, so come hungry after a day of exploring.`,
    amenities: ['wifi', 'wheelchair-access', 'accessible-toilet', 'baby-changing', 'high-chairs', 'kids-menu', 'air-conditioning'],
    ...ordering('old-market-square'),
    heroTiles: [
      {
        heading: 'Meet us by the lions',
        body: 'Overlooking Old Market Square, in the heart of Nottingham.',
        image: family,
        backgroundColor: 'yellow',
        width: 'full',
        height: 'medium',
      },
    ],
  },
  {
    storeId: 1020,
    title: 'New Street',
    slug: 'new-street',
    city: 'birmingham',
    cityName: 'Birmingham',
    lat: 52.4793,
    lng: -1.8975,
    enableBookings: true,
    clickCollect: true,
    bookATableWidgetId: 'MG-1020',
    address: { line1: 'New Street', town: 'Birmingham', postcode: 'B2 4QA' },
    phone: '0121 496 0020',
    email: 'newstreet@marigoldgrill.example',
    hours: {
      monday: h('11:30', '22:00'),
      tuesday: h('11:30', '22:00'),
      wednesday: h('11:30', '22:00'),
      thursday: h('11:30', '22:30'),
      friday: h('11:30', '23:00', '21:30'),
      saturday: h('11:00', '23:00', '21:30'),
      sunday: h('11:30', '21:30', '21:00'),
    },
    about: `Halfway between Victoria Square and the Rotunda, our New Street restaurant is right where Birmingham shops, works and catches its trains. We are busy from the moment the doors open, and we like it that way.

The chefs here cook with a bit of Brummie swagger: the **Balti-spiced chicken skewers** are a nod to the city's famous curry houses, and the vegan mushroom and lentil burger has won over plenty of meat-eaters.

Groups of up to twenty can book the mezzanine; just mention it when you reserve.`,
    amenities: ['wifi', 'wheelchair-access', 'accessible-toilet', 'baby-changing', 'high-chairs', 'kids-menu', 'air-conditioning', 'hearing-loop'],
    awards: [{ name: 'Local Flavour Award', year: 2024 }],
    ...ordering('new-street', true),
    heroTiles: [
      {
        heading: 'New Street, Birmingham',
        body: 'Right in the middle of everything, and open seven days a week.',
        image: burger,
        backgroundColor: 'orange',
        width: 'two-thirds',
        height: 'medium',
      },
      bookTile('Bring the whole crew'),
    ],
  },
  {
    storeId: 1021,
    title: 'Harbourside',
    slug: 'harbourside',
    city: 'bristol',
    cityName: 'Bristol',
    lat: 51.4506,
    lng: -2.5986,
    enableBookings: true,
    clickCollect: false,
    bookATableWidgetId: 'MG-1021',
    address: { line1: 'Canons Way', line2: 'Harbourside', town: 'Bristol', postcode: 'BS1 5DB' },
    phone: '0117 496 0021',
    email: 'harbourside@marigoldgrill.example',
    hours: {
      monday: h('11:30', '22:00'),
      tuesday: h('11:30', '22:00'),
      wednesday: h('11:30', '22:00'),
      thursday: h('11:30', '22:30'),
      friday: h('11:30', '23:00'),
      saturday: h('10:30', '23:00'),
      sunday: h('10:30', '22:00'),
    },
    dateOverrides: [christmasDay, boxingDay('12:00', '20:00')],
    about: `On the edge of the Floating Harbour, our Bristol restaurant has a front-row view of the water, from little yellow ferries to paddleboarders braving the chill. The SS Great Britain is just across the harbour, and the museums along the quayside make a great morning before lunch.

Our terrace heaters go on from October, so outdoor dining is on the cards for most of the year. Dogs are welcome outside and in the bar area.

Bristol's love of good food keeps our kitchen on its toes: look out for specials made with cider and cheese from the West Country.`,
    amenities: ['wifi', 'wheelchair-access', 'accessible-toilet', 'baby-changing', 'high-chairs', 'kids-menu', 'outdoor-seating', 'dog-friendly'],
    heroTiles: [
      {
        heading: 'On the harbour in Bristol',
        body: 'Heated terrace, water views and the grill going all day.',
        image: plate,
        backgroundColor: 'blue',
        width: 'full',
        height: 'large',
      },
    ],
  },
  {
    storeId: 1022,
    title: 'St Mary Street',
    slug: 'st-mary-street',
    city: 'cardiff',
    cityName: 'Cardiff',
    lat: 51.4783,
    lng: -3.1776,
    enableBookings: true,
    clickCollect: true,
    bookATableWidgetId: 'MG-1022',
    address: { line1: 'St Mary Street', town: 'Cardiff', postcode: 'CF10 1FA' },
    phone: '029 2018 0022',
    email: 'stmarystreet@marigoldgrill.example',
    hours: {
      monday: h('11:30', '22:00'),
      tuesday: h('11:30', '22:00'),
      wednesday: h('11:30', '22:00'),
      thursday: h('11:30', '22:30'),
      friday: h('11:30', '23:30', '21:30'),
      saturday: h('11:00', '23:30', '21:30'),
      sunday: h('11:30', '21:30'),
    },
    about: `Croeso! Our Cardiff restaurant is a stone's throw from the national stadium, so on international weekends the whole street sings. Book early for match days: we open at 11:00 and the big screens are on from kick-off.

On quieter days the castle and Bute Park are just up the road, and the arcades are perfect for a wander before lunch.

We have a proper Welsh welcome for families too, with a kids' menu, high chairs and plenty of crayons.`,
    amenities: ['wifi', 'wheelchair-access', 'accessible-toilet', 'baby-changing', 'high-chairs', 'kids-menu', 'sports-screens', 'air-conditioning'],
    ...ordering('st-mary-street'),
    heroTiles: [
      {
        heading: 'Croeso i Gaerdydd',
        body: 'Welcome to Cardiff: match days, family days and everything in between.',
        image: family,
        backgroundColor: 'red',
        width: 'full',
        height: 'medium',
      },
    ],
  },
  {
    storeId: 1023,
    title: 'Buchanan Street',
    slug: 'buchanan-street',
    city: 'glasgow',
    cityName: 'Glasgow',
    lat: 55.8613,
    lng: -4.2531,
    enableBookings: true,
    clickCollect: false,
    bookATableWidgetId: 'MG-1023',
    address: { line1: 'Buchanan Street', town: 'Glasgow', postcode: 'G1 3HL' },
    phone: '0141 496 0023',
    email: 'buchananstreet@marigoldgrill.example',
    hours: {
      monday: h('11:30', '22:00'),
      tuesday: h('11:30', '22:00'),
      wednesday: h('11:30', '22:30'),
      thursday: h('11:30', '23:00'),
      friday: h('11:30', '00:00'),
      saturday: h('11:00', '00:00'),
      sunday: h('12:00', '22:00'),
    },
    dateOverrides: [christmasDay, newYearsEve('11:30', 'Hogmanay: open until the bells')],
    about: `Glasgow's favourite shopping street runs right past our door, with buskers, bagpipes and the occasional flash mob for company. We are a short walk from George Square and Queen Street station, and the subway is practically next door.

Weekends here go late: the grill stays lit until midnight on Fridays and Saturdays, and the bar mixes a **marigold sour** that has become something of a local legend.

Seeing in the new year in the city? We are open until the bells on Hogmanay.`,
    amenities: ['wifi', 'wheelchair-access', 'accessible-toilet', 'high-chairs', 'kids-menu', 'air-conditioning', 'sports-screens'],
    heroTiles: [
      {
        heading: 'Late nights on Buchanan Street',
        body: 'Open until midnight on Fridays and Saturdays.',
        image: cocktail,
        backgroundColor: 'dark-grey',
        width: 'full',
        height: 'medium',
      },
    ],
  },
  {
    storeId: 1024,
    title: 'St Andrew Square',
    slug: 'st-andrew-square',
    city: 'edinburgh',
    cityName: 'Edinburgh',
    lat: 55.9544,
    lng: -3.1928,
    enableBookings: true,
    clickCollect: false,
    bookATableWidgetId: 'MG-1024',
    address: { line1: 'St Andrew Square', town: 'Edinburgh', postcode: 'EH2 2AD' },
    phone: '0131 496 0024',
    email: 'standrewsquare@marigoldgrill.example',
    hours: {
      monday: h('11:30', '22:00'),
      tuesday: h('11:30', '22:00'),
      wednesday: h('11:30', '22:00'),
      thursday: h('11:30', '22:30'),
      friday: h('11:30', '23:00'),
      saturday: h('11:00', '23:00'),
      sunday: h('11:00', '22:00'),
    },
    dateOverrides: [christmasDay, newYearsEve('11:30', 'Hogmanay: open until midnight')],
    about: `At the eastern end of the New Town, St Andrew Square is a leafy patch of calm just minutes from Princes Street and Waverley station. Our restaurant looks out over the gardens, and the tram stops right outside.

In August, when the festival takes over the city, we open a little earlier and serve a quick **Fringe lunch** for people dashing between shows. In winter, it is all about warming stews from the grill and hot chocolate with a marigold-orange twist.

The castle, the Royal Mile and Calton Hill are all within easy walking distance.`,
    amenities: ['wifi', 'wheelchair-access', 'accessible-toilet', 'baby-changing', 'high-chairs', 'kids-menu', 'hearing-loop'],
    awards: [{ name: 'Great Service Award', year: 2024 }],
    heroTiles: [
      {
        heading: 'Edinburgh',
        body: 'Overlooking the gardens of St Andrew Square, with the tram at the door.',
        image: marigolds,
        backgroundColor: 'yellow',
        width: 'full',
        height: 'medium',
      },
    ],
  },
  {
    storeId: 1025,
    title: 'Bold Street',
    slug: 'bold-street',
    city: 'liverpool',
    cityName: 'Liverpool',
    lat: 53.402,
    lng: -2.979,
    enableBookings: true,
    clickCollect: true,
    bookATableWidgetId: 'MG-1025',
    address: { line1: 'Bold Street', town: 'Liverpool', postcode: 'L1 4DS' },
    phone: '0151 496 0025',
    email: 'boldstreet@marigoldgrill.example',
    hours: {
      monday: h('11:30', '22:00'),
      tuesday: h('11:30', '22:00'),
      wednesday: h('11:30', '22:00'),
      thursday: h('11:30', '22:30'),
      friday: h('11:30', '23:30', '21:30'),
      saturday: h('10:30', '23:30', '21:30'),
      sunday: h('10:30', '21:30', '21:00'),
    },
    about: `Bold Street is one of the best food streets in the North West, and we are proud to have a spot on it. The roofless church at the top of the hill watches over the street, and Central station is at the bottom, so it is an easy meeting point from anywhere in the city.

Our Liverpool team like to keep things lively, with good music, quick service and a **scouse-inspired beef and ale pie** on the specials board when the weather turns cold.

Order online and collect on your way home, or have it delivered anywhere in the city centre.`,
    amenities: ['wifi', 'wheelchair-access', 'accessible-toilet', 'high-chairs', 'kids-menu', 'dog-friendly'],
    ...ordering('bold-street', true),
    heroTiles: [
      {
        heading: 'Bold Street',
        body: 'Good food, good tunes, great company.',
        image: burger,
        backgroundColor: 'pink',
        width: 'full',
        height: 'medium',
      },
    ],
  },
  {
    storeId: 1026,
    title: 'Micklegate',
    slug: 'micklegate',
    city: 'york',
    cityName: 'York',
    lat: 53.957,
    lng: -1.0873,
    enableBookings: true,
    clickCollect: false,
    bookATableWidgetId: 'MG-1026',
    address: { line1: 'Micklegate', town: 'York', postcode: 'YO1 6JX' },
    phone: '01632 960026',
    email: 'micklegate@marigoldgrill.example',
    hours: {
      monday: h('12:00', '21:30'),
      tuesday: h('12:00', '21:30'),
      wednesday: h('12:00', '21:30'),
      thursday: h('12:00', '22:00'),
      friday: h('12:00', '22:30'),
      saturday: h('11:30', '22:30'),
      sunday: h('11:30', '21:00'),
    },
    about: `Walk in through the old city walls at Micklegate Bar and you will find us a little way down the hill, in a building that has seen a few centuries come and go. The beams are low and the welcome is warm.

After a day on the walls or a wander round the Minster, settle in for a hearty grill and a pint of Yorkshire ale. Our Sunday roast from the grill, with proper Yorkshire puddings, sells out most weeks.

The railway station and the river are both a few minutes away.`,
    amenities: ['wifi', 'wheelchair-access', 'accessible-toilet', 'high-chairs', 'kids-menu', 'dog-friendly'],
    awards: [{ name: 'Local Flavour Award', year: 2026 }],
    heroTiles: [
      {
        heading: 'Inside the walls',
        body: 'Hearty food, low beams and a warm Yorkshire welcome.',
        image: family,
        backgroundColor: 'off-white',
        width: 'full',
        height: 'medium',
      },
    ],
  },
  {
    storeId: 1027,
    title: 'Riverside',
    slug: 'riverside',
    city: 'norwich',
    cityName: 'Norwich',
    lat: 52.6247,
    lng: 1.3051,
    enableBookings: true,
    clickCollect: false,
    bookATableWidgetId: 'MG-1027',
    address: { line1: 'Riverside', town: 'Norwich', postcode: 'NR1 1WX' },
    phone: '01632 960027',
    email: 'riverside@marigoldgrill.example',
    hours: {
      monday: h('11:30', '21:30'),
      tuesday: h('11:30', '21:30'),
      wednesday: h('11:30', '21:30'),
      thursday: h('11:30', '22:00'),
      friday: h('11:30', '22:30'),
      saturday: h('11:30', '22:30'),
      sunday: h('11:30', '21:00'),
    },
    about: `Beside the River Wensum and just over the bridge from the station, our Norwich restaurant is a handy first stop on a day in the fine city. On match days the walk to the football ground goes right past our door.

Big windows let in the afternoon sun, and the riverside tables are perfect for watching the boats drift by. Our menu leans on East Anglian produce where we can, with Norfolk-grown potatoes in every portion of fries.

Plenty of parking is available nearby, and we are fully accessible from the riverside walk.`,
    amenities: ['wifi', 'wheelchair-access', 'accessible-toilet', 'baby-changing', 'high-chairs', 'kids-menu', 'outdoor-seating'],
    heroTiles: [
      {
        heading: 'Riverside, Norwich',
        body: 'Sunny tables by the Wensum and Norfolk spuds in every portion of fries.',
        image: plate,
        backgroundColor: 'green',
        width: 'full',
        height: 'medium',
      },
    ],
  },
  {
    storeId: 1028,
    title: 'High Street',
    slug: 'high-street',
    city: 'exeter',
    cityName: 'Exeter',
    lat: 50.7243,
    lng: -3.5287,
    enableBookings: true,
    clickCollect: false,
    bookATableWidgetId: 'MG-1028',
    address: { line1: 'High Street', town: 'Exeter', postcode: 'EX4 3LS' },
    phone: '01632 960028',
    email: 'exeter@marigoldgrill.example',
    hours: {
      monday: closed,
      tuesday: h('12:00', '21:30'),
      wednesday: h('12:00', '21:30'),
      thursday: h('12:00', '22:00'),
      friday: h('12:00', '22:30'),
      saturday: h('11:30', '22:30'),
      sunday: h('11:30', '21:00'),
    },
    about: `A short walk from the cathedral green, our Exeter restaurant is a cosy spot on the city's High Street. We are a smaller team here, so we **close on Mondays** to rest, restock and dream up new specials.

Tuesday to Sunday, expect a relaxed pace, generous plates and plenty of Devon produce: cream for the puddings, cider for the glaze and local cheese on the burgers.

Northernhay Gardens and stretches of the old city wall are just around the corner, ideal for a stroll after lunch.`,
    amenities: ['wifi', 'wheelchair-access', 'accessible-toilet', 'high-chairs', 'kids-menu', 'hearing-loop'],
    heroTiles: [
      {
        heading: 'Exeter',
        body: 'Open Tuesday to Sunday, with plenty of Devon on the plate.',
        image: burger,
        backgroundColor: 'yellow',
        width: 'full',
        height: 'medium',
      },
    ],
  },
  {
    storeId: 1029,
    title: 'Ocean Village',
    slug: 'ocean-village',
    city: 'southampton',
    cityName: 'Southampton',
    lat: 50.8939,
    lng: -1.3906,
    enableBookings: true,
    clickCollect: true,
    bookATableWidgetId: 'MG-1029',
    address: { line1: 'Ocean Way', line2: 'Ocean Village', town: 'Southampton', postcode: 'SO14 3TL' },
    phone: '01632 960029',
    email: 'oceanvillage@marigoldgrill.example',
    hours: {
      monday: h('11:30', '22:00'),
      tuesday: h('11:30', '22:00'),
      wednesday: h('11:30', '22:00'),
      thursday: h('11:30', '22:00'),
      friday: h('11:30', '22:30', '21:30'),
      saturday: h('09:00', '22:30', '21:30'),
      sunday: h('09:00', '21:30'),
    },
    about: `Overlooking the marina at Ocean Village, this is the place to watch the masts sway while you eat. At weekends we open at 09:00 for **brunch by the water**, and the sun terrace fills up fast on bright mornings.

Sailors, cruise passengers and locals all find their way here. Our grill menu is joined by a few dishes from the coast, and our cocktails are mixed with a generous hand.

Order online to collect, or let our delivery partner bring it to you anywhere in the city.`,
    amenities: ['wifi', 'wheelchair-access', 'accessible-toilet', 'baby-changing', 'high-chairs', 'kids-menu', 'outdoor-seating', 'free-parking'],
    ...ordering('ocean-village'),
    heroTiles: [
      {
        heading: 'Brunch by the water',
        body: 'From 09:00 every Saturday and Sunday, overlooking the marina.',
        image: cocktail,
        backgroundColor: 'blue',
        width: 'full',
        height: 'medium',
      },
    ],
  },
  {
    storeId: 1030,
    title: 'The Lanes',
    slug: 'the-lanes',
    city: 'brighton',
    cityName: 'Brighton',
    lat: 50.8219,
    lng: -0.1403,
    enableBookings: true,
    clickCollect: false,
    bookATableWidgetId: 'MG-1030',
    address: { line1: 'Ship Street', line2: 'The Lanes', town: 'Brighton', postcode: 'BN1 1HB' },
    phone: '01632 960030',
    email: 'thelanes@marigoldgrill.example',
    hours: {
      monday: h('12:00', '22:00'),
      tuesday: h('12:00', '22:00'),
      wednesday: h('12:00', '22:30'),
      thursday: h('12:00', '23:00'),
      friday: h('12:00', '00:00'),
      saturday: h('11:00', '00:00'),
      sunday: h('11:00', '22:00'),
    },
    about: `Lost in the Lanes? Follow the smell of the grill. Our Brighton restaurant is tucked among the narrow twisting alleys of the old town, a couple of minutes from the seafront and the pier.

We are open until midnight on Fridays and Saturdays, so there is always time for a late bite after a night on the town. The vegan menu here is our biggest anywhere, because Brighton asked for it.

Dogs are welcome, and there are water bowls by the door.`,
    amenities: ['wifi', 'wheelchair-access', 'accessible-toilet', 'high-chairs', 'kids-menu', 'dog-friendly', 'outdoor-seating'],
    heroTiles: [
      {
        heading: 'The Lanes, Brighton',
        body: 'A few steps from the sea, open until midnight at weekends.',
        image: marigolds,
        backgroundColor: 'pink',
        width: 'two-thirds',
        height: 'medium',
      },
      bookTile(),
    ],
  },
  {
    storeId: 1031,
    title: 'Central Milton Keynes',
    slug: 'central-milton-keynes',
    city: 'milton-keynes',
    cityName: 'Milton Keynes',
    lat: 52.0416,
    lng: -0.7562,
    enableBookings: true,
    clickCollect: true,
    bookATableWidgetId: 'MG-1031',
    address: { line1: 'Midsummer Boulevard', town: 'Milton Keynes', postcode: 'MK9 3BA' },
    phone: '01632 960031',
    email: 'miltonkeynes@marigoldgrill.example',
    hours: {
      monday: h('11:30', '22:00'),
      tuesday: h('11:30', '22:00'),
      wednesday: h('11:30', '22:00'),
      thursday: h('11:30', '22:00'),
      friday: h('11:30', '23:00', '21:30'),
      saturday: h('11:00', '23:00', '21:30'),
      sunday: h('11:00', '21:30', '20:30'),
    },
    about: `On Midsummer Boulevard in the heart of Milton Keynes, our restaurant is surrounded by shops, cinemas and wide green spaces. Campbell Park is a lovely walk away if you want to stretch your legs before pudding.

Families love it here: there is room for buggies between the tables, a changing room on the same floor and a kids' menu with proper food rather than just nuggets.

Parking is easy, and click & collect orders are ready at the front counter.`,
    amenities: ['wifi', 'wheelchair-access', 'accessible-toilet', 'baby-changing', 'high-chairs', 'kids-menu', 'free-parking', 'air-conditioning'],
    awards: [{ name: 'Family Welcome Award', year: 2026 }],
    ...ordering('central-milton-keynes'),
    heroTiles: [
      {
        heading: 'Made for families',
        body: 'Room for buggies, a kids\u2019 menu with real food, and plenty of crayons.',
        image: family,
        backgroundColor: 'orange',
        width: 'full',
        height: 'medium',
      },
    ],
  },
  {
    storeId: 1032,
    title: 'Broad Street',
    slug: 'broad-street',
    city: 'reading',
    cityName: 'Reading',
    lat: 51.4556,
    lng: -0.9725,
    enableBookings: true,
    clickCollect: true,
    bookATableWidgetId: 'MG-1032',
    address: { line1: 'Broad Street', town: 'Reading', postcode: 'RG1 2BH' },
    phone: '0118 496 0032',
    email: 'reading@marigoldgrill.example',
    hours: {
      monday: h('11:30', '21:30'),
      tuesday: h('11:30', '21:30'),
      wednesday: h('11:30', '21:30'),
      thursday: h('11:30', '22:00'),
      friday: h('11:30', '22:30', '21:00'),
      saturday: h('11:00', '22:30', '21:00'),
      sunday: h('11:30', '21:00'),
    },
    about: `In the middle of Reading's main shopping street, we are handy for the station, the riverside and the abbey ruins. Forbury Gardens, with its famous lion, is a pleasant five-minute walk for a picnic on a sunny day.

Lunch here is quick and good value, with a **two-course express menu** served in thirty minutes. In the evenings the pace slows down and the cocktail shakers come out.

Ordering for the office? Click & collect is open until 21:00 on Fridays and Saturdays.`,
    amenities: ['wifi', 'wheelchair-access', 'accessible-toilet', 'high-chairs', 'kids-menu', 'air-conditioning'],
    ...ordering('broad-street'),
    heroTiles: [
      {
        heading: 'Express lunch in Reading',
        body: 'Two courses in thirty minutes, Monday to Friday.',
        image: plate,
        backgroundColor: 'yellow',
        width: 'full',
        height: 'medium',
      },
    ],
  },
  {
    storeId: 1033,
    title: 'Cathedral Quarter',
    slug: 'cathedral-quarter',
    city: 'belfast',
    cityName: 'Belfast',
    lat: 54.6018,
    lng: -5.9272,
    enableBookings: true,
    clickCollect: true,
    bookATableWidgetId: 'MG-1033',
    address: { line1: 'Donegall Street', line2: 'Cathedral Quarter', town: 'Belfast', postcode: 'BT1 2LB' },
    phone: '028 9649 6033',
    email: 'belfast@marigoldgrill.example',
    hours: {
      monday: h('12:00', '22:00'),
      tuesday: h('12:00', '22:00'),
      wednesday: h('12:00', '22:00'),
      thursday: h('12:00', '22:30'),
      friday: h('12:00', '23:30', '21:30'),
      saturday: h('11:30', '23:30', '21:30'),
      sunday: h('12:00', '21:30', '21:00'),
    },
    about: `Cobbled streets, live music spilling out of doorways and St Anne's Cathedral just along the road: Belfast's Cathedral Quarter is full of life, and our restaurant is right in the middle of it.

We serve a traditional **Ulster fry** at weekend brunch alongside the grill favourites, and our soda-bread burger bun is a recipe the team here are very protective of.

The Titanic Quarter and the waterfront are a short walk away, and City Hall is ten minutes on foot.`,
    amenities: ['wifi', 'wheelchair-access', 'accessible-toilet', 'high-chairs', 'kids-menu', 'sports-screens', 'hearing-loop'],
    ...ordering('cathedral-quarter'),
    heroTiles: [
      {
        heading: 'Cathedral Quarter, Belfast',
        body: 'In the liveliest corner of the city, with a soda-bread bun to remember.',
        image: burger,
        backgroundColor: 'green',
        width: 'full',
        height: 'medium',
      },
    ],
  },
  {
    storeId: 1034,
    title: 'Eastgate Street',
    slug: 'eastgate-street',
    city: 'chester',
    cityName: 'Chester',
    lat: 53.1907,
    lng: -2.8897,
    enableBookings: true,
    clickCollect: false,
    bookATableWidgetId: 'MG-1034',
    address: { line1: 'Eastgate Street', town: 'Chester', postcode: 'CH1 1LE' },
    phone: '01632 960034',
    email: 'chester@marigoldgrill.example',
    hours: {
      monday: h('11:30', '21:30'),
      tuesday: h('11:30', '21:30'),
      wednesday: h('11:30', '21:30'),
      thursday: h('11:30', '22:00'),
      friday: h('11:30', '22:30'),
      saturday: h('11:00', '22:30'),
      sunday: h('11:30', '21:00'),
    },
    about: `Just along from the famous clock on the Eastgate, our Chester restaurant sits in the middle of the city's medieval Rows. Climb up to the walls for the views, then come down to us for something hearty.

It is a slightly grander room than most of our restaurants, with tall windows and timber details, but the welcome is just as relaxed. Dogs are welcome in the front bar.

The cathedral, the racecourse and the river are all within a short walk.`,
    amenities: ['wifi', 'accessible-toilet', 'high-chairs', 'kids-menu', 'dog-friendly', 'hearing-loop'],
    heroTiles: [
      {
        heading: 'Chester',
        body: 'In the heart of the Rows, a few steps from the Eastgate clock.',
        image: marigolds,
        backgroundColor: 'off-white',
        width: 'full',
        height: 'medium',
      },
    ],
  },
  {
    storeId: 1035,
    title: 'Union Street',
    slug: 'union-street',
    city: 'aberdeen',
    cityName: 'Aberdeen',
    lat: 57.1457,
    lng: -2.0995,
    enableBookings: true,
    clickCollect: false,
    bookATableWidgetId: 'MG-1035',
    address: { line1: 'Union Street', town: 'Aberdeen', postcode: 'AB11 6BA' },
    phone: '01632 960035',
    email: 'aberdeen@marigoldgrill.example',
    hours: {
      monday: closed,
      tuesday: h('12:00', '21:30'),
      wednesday: h('12:00', '21:30'),
      thursday: h('12:00', '22:00'),
      friday: h('12:00', '23:00'),
      saturday: h('11:30', '23:00'),
      sunday: h('12:00', '21:00'),
    },
    about: `On the Granite City's grand main street, our Aberdeen restaurant is a warm, bright retreat from the North Sea wind. Marischal College and the harbour are both close by, and the beach is a bracing walk away.

We **close on Mondays**, then open from Tuesday to Sunday with a menu that leans towards comfort food: chargrilled steaks, smoky beans and the best loaded fries north of the Tay.

Groups are welcome; call us for tables of more than twelve.`,
    amenities: ['wifi', 'wheelchair-access', 'accessible-toilet', 'baby-changing', 'high-chairs', 'kids-menu'],
    heroTiles: [
      {
        heading: 'Aberdeen',
        body: 'Comfort food from the grill, Tuesday to Sunday.',
        image: burger,
        backgroundColor: 'dark-grey',
        width: 'full',
        height: 'medium',
      },
    ],
  },
  {
    storeId: 1036,
    title: 'Cornmarket',
    slug: 'cornmarket',
    city: 'oxford',
    cityName: 'Oxford',
    lat: 51.7527,
    lng: -1.2586,
    enableBookings: true,
    clickCollect: false,
    bookATableWidgetId: 'MG-1036',
    address: { line1: 'Cornmarket Street', town: 'Oxford', postcode: 'OX1 3HA' },
    phone: '01632 960036',
    email: 'oxford@marigoldgrill.example',
    hours: {
      monday: h('11:30', '22:00'),
      tuesday: h('11:30', '22:00'),
      wednesday: h('11:30', '22:00'),
      thursday: h('11:30', '22:00'),
      friday: h('11:30', '22:30'),
      saturday: h('10:30', '22:30'),
      sunday: h('10:30', '21:30'),
    },
    about: `Right by Carfax Tower, our Oxford restaurant is a stone's throw from the Covered Market, the colleges and the Bodleian. It is where students bring their families on visiting weekends and where tourists rest their feet after a day of spires.

We serve brunch from 10:30 at weekends and a full grill menu all day. Our study-break deal (a burger, fries and a soft drink) is a favourite during exam season.

Buses from the station stop nearby, and the park-and-ride drops you a few minutes away.`,
    amenities: ['wifi', 'wheelchair-access', 'accessible-toilet', 'baby-changing', 'high-chairs', 'kids-menu', 'hearing-loop'],
    heroTiles: [
      {
        heading: 'Oxford',
        body: 'By Carfax Tower, among the spires.',
        image: plate,
        backgroundColor: 'blue',
        width: 'full',
        height: 'medium',
      },
    ],
  },
  {
    storeId: 1037,
    title: 'Milsom Street',
    slug: 'milsom-street',
    city: 'bath',
    cityName: 'Bath',
    lat: 51.3836,
    lng: -2.3616,
    enableBookings: false,
    clickCollect: false,
    hideRestaurantDetailPage: true,
    bookATableWidgetId: 'MG-1037',
    address: { line1: 'Milsom Street', town: 'Bath', postcode: 'BA1 1BZ' },
    phone: '01632 960037',
    email: 'bath@marigoldgrill.example',
    hours: {
      monday: h('11:30', '21:30'),
      tuesday: h('11:30', '21:30'),
      wednesday: h('11:30', '21:30'),
      thursday: h('11:30', '22:00'),
      friday: h('11:30', '22:30'),
      saturday: h('11:00', '22:30'),
      sunday: h('11:30', '21:00'),
    },
    dateOverrides: [
      {
        startDate: '2026-11-21',
        endDate: '2027-03-25',
        openTime: 'Closed',
        closeTime: 'Closed',
        note: 'Opening soon: our Bath restaurant opens on 26 March 2027',
      },
    ],
    about: `Coming soon to one of Bath's most elegant Georgian streets. Our newest restaurant opens in spring 2027, a short walk from the Assembly Rooms and the Royal Crescent.

We are busy fitting out the kitchen and training a brand-new team. Sign up to [Hear It First](/sign-up) to be the first to know when we open our doors.`,
    amenities: ['wifi', 'wheelchair-access', 'accessible-toilet', 'baby-changing', 'high-chairs', 'kids-menu'],
    heroTiles: [
      {
        heading: 'Opening spring 2027',
        body: 'Marigold Grill is coming to Milsom Street, Bath.',
        image: marigolds,
        link: { linkText: 'Hear it first', linkUrl: '/sign-up' },
        backgroundColor: 'yellow',
        width: 'full',
        height: 'medium',
      },
    ],
  },
];
