import { allergenKeys, type Allergen } from '@/features/menus/allergens';
import type { SeedMenu, SeedMenuItem } from '../types';

/**
 * Demo menus for Marigold Grill, a fictional chain: every dish, price, calorie count and allergen below is invented
 * for the demo site. The allergen data is a plausible reading of each description, nothing more; a real kitchen
 * must check every recipe and supplier specification before any of it is shown to a diner.
 *
 * House rules the data follows: fries, sweet potato fries, hash browns and the battered vegan dishes share one fryer
 * (so they may contain gluten); breaded chicken, squid and halloumi fries have a fryer of their own. All our chicken
 * is halal, but a dish is tagged halal only when everything on the plate is.
 */

type Diet = 'vegan' | 'vegetarian' | 'gluten-free' | 'dairy-free' | 'halal' | 'under-600' | 'spicy';
/** A menu item whose tags are checked against the dietary tag slugs. */
const item = (i: Omit<SeedMenuItem, 'tags'> & { tags: Diet[] }): SeedMenuItem => i;

/** Vegan dishes are always vegetarian and dairy-free too. */
const VE: Diet[] = ['vegan', 'vegetarian', 'dairy-free'];

/** Allergens from any number of ingredients, without repeats and in the Food Standards Agency's order. */
const has = (...parts: (Allergen | readonly Allergen[])[]): Allergen[] => {
  const wanted = new Set<Allergen>(parts.flat());
  return allergenKeys.filter((key) => wanted.has(key));
};

// Ingredients that turn up in more than one dish.
const brioche: Allergen[] = ['gluten', 'eggs', 'milk', 'sesame'];
const veganBun: Allergen[] = ['gluten', 'sesame', 'soya'];
const mayo: Allergen[] = ['eggs', 'mustard'];
const veganMayo: Allergen[] = ['mustard', 'soya'];
const houseSauce: Allergen[] = ['eggs', 'mustard', 'sulphites'];
const bbqSauce: Allergen[] = ['celery', 'mustard', 'sulphites'];
const soySauce: Allergen[] = ['gluten', 'soya'];
const buttermilkCoating: Allergen[] = ['gluten', 'eggs', 'milk'];
/** Anything cooked in the chip fryer, which it shares with the beer-battered onion rings. */
const chipFryer: Allergen[] = ['gluten'];

// Dishes served on more than one menu.
const cornRibs = item({
  name: 'Chilli-lime corn ribs', price: 6.45, kcal: 290, portion: '6 corn ribs (200 g)',
  description: 'Sweetcorn cut into curly ribs, flame-grilled until sticky and finished with chilli salt and a squeeze of lime.',
  tags: [...VE, 'gluten-free', 'under-600', 'spicy'], contains: [],
});
const hummus = item({
  name: 'Smoky hummus & warm flatbread', price: 6.95, kcal: 520, portion: '1 bowl with 1 flatbread (260 g)',
  description: 'Silky hummus swirled with smoked paprika oil, with a flatbread straight off the grill for scooping.',
  tags: [...VE, 'under-600'], contains: has('gluten', 'sesame'),
});
const gardenBurger = item({
  name: 'The Garden Patty', price: 13.95, kcal: 760, portion: '1 burger with fries (470 g)',
  description: 'A pea, black bean and sweetcorn patty with melty plant-based cheese, pickled red onion and vegan mayo in a seeded bun.',
  tags: [...VE], contains: has(veganBun, veganMayo, 'sulphites'),
});
const sunshineBowl = item({
  name: 'Sunshine grain bowl', price: 12.45, kcal: 560, portion: '1 bowl (420 g)',
  description: 'Quinoa, roast sweet potato, avocado, pickled red onion and pomegranate with a zingy lemon and tahini dressing.',
  tags: [...VE, 'gluten-free', 'under-600'], contains: has('sesame', 'sulphites'),
});
const cauliflowerBowl = item({
  name: 'Harissa cauliflower & chickpea bowl', price: 11.95, kcal: 540, portion: '1 bowl (430 g)',
  description: 'Flame-charred harissa cauliflower and crispy chickpeas on herby brown rice, cooled down with a coconut and mint drizzle.',
  tags: [...VE, 'gluten-free', 'under-600', 'spicy'], contains: [],
});
const fries = item({
  name: 'Skin-on fries', price: 3.95, kcal: 380, portion: 'Regular portion (150 g)',
  description: 'Chunky, golden and lightly salted, just as fries should be.',
  tags: [...VE], contains: [], mayContain: chipFryer,
});
const sweetPotatoFries = item({
  name: 'Sweet potato fries', price: 4.45, kcal: 360, portion: 'Regular portion (150 g)',
  description: 'Crisp on the outside, soft and sweet in the middle, with a pinch of smoked sea salt.',
  tags: [...VE], contains: [], mayContain: chipFryer,
});
const onionRings = item({
  name: 'Beer-battered onion rings', price: 4.45, kcal: 410, portion: '8 rings (160 g)',
  description: 'Thick-cut onion in a crunchy golden beer batter, stacked high for sharing (or not).',
  tags: [...VE], contains: has('gluten'),
});
const cornCob = item({
  name: 'Flame-grilled corn on the cob', price: 3.95, kcal: 180, portion: '1 cob (200 g)',
  description: 'A whole cob charred on the grill and brushed with chilli and lime oil.',
  tags: [...VE, 'gluten-free'], contains: [],
});
const sideSalad = item({
  name: 'Garden side salad', price: 3.45, kcal: 150, portion: '1 side bowl (120 g)',
  description: 'Crunchy leaves, cucumber and cherry tomatoes tossed in our house mustard vinaigrette.',
  tags: [...VE, 'gluten-free'], contains: has('mustard', 'sulphites'),
});
const veganBrownie = item({
  name: 'Chocolate & orange brownie (vegan)', price: 6.95, kcal: 560, portion: '1 brownie with 1 scoop of ice cream (190 g)',
  description: 'A warm, gooey dark chocolate brownie with a hint of orange and a scoop of creamy plant-based vanilla ice cream.',
  tags: [...VE], contains: has('gluten', 'soya'),
});

export const menus: SeedMenu[] = [
  {
    name: 'Main menu',
    slug: 'main',
    description:
      'Flame-grilled burgers, chicken straight off the grill, big fresh bowls and puddings worth saving room for. Served all day, every day, in every Marigold Grill.',
    audience: 'adults',
    servedEverywhere: true,
    sections: [
      {
        name: 'Starters & sharers',
        description: 'Something to pick at while you decide, or order a few and call it dinner.',
        items: [
          cornRibs,
          hummus,
          item({
            name: 'Halloumi fries', price: 7.45, kcal: 540, portion: '6 fries with 2 dips (230 g)',
            description: 'Golden batons of squeaky halloumi with sweet chilli jam and a cool minted yoghurt dip.',
            tags: ['vegetarian', 'under-600'], contains: has('gluten', 'milk'),
          }),
          item({
            name: 'Chicken satay skewers', price: 7.95, kcal: 410, portion: '3 skewers with satay dip (220 g)',
            description: 'Marinated chicken thigh grilled on skewers, with a warm peanut satay sauce and a crunchy cucumber pickle.',
            tags: ['halal', 'dairy-free', 'under-600'], contains: has('peanuts', soySauce),
          }),
          item({
            name: 'Salt & pepper squid', price: 8.45, kcal: 480, portion: '1 bowl with garlic mayo (210 g)',
            description: 'Tender squid in a light, crispy peppery coating with roast garlic mayo and a wedge of lemon.',
            tags: ['dairy-free', 'under-600'], contains: has('molluscs', 'gluten', mayo),
          }),
          item({
            name: 'Sticky honey & soy wings', price: 7.95, kcal: 580, portion: '6 wings (300 g)',
            description: 'Chargrilled chicken wings tossed in a glossy honey, ginger and soy glaze and showered with sesame seeds.',
            tags: ['halal', 'dairy-free', 'under-600'], contains: has(soySauce, 'sesame'),
          }),
          item({
            name: 'Loaded nacho sharer', price: 12.95, kcal: 1250, portion: 'Sharing platter for 2 to 3 (640 g)',
            description: 'Baked corn tortilla chips piled with melted cheddar, black beans, pico de gallo, jalapeños and soured cream.',
            tags: ['vegetarian', 'gluten-free'], contains: has('milk'),
          }),
        ],
      },
      {
        name: 'Burgers',
        description: 'Every burger is flame-grilled to order and comes with skin-on fries. Swap to sweet potato fries for 50p.',
        items: [
          item({
            name: 'The Marigold Classic', price: 14.95, kcal: 980, portion: '1 burger with fries (520 g)',
            description: 'A 6 oz beef patty with mature cheddar, crisp lettuce, tomato, pickles and our golden house sauce in a toasted brioche bun.',
            tags: [], contains: has(brioche, houseSauce),
          }),
          item({
            name: 'Double Smokehouse', price: 17.45, kcal: 1090, portion: '1 double burger with fries (640 g)',
            description: 'Two beef patties, smoked streaky bacon, double cheese, crispy onions and smoky barbecue sauce for the properly hungry.',
            tags: [], contains: has(brioche, bbqSauce),
          }),
          item({
            name: 'Blue cheese & caramelised onion', price: 15.95, kcal: 940, portion: '1 burger with fries (530 g)',
            description: 'A 6 oz beef patty with creamy blue cheese, slow-cooked onion chutney and peppery rocket in a brioche bun.',
            tags: [], contains: has(brioche, 'sulphites'),
          }),
          item({
            name: 'Buttermilk chicken burger', price: 14.45, kcal: 890, portion: '1 burger with fries (510 g)',
            description: 'Crispy buttermilk-fried chicken breast with crunchy slaw and garlic mayo in a brioche bun.',
            tags: ['halal'], contains: has(brioche, buttermilkCoating, mayo),
          }),
          item({
            name: 'Hot honey chicken burger', price: 14.95, kcal: 910, portion: '1 burger with fries (510 g)',
            description: 'Our crispy buttermilk chicken drizzled with chilli-spiked honey, with pickled jalapeños and chipotle mayo.',
            tags: ['halal', 'spicy'], contains: has(brioche, buttermilkCoating, mayo, 'sulphites'),
          }),
          item({
            name: 'Halloumi & roast pepper burger', price: 13.95, kcal: 820, portion: '1 burger with fries (480 g)',
            description: 'Thick slices of grilled halloumi with sweet roast peppers, chilli jam and rocket in a brioche bun.',
            tags: ['vegetarian'], contains: has(brioche),
          }),
          gardenBurger,
        ],
      },
      {
        name: 'Chicken & grills',
        description: 'Straight from the flames. Add a side or two from the list below.',
        items: [
          item({
            name: 'Flame-grilled half chicken', price: 13.95, kcal: 560, portion: 'Half chicken, about 450 g on the bone; sides extra',
            description: 'Marinated overnight in lemon, garlic and herbs, then grilled slowly until the skin is crisp and golden.',
            tags: ['halal', 'gluten-free', 'dairy-free', 'under-600'], contains: [],
          }),
          item({
            name: 'Marigold chilli chicken thighs', price: 14.45, kcal: 690, portion: '3 thighs with spiced rice (480 g)',
            description: 'Boneless thighs in our fiery red chilli marinade, with spiced rice and a charred corn salsa to calm things down.',
            tags: ['halal', 'gluten-free', 'dairy-free', 'spicy'], contains: has('celery'),
          }),
          item({
            name: 'Buttermilk chicken tenders', price: 13.45, kcal: 980, portion: '5 tenders with fries and dip (480 g)',
            description: 'Crunchy buttermilk-coated chicken tenders with skin-on fries and a honey mustard dip.',
            tags: ['halal'], contains: has(buttermilkCoating, mayo),
          }),
          item({
            name: '8 oz sirloin steak', price: 23.95, kcal: 890, portion: '8 oz steak (uncooked weight) with fries and tomato (470 g)',
            description: 'Grass-fed British sirloin, grilled just how you like it, with skin-on fries, a flame-roasted tomato and garlic butter.',
            tags: [], contains: has('milk'), mayContain: chipFryer,
          }),
          item({
            name: 'The big grill board', price: 26.95, kcal: 1380, portion: '1 board (780 g)',
            description: 'A 4 oz rump steak, a chilli chicken thigh and a smoky sausage with fries, onion rings, corn and garlic butter.',
            tags: [], contains: has('gluten', 'milk', 'sulphites'),
          }),
          item({
            name: 'Garlic king prawn skewers', price: 15.95, kcal: 520, portion: '2 skewers with herb rice (380 g)',
            description: 'Juicy king prawns grilled with garlic butter and lemon, on a bed of herby rice.',
            tags: ['gluten-free', 'under-600'], contains: has('crustaceans', 'milk'),
          }),
        ],
      },
      {
        name: 'Salads & bowls',
        description: 'Big, bright and full of crunch. Add grilled chicken or halloumi to any bowl for £3.50.',
        items: [
          sunshineBowl,
          cauliflowerBowl,
          item({
            name: 'Chargrilled chicken Caesar', price: 13.95, kcal: 620, portion: '1 large bowl (400 g)',
            description: 'Cos lettuce, grilled chicken breast, garlic croutons and shaved vegetarian hard cheese in a classic anchovy dressing.',
            tags: ['halal'], contains: has('gluten', 'eggs', 'fish', 'milk', 'mustard'),
          }),
          item({
            name: 'Halloumi & watermelon salad', price: 12.95, kcal: 510, portion: '1 large bowl (380 g)',
            description: 'Grilled halloumi with juicy watermelon, mint, cucumber and leaves, dressed with honey and lime.',
            tags: ['vegetarian', 'gluten-free', 'under-600'], contains: has('milk'),
          }),
          item({
            name: 'Satay chicken crunch bowl', price: 13.45, kcal: 640, portion: '1 bowl (430 g)',
            description: 'Grilled chicken on rice noodles with a rainbow of crunchy veg, creamy peanut satay dressing and crushed peanuts.',
            tags: ['halal', 'dairy-free'], contains: has('peanuts', soySauce, 'sesame'),
          }),
          item({
            name: 'Steak & chimichurri salad', price: 14.95, kcal: 590, portion: '1 large bowl (410 g)',
            description: 'Sliced flame-grilled rump with warm new potatoes, leaves and a punchy green herb chimichurri.',
            tags: ['gluten-free', 'dairy-free', 'under-600'], contains: has('mustard', 'sulphites'),
          }),
        ],
      },
      {
        name: 'Sides',
        items: [
          fries,
          sweetPotatoFries,
          onionRings,
          cornCob,
          sideSalad,
          item({
            name: 'House slaw', price: 3.45, kcal: 240, portion: '1 side pot (120 g)',
            description: 'Shredded red and white cabbage and carrot in a light, creamy dressing.',
            tags: ['vegetarian', 'gluten-free', 'dairy-free'], contains: has(mayo),
          }),
          item({
            name: 'Three-cheese mac', price: 4.95, kcal: 440, portion: '1 side dish (200 g)',
            description: 'Macaroni baked in a cheddar, mozzarella and red Leicester sauce with a golden, crunchy top.',
            tags: ['vegetarian'], contains: has('gluten', 'milk', 'mustard'),
          }),
        ],
      },
      {
        name: 'Desserts',
        description: 'There is always room for pudding. That is the rule.',
        items: [
          item({
            name: 'Warm chocolate fudge brownie', price: 6.95, kcal: 640, portion: '1 brownie with 1 scoop of ice cream (200 g)',
            description: 'A warm, fudgy brownie with chocolate sauce and a scoop of vanilla ice cream melting over the top.',
            tags: ['vegetarian'], contains: has('gluten', 'eggs', 'milk', 'soya'),
          }),
          item({
            name: 'Peanut butter & banana sundae', price: 7.45, kcal: 720, portion: '1 sundae glass (320 g)',
            description: 'Peanut butter ice cream, caramelised banana, salted peanut brittle, shortbread crumb and a cloud of whipped cream.',
            tags: ['vegetarian'], contains: has('gluten', 'milk', 'peanuts'), mayContain: has('nuts'),
          }),
          item({
            name: 'Sticky toffee pudding', price: 6.95, kcal: 690, portion: '1 pudding with custard (240 g)',
            description: 'A proper date sponge soaked in toffee sauce, with hot custard or vanilla ice cream, your call.',
            tags: ['vegetarian'], contains: has('gluten', 'eggs', 'milk', 'sulphites'),
          }),
          item({
            name: 'Marigold mess', price: 6.45, kcal: 420, portion: '1 glass (210 g)',
            description: 'Crushed meringue, whipped cream, strawberries and a sunny swirl of passion fruit.',
            tags: ['vegetarian', 'gluten-free'], contains: has('eggs', 'milk'),
          }),
          item({
            name: 'Baked vanilla cheesecake', price: 6.95, kcal: 610, portion: '1 slice with compote (180 g)',
            description: 'Creamy baked cheesecake on a buttery biscuit base, with a tangy mixed berry compote.',
            tags: ['vegetarian'], contains: has('gluten', 'eggs', 'milk'),
          }),
          veganBrownie,
        ],
      },
    ],
  },
  {
    name: 'Breakfast',
    slug: 'breakfast',
    description:
      'Big breakfasts from the grill, fluffy pancakes and good coffee to get the day going. Served until 11:30 in the restaurants that open early.',
    audience: 'adults',
    servedEverywhere: false,
    restaurants: ['cheshire-oaks', 'ashton-moss', 'the-printworks', 'covent-garden', 'kings-cross', 'fosse-park', 'eldon-square'],
    sections: [
      {
        name: 'Big breakfasts',
        description: 'Add a pot of tea or a filter coffee for £1.50.',
        items: [
          item({
            name: 'The big Marigold breakfast', price: 11.95, kcal: 1050, portion: '1 plate (560 g)',
            description: 'Two pork sausages, smoked back bacon, two fried eggs, a hash brown, grilled tomato, mushrooms, beans and buttered toast.',
            tags: [], contains: has('gluten', 'eggs', 'milk', 'soya', 'sulphites'),
          }),
          item({
            name: 'The big veggie breakfast', price: 10.95, kcal: 920, portion: '1 plate (540 g)',
            description: 'Herby veggie sausages, grilled halloumi, two fried eggs, a hash brown, tomato, mushrooms, beans and buttered toast.',
            tags: ['vegetarian'], contains: has('gluten', 'eggs', 'milk', 'soya'),
          }),
          item({
            name: 'The sunrise plate (vegan)', price: 10.45, kcal: 780, portion: '1 plate (520 g)',
            description: 'Plant-based sausages, smashed avocado, a hash brown, tomato, mushrooms, beans and toasted sourdough.',
            tags: [...VE], contains: has('gluten', 'soya'),
          }),
          item({
            name: 'Smoky bacon bap', price: 6.45, kcal: 480, portion: '1 bap (190 g)',
            description: 'Three rashers of smoked back bacon in a soft floured bap, with brown sauce or ketchup.',
            tags: ['dairy-free', 'under-600'], contains: has('gluten', 'soya', 'sulphites'),
          }),
        ],
      },
      {
        name: 'Eggs, pancakes & oats',
        items: [
          item({
            name: 'Smashed avocado & poached eggs', price: 8.95, kcal: 490, portion: '2 slices of sourdough with 2 eggs (300 g)',
            description: 'Chilli-flecked smashed avocado and two poached eggs on toasted sourdough, with a squeeze of lime.',
            tags: ['vegetarian', 'dairy-free', 'under-600'], contains: has('gluten', 'eggs'),
          }),
          item({
            name: 'Smoked salmon & scrambled eggs', price: 9.95, kcal: 560, portion: '1 toasted muffin with eggs and salmon (280 g)',
            description: 'Soft, buttery scrambled eggs and oak-smoked salmon on a toasted English muffin, finished with chives.',
            tags: ['under-600'], contains: has('gluten', 'eggs', 'fish', 'milk'),
          }),
          item({
            name: 'Pancake stack with bacon & maple', price: 8.95, kcal: 780, portion: '3 pancakes with bacon (320 g)',
            description: 'Three fluffy buttermilk pancakes with crispy streaky bacon and plenty of maple syrup.',
            tags: [], contains: has('gluten', 'eggs', 'milk'),
          }),
          item({
            name: 'Pancake stack with berries', price: 8.45, kcal: 690, portion: '3 pancakes with fruit (330 g)',
            description: 'Three fluffy buttermilk pancakes with fresh berries, Greek-style yoghurt and a drizzle of honey.',
            tags: ['vegetarian'], contains: has('gluten', 'eggs', 'milk'),
          }),
          item({
            name: 'Apple & berry overnight oats', price: 5.95, kcal: 420, portion: '1 pot (280 g)',
            description: 'Oats soaked overnight in milk and yoghurt with grated apple, berries, honey and toasted almonds.',
            tags: ['vegetarian', 'under-600'], contains: has('gluten', 'milk', 'nuts'),
          }),
        ],
      },
      {
        name: 'Extras',
        items: [
          item({
            name: 'Hash browns', price: 2.45, kcal: 240, portion: '2 hash browns (110 g)',
            description: 'Two crisp, golden potato hash browns.',
            tags: [...VE], contains: [], mayContain: chipFryer,
          }),
          item({
            name: 'Buttered toast', price: 1.95, kcal: 250, portion: '2 slices (90 g)',
            description: 'Two slices of thick white or granary toast with proper butter.',
            tags: ['vegetarian'], contains: has('gluten', 'milk', 'soya'),
          }),
          item({
            name: 'Free-range egg', price: 1.50, kcal: 90, portion: '1 egg, fried, poached or scrambled (60 g)',
            description: 'One more egg, done just how you like it.',
            tags: ['vegetarian', 'gluten-free', 'dairy-free'], contains: has('eggs'),
          }),
          item({
            name: 'Baked beans', price: 1.95, kcal: 150, portion: '1 side pot (150 g)',
            description: 'A little pot of beans in rich tomato sauce.',
            tags: [...VE, 'gluten-free'], contains: [],
          }),
        ],
      },
    ],
  },
  {
    name: "Kids' menu",
    slug: 'kids',
    description:
      'Little plates for big appetites, for children up to 12. Every main comes with a side and a soft drink, juice or milk for £6.95.',
    audience: 'children',
    servedEverywhere: true,
    sections: [
      {
        name: 'Mains',
        description: 'Includes a side and a soft drink, fruit juice or a carton of milk.',
        items: [
          item({
            name: 'Mini cheeseburger', price: 6.95, kcal: 540, portion: "Children's portion: 1 mini burger with small fries (230 g)",
            description: 'A little beef burger with melted cheese and a dollop of ketchup in a soft brioche bun.',
            tags: [], contains: has(brioche),
          }),
          item({
            name: 'Grilled chicken strips', price: 6.95, kcal: 420, portion: "Children's portion: 4 strips with small fries (220 g)",
            description: 'Tender strips of flame-grilled chicken breast with a little pot of ketchup for dipping.',
            tags: ['halal', 'dairy-free'], contains: [], mayContain: chipFryer,
          }),
          item({
            name: 'Crispy chicken bites', price: 6.95, kcal: 510, portion: "Children's portion: 5 bites with small fries (220 g)",
            description: 'Bite-sized pieces of chicken breast in a crunchy buttermilk coating.',
            tags: ['halal'], contains: has(buttermilkCoating),
          }),
          item({
            name: 'Cheesy tomato pasta', price: 6.95, kcal: 460, portion: "Children's portion: 1 bowl (260 g)",
            description: 'Pasta twists in a sweet tomato sauce with hidden veg, topped with grated cheddar.',
            tags: ['vegetarian'], contains: has('gluten', 'milk', 'celery'),
          }),
          item({
            name: 'Halloumi skewer', price: 6.95, kcal: 430, portion: "Children's portion: 1 skewer with rice (230 g)",
            description: 'Grilled halloumi, pepper and courgette on a skewer with fluffy rice.',
            tags: ['vegetarian', 'gluten-free'], contains: has('milk'),
          }),
          item({
            name: 'Little garden burger', price: 6.95, kcal: 450, portion: "Children's portion: 1 mini burger with small fries (230 g)",
            description: 'A mini pea and bean patty with ketchup in a soft seeded bun.',
            tags: [...VE], contains: has(veganBun),
          }),
          item({
            name: 'Fish bites', price: 6.95, kcal: 390, portion: "Children's portion: 5 bites with small fries (210 g)",
            description: 'Flaky pollock in golden breadcrumbs, oven-baked rather than fried.',
            tags: ['dairy-free'], contains: has('gluten', 'fish'),
          }),
        ],
      },
      {
        name: 'Sides',
        description: 'Small fries come as standard; swap for any of these, or add one for £1.50.',
        items: [
          item({
            name: 'Little corn on the cob', price: 1.50, kcal: 90, portion: "Children's portion: half a cob (100 g)",
            description: 'Half a cob of grilled sweetcorn, perfect for nibbling.',
            tags: [...VE, 'gluten-free'], contains: [],
          }),
          item({
            name: 'Veggie sticks', price: 1.50, kcal: 35, portion: "Children's portion: 1 pot (80 g)",
            description: 'Crunchy carrot and cucumber sticks.',
            tags: [...VE, 'gluten-free'], contains: [],
          }),
          item({
            name: 'Baked beans', price: 1.50, kcal: 80, portion: "Children's portion: 1 pot (80 g)",
            description: 'A little pot of beans in tomato sauce.',
            tags: [...VE, 'gluten-free'], contains: [],
          }),
          item({
            name: 'Creamy mash', price: 1.50, kcal: 150, portion: "Children's portion: 1 pot (120 g)",
            description: 'Smooth, buttery mashed potato.',
            tags: ['vegetarian', 'gluten-free'], contains: has('milk'),
          }),
        ],
      },
      {
        name: 'Puddings',
        items: [
          item({
            name: 'Make-your-own mini sundae', price: 2.95, kcal: 250, portion: "Children's portion: 2 scoops with toppings (130 g)",
            description: 'Two scoops of vanilla ice cream with sprinkles, chocolate sauce and wafers to decorate however you like.',
            tags: ['vegetarian'], contains: has('gluten', 'milk', 'soya'), mayContain: has('nuts', 'peanuts'),
          }),
          item({
            name: 'Mini brownie & ice cream', price: 3.25, kcal: 320, portion: "Children's portion: 1 small brownie with 1 scoop (110 g)",
            description: 'A little warm chocolate brownie with a scoop of vanilla ice cream.',
            tags: ['vegetarian'], contains: has('gluten', 'eggs', 'milk', 'soya'),
          }),
          item({
            name: 'Fruit pot', price: 2.50, kcal: 70, portion: "Children's portion: 1 pot (120 g)",
            description: 'Chunks of melon, pineapple, grapes and berries.',
            tags: [...VE, 'gluten-free'], contains: [],
          }),
          item({
            name: 'Mango sorbet lolly', price: 2.50, kcal: 80, portion: "Children's portion: 1 lolly (70 g)",
            description: 'A fruity mango ice lolly, lovely on a sunny day.',
            tags: [...VE, 'gluten-free'], contains: [],
          }),
        ],
      },
    ],
  },
  {
    name: 'Vegan menu',
    slug: 'vegan',
    description:
      'Every dish here is made without meat, fish, dairy or eggs, and none of it tastes like a compromise. Ask your server about the fryers if you avoid traces.',
    audience: 'adults',
    servedEverywhere: true,
    sections: [
      {
        name: 'Starters',
        items: [
          cornRibs,
          hummus,
          item({
            name: 'Crispy sriracha cauliflower', price: 6.95, kcal: 450, portion: '1 bowl with dip (220 g)',
            description: 'Cauliflower florets in a crunchy coating, tossed in sriracha and served with cooling vegan mayo.',
            tags: [...VE, 'under-600', 'spicy'], contains: has('gluten', veganMayo),
          }),
          item({
            name: 'Blistered padrón peppers', price: 5.95, kcal: 140, portion: '1 bowl (120 g)',
            description: 'Little green peppers charred on the grill with sea salt and lemon; most are mild, the odd one bites back.',
            tags: [...VE, 'gluten-free', 'under-600'], contains: [],
          }),
        ],
      },
      {
        name: 'Mains',
        items: [
          gardenBurger,
          item({
            name: 'The crispy no-chicken burger', price: 14.45, kcal: 830, portion: '1 burger with fries (490 g)',
            description: 'A crunchy plant-based fillet with shredded lettuce, pickles and chipotle vegan mayo in a seeded bun.',
            tags: [...VE], contains: has(veganBun, veganMayo, 'sulphites'),
          }),
          sunshineBowl,
          cauliflowerBowl,
          item({
            name: 'Smoky jackfruit tacos', price: 12.95, kcal: 620, portion: '3 tacos (360 g)',
            description: 'Slow-cooked barbecue jackfruit in soft corn tortillas with pink pickled onions, slaw and fresh coriander.',
            tags: [...VE, 'gluten-free'], contains: has(bbqSauce, veganMayo),
          }),
          item({
            name: 'Satay tofu noodle bowl', price: 12.95, kcal: 650, portion: '1 bowl (440 g)',
            description: 'Grilled tofu on rice noodles with crunchy veg, a creamy tamari and peanut satay, crushed peanuts and toasted sesame.',
            tags: [...VE, 'gluten-free'], contains: has('peanuts', 'soya', 'sesame'),
          }),
        ],
      },
      {
        name: 'Sides',
        items: [fries, sweetPotatoFries, onionRings, cornCob, sideSalad],
      },
      {
        name: 'Desserts',
        items: [
          veganBrownie,
          item({
            name: 'Mango & passion fruit sorbet', price: 5.45, kcal: 210, portion: '2 scoops (150 g)',
            description: 'Two scoops of bright, tangy sorbet that tastes like a holiday.',
            tags: [...VE, 'gluten-free', 'under-600'], contains: [],
          }),
          item({
            name: 'Salted caramel coconut ice cream', price: 5.95, kcal: 380, portion: '2 scoops with caramel sauce (160 g)',
            description: 'Rich coconut-based ice cream rippled with salted caramel sauce.',
            tags: [...VE, 'gluten-free', 'under-600'], contains: [], mayContain: has('nuts'),
          }),
        ],
      },
    ],
  },
  {
    name: 'Drinks',
    slug: 'drinks',
    description:
      'Ice-cold soft drinks, thick shakes, proper coffee and a short list of beers, ciders and wines chosen to go with the grill. Please drink responsibly.',
    audience: 'adults',
    servedEverywhere: true,
    sections: [
      {
        name: 'Soft drinks',
        items: [
          item({
            name: 'Cola', price: 3.45, kcal: 168, portion: '400 ml glass',
            description: 'Classic, ice-cold and fizzy.',
            tags: [...VE, 'gluten-free'], contains: [],
          }),
          item({
            name: 'Diet cola', price: 3.45, kcal: 2, portion: '400 ml glass',
            description: 'All the fizz, next to no sugar.',
            tags: [...VE, 'gluten-free'], contains: [],
          }),
          item({
            name: 'Cloudy lemonade', price: 3.65, kcal: 140, portion: '400 ml glass',
            description: 'Made in house with lemons, a little cane sugar and sparkling water.',
            tags: [...VE, 'gluten-free'], contains: [],
          }),
          item({
            name: 'Elderflower & cucumber spritz', price: 3.65, kcal: 95, portion: '400 ml glass',
            description: 'A fresh, floral sparkler with cucumber ribbons and lots of ice.',
            tags: [...VE, 'gluten-free'], contains: [],
          }),
          item({
            name: 'Fresh orange juice', price: 3.25, kcal: 110, portion: '250 ml glass',
            description: 'Squeezed oranges, nothing else.',
            tags: [...VE, 'gluten-free'], contains: [],
          }),
        ],
      },
      {
        name: 'Shakes',
        description: 'Made to order in one blender, so any shake may contain traces of the others.',
        items: [
          item({
            name: 'Vanilla bean shake', price: 5.25, kcal: 420, portion: '400 ml glass',
            description: 'Thick, creamy and flecked with real vanilla.',
            tags: ['vegetarian'], contains: has('milk'), mayContain: has('gluten', 'peanuts', 'soya'),
          }),
          item({
            name: 'Chocolate fudge shake', price: 5.45, kcal: 450, portion: '400 ml glass',
            description: 'Chocolate ice cream and fudge sauce blended until it barely fits through the straw.',
            tags: ['vegetarian'], contains: has('milk', 'soya'), mayContain: has('gluten', 'peanuts'),
          }),
          item({
            name: 'Strawberry shake', price: 5.25, kcal: 390, portion: '400 ml glass',
            description: 'Real strawberries and vanilla ice cream, pink and proud.',
            tags: ['vegetarian'], contains: has('milk'), mayContain: has('gluten', 'peanuts', 'soya'),
          }),
          item({
            name: 'Peanut butter & banana shake', price: 5.45, kcal: 450, portion: '400 ml glass',
            description: 'Smooth peanut butter, ripe banana and vanilla ice cream: breakfast of champions (not really).',
            tags: ['vegetarian'], contains: has('milk', 'peanuts'), mayContain: has('gluten', 'soya'),
          }),
          item({
            name: 'Chocolate oat shake (vegan)', price: 5.45, kcal: 380, portion: '400 ml glass',
            description: 'Plant-based chocolate ice cream blended with oat drink for a dairy-free treat.',
            tags: [...VE], contains: has('gluten', 'soya'), mayContain: has('milk', 'peanuts'),
          }),
        ],
      },
      {
        name: 'Hot drinks',
        items: [
          item({
            name: 'Americano', price: 2.95, kcal: 5, portion: '350 ml cup',
            description: 'Our smooth house espresso topped up with hot water.',
            tags: [...VE, 'gluten-free'], contains: [],
          }),
          item({
            name: 'Latte', price: 3.35, kcal: 150, portion: '350 ml cup',
            description: 'A double shot of espresso with lots of silky steamed milk.',
            tags: ['vegetarian', 'gluten-free'], contains: has('milk'),
          }),
          item({
            name: 'Oat latte', price: 3.55, kcal: 130, portion: '350 ml cup',
            description: 'Our latte made with creamy oat drink instead of milk.',
            tags: [...VE], contains: has('gluten'),
          }),
          item({
            name: 'Flat white', price: 3.25, kcal: 110, portion: '240 ml cup',
            description: 'Two strong shots with a thin layer of velvety milk.',
            tags: ['vegetarian', 'gluten-free'], contains: has('milk'),
          }),
          item({
            name: 'Hot chocolate with cream', price: 3.65, kcal: 290, portion: '350 ml mug',
            description: 'Rich hot chocolate topped with whipped cream and a dusting of cocoa.',
            tags: ['vegetarian'], contains: has('milk', 'soya'),
          }),
          item({
            name: 'Pot of breakfast tea', price: 2.75, kcal: 20, portion: '1 pot (400 ml) with milk',
            description: 'A strong, proper brew with a little jug of milk on the side.',
            tags: ['vegetarian', 'gluten-free'], contains: has('milk'),
          }),
        ],
      },
      {
        name: 'Beers & ciders',
        items: [
          item({
            name: 'Marigold Gold lager (4.6%)', price: 5.95, kcal: 230, portion: 'Pint (568 ml)',
            description: 'Our own crisp, golden lager, brewed to go with anything off the grill.',
            tags: [...VE], contains: has('gluten'),
          }),
          item({
            name: 'Hazy pale ale (5.2%)', price: 5.45, kcal: 165, portion: '330 ml bottle',
            description: 'Juicy and citrusy, with a gentle bitter finish.',
            tags: [...VE], contains: has('gluten'),
          }),
          item({
            name: 'Gluten-free lager (4.5%)', price: 5.25, kcal: 140, portion: '330 ml bottle',
            description: 'A clean, light lager brewed from sorghum and rice instead of barley.',
            tags: [...VE, 'gluten-free'], contains: [],
          }),
          item({
            name: 'Alcohol-free lager (0.0%)', price: 3.95, kcal: 70, portion: '330 ml bottle',
            description: 'All the refreshment of a cold lager, none of the alcohol.',
            tags: [...VE], contains: has('gluten'),
          }),
          item({
            name: 'Orchard apple cider (4.5%)', price: 5.75, kcal: 215, portion: 'Pint (568 ml)',
            description: 'Crisp, medium-dry cider pressed from West Country apples.',
            tags: [...VE, 'gluten-free'], contains: has('sulphites'),
          }),
        ],
      },
      {
        name: 'Wines',
        description: 'Also available as a 125 ml glass or a 750 ml bottle; ask your server.',
        items: [
          item({
            name: 'Sauvignon Blanc, Chile (12.5%)', price: 7.25, kcal: 160, portion: '175 ml glass',
            description: 'Zesty and fresh, with gooseberry and lime; lovely with a salad or the prawns.',
            tags: [...VE, 'gluten-free'], contains: has('sulphites'),
          }),
          item({
            name: 'Pinot Grigio, Italy (12%)', price: 6.95, kcal: 155, portion: '175 ml glass',
            description: 'Light, crisp and easy-going, with a hint of green apple.',
            tags: [...VE, 'gluten-free'], contains: has('sulphites'),
          }),
          item({
            name: 'Pink blush rosé, California (10.5%)', price: 6.95, kcal: 150, portion: '175 ml glass',
            description: 'Softly sweet with summer strawberry flavours.',
            tags: [...VE, 'gluten-free'], contains: has('sulphites'),
          }),
          item({
            name: 'Merlot, Chile (13%)', price: 7.25, kcal: 165, portion: '175 ml glass',
            description: 'Soft, round and plummy, a happy match for chicken or burgers.',
            tags: [...VE, 'gluten-free'], contains: has('sulphites'),
          }),
          item({
            name: 'Malbec, Argentina (13.5%)', price: 8.25, kcal: 170, portion: '175 ml glass',
            description: 'Bold and velvety with dark fruit and a touch of spice; fined with egg white, so not one for vegans.',
            tags: ['vegetarian', 'gluten-free', 'dairy-free'], contains: has('eggs', 'sulphites'),
          }),
          item({
            name: 'Prosecco, Italy (11%)', price: 7.95, kcal: 90, portion: '125 ml glass',
            description: 'Light, fruity bubbles for birthdays, catch-ups and "just because".',
            tags: [...VE, 'gluten-free'], contains: has('sulphites'),
          }),
        ],
      },
    ],
  },
];
