/** The catalogue a fresh shop starts with, so it looks like a real sweet shop on first start. */
import type { ProductCategory } from '#core/catalogue.ts';

export interface SampleProduct {
  slug: string;
  name: string;
  category: ProductCategory;
  /** Festivals the product is made for; empty for everyday products. */
  occasions: string[];
  /** Price of the default variant (500g for weighed products, the box otherwise), in paise. */
  defaultPricePaise: number;
  /** Weighed products come in 250g, 500g and 1kg; boxes and hampers in a single 'box'. */
  weighed: boolean;
  inStock: boolean;
  /** Between 4.0 and 5.0, one decimal. */
  rating: number;
  description: string;
  ingredients: string;
  /** How many days it keeps. */
  shelfLifeDays: number;
  /** How to keep it: 'Keep refrigerated'. */
  storageNote?: string;
}

export const sampleCatalogue: SampleProduct[] = [
  // Mithai
  {
    slug: 'kaju-katli',
    name: 'Kaju Katli',
    category: 'mithai',
    occasions: [],
    defaultPricePaise: 45000,
    weighed: true,
    inStock: true,
    rating: 4.8,
    description:
      'Our premium cashew fudge: finely ground cashews cooked with sugar and ghee, rolled thin, cut into diamonds and finished with edible silver. Smooth, rich and melt-in-the-mouth.',
    ingredients: 'Cashews, sugar, ghee, silver varq',
    shelfLifeDays: 15,
  },
  {
    slug: 'gulab-jamun',
    name: 'Gulab Jamun',
    category: 'mithai',
    occasions: [],
    defaultPricePaise: 32000,
    weighed: true,
    inStock: true,
    rating: 4.7,
    description:
      'Soft khoya dumplings fried slowly in ghee until deep golden, then soaked in a warm cardamom and rose syrup. Best served slightly warm.',
    ingredients: 'Khoya, refined flour, sugar, ghee, cardamom, rose water',
    shelfLifeDays: 5,
    storageNote: 'Keep refrigerated',
  },
  {
    slug: 'rasgulla',
    name: 'Rasgulla',
    category: 'mithai',
    occasions: [],
    defaultPricePaise: 28000,
    weighed: true,
    inStock: false,
    rating: 4.5,
    description:
      'Spongy balls of fresh chhena simmered in light sugar syrup, in the Bengal style. Light, juicy and delicately sweet; serve chilled.',
    ingredients: 'Chhena (cottage cheese), sugar, semolina, cardamom',
    shelfLifeDays: 4,
    storageNote: 'Keep refrigerated',
  },
  {
    slug: 'motichoor-ladoo',
    name: 'Motichoor Ladoo',
    category: 'mithai',
    occasions: [],
    defaultPricePaise: 38000,
    weighed: true,
    inStock: true,
    rating: 4.6,
    description:
      'Tiny pearls of gram flour boondi fried in ghee, soaked in saffron syrup and pressed by hand into ladoos. Soft, fragrant and studded with melon seeds.',
    ingredients: 'Gram flour, sugar, ghee, saffron, cardamom, melon seeds',
    shelfLifeDays: 7,
  },
  {
    slug: 'soan-papdi',
    name: 'Soan Papdi',
    category: 'mithai',
    occasions: [],
    defaultPricePaise: 26000,
    weighed: true,
    inStock: true,
    rating: 4.2,
    description:
      'Flaky, airy squares made by pulling gram flour roasted in ghee through caramelised sugar into fine threads. It melts on the tongue with a hint of cardamom.',
    ingredients: 'Gram flour, refined flour, sugar, ghee, cardamom, pistachios',
    shelfLifeDays: 90,
  },
  {
    slug: 'milk-cake',
    name: 'Milk Cake',
    category: 'mithai',
    occasions: [],
    defaultPricePaise: 42000,
    weighed: true,
    inStock: true,
    rating: 4.6,
    description:
      'Milk reduced for hours until it caramelises, then set into grainy blocks with a golden-brown heart. Moist, fudgy and gently caramel-sweet.',
    ingredients: 'Milk, sugar, ghee, cardamom',
    shelfLifeDays: 7,
    storageNote: 'Keep refrigerated',
  },
  {
    slug: 'besan-ladoo',
    name: 'Besan Ladoo',
    category: 'mithai',
    occasions: [],
    defaultPricePaise: 34000,
    weighed: true,
    inStock: true,
    rating: 4.4,
    description:
      'Gram flour roasted slowly in ghee until nutty and fragrant, mixed with sugar and cardamom and rolled by hand. A homely, crumbly classic.',
    ingredients: 'Gram flour, ghee, sugar, cardamom, almonds',
    shelfLifeDays: 15,
  },
  {
    slug: 'rasmalai',
    name: 'Rasmalai',
    category: 'mithai',
    occasions: [],
    defaultPricePaise: 36000,
    weighed: true,
    inStock: true,
    rating: 4.9,
    description:
      'Soft chhena discs soaked in thickened milk flavoured with saffron and cardamom, topped with slivered pistachios. Creamy and cooling; serve chilled.',
    ingredients: 'Chhena (cottage cheese), milk, sugar, saffron, cardamom, pistachios',
    shelfLifeDays: 2,
    storageNote: 'Keep refrigerated',
  },
  {
    slug: 'jalebi',
    name: 'Jalebi',
    category: 'mithai',
    occasions: [],
    defaultPricePaise: 24000,
    weighed: true,
    inStock: true,
    rating: 4.3,
    description:
      'Fermented batter piped in spirals into hot ghee, fried crisp and dipped in saffron syrup. Crunchy outside, syrupy inside; best eaten the same day.',
    ingredients: 'Refined flour, yoghurt, sugar, ghee, saffron',
    shelfLifeDays: 1,
  },
  // Namkeen
  {
    slug: 'samosa',
    name: 'Samosa',
    category: 'namkeen',
    occasions: [],
    defaultPricePaise: 18000,
    weighed: true,
    inStock: true,
    rating: 4.5,
    description:
      'Crisp, flaky pastry triangles filled with spiced potato and green peas, fried to a deep gold. Serve hot with mint and tamarind chutney.',
    ingredients: 'Refined flour, potatoes, green peas, vegetable oil, spices, green chillies',
    shelfLifeDays: 2,
  },
  {
    slug: 'bhujia',
    name: 'Bhujia',
    category: 'namkeen',
    occasions: [],
    defaultPricePaise: 22000,
    weighed: true,
    inStock: true,
    rating: 4.6,
    description:
      'Thin, crunchy strands of moth bean and gram flour dough seasoned with black pepper and spices, pressed straight into hot oil. The perfect tea-time nibble.',
    ingredients: 'Moth bean flour, gram flour, vegetable oil, black pepper, salt, spices',
    shelfLifeDays: 90,
  },
  {
    slug: 'mathri',
    name: 'Mathri',
    category: 'namkeen',
    occasions: [],
    defaultPricePaise: 16000,
    weighed: true,
    inStock: true,
    rating: 4.1,
    description:
      'Flaky, savoury discs of flour and ghee flavoured with carom seeds and black pepper, fried slowly until crisp. Lovely with masala chai or pickle.',
    ingredients: 'Refined flour, ghee, carom seeds, black pepper, salt, vegetable oil',
    shelfLifeDays: 30,
  },
  {
    slug: 'chakli',
    name: 'Chakli',
    category: 'namkeen',
    occasions: [],
    defaultPricePaise: 20000,
    weighed: true,
    inStock: false,
    rating: 4.3,
    description:
      'Crunchy spirals of rice and lentil flour spiced with cumin, sesame and chilli, piped by hand and fried until crisp. A Diwali favourite all year round.',
    ingredients:
      'Rice flour, gram flour, urad dal flour, sesame seeds, cumin, chilli, vegetable oil',
    shelfLifeDays: 30,
  },
  {
    slug: 'khakhra',
    name: 'Khakhra',
    category: 'namkeen',
    occasions: [],
    defaultPricePaise: 14000,
    weighed: true,
    inStock: true,
    rating: 4.2,
    description:
      'Thin Gujarati wheat crackers roasted on a griddle until crisp, with fenugreek and a touch of spice. A light, wholesome snack for breakfast or tea.',
    ingredients: 'Whole wheat flour, vegetable oil, fenugreek leaves, turmeric, chilli, salt',
    shelfLifeDays: 60,
  },
  {
    slug: 'moong-dal',
    name: 'Moong Dal',
    category: 'namkeen',
    occasions: [],
    defaultPricePaise: 17000,
    weighed: true,
    inStock: true,
    rating: 4.4,
    description:
      'Split yellow moong lentils soaked, fried until crunchy and tossed lightly with salt. Simple, moreish and great with a squeeze of lemon.',
    ingredients: 'Moong dal (split green gram), vegetable oil, salt',
    shelfLifeDays: 90,
  },
  {
    slug: 'khasta-kachori',
    name: 'Khasta Kachori',
    category: 'namkeen',
    occasions: [],
    defaultPricePaise: 25000,
    weighed: true,
    inStock: true,
    rating: 4.7,
    description:
      'Puffed, flaky pastry rounds stuffed with a spiced moong dal filling and fried slowly until golden. Crumbly and tangy; warm them briefly before serving.',
    ingredients: 'Refined flour, moong dal, ghee, fennel, coriander, dry mango powder, spices',
    shelfLifeDays: 7,
  },
  {
    slug: 'navratan-mixture',
    name: 'Navratan Mixture',
    category: 'namkeen',
    occasions: [],
    defaultPricePaise: 23000,
    weighed: true,
    inStock: true,
    rating: 4.5,
    description:
      'A festive mix of nine crunchy things: sev, boondi, peanuts, cashews, raisins, cornflakes and more, tossed with curry leaves and a sweet-spicy masala.',
    ingredients:
      'Gram flour, peanuts, cashews, raisins, corn flakes, chana dal, curry leaves, vegetable oil, sugar, spices',
    shelfLifeDays: 60,
  },
  // Dry fruits
  {
    slug: 'almonds',
    name: 'Almonds',
    category: 'dry_fruits',
    occasions: [],
    defaultPricePaise: 80000,
    weighed: true,
    inStock: true,
    rating: 4.6,
    description:
      'Plump, whole California almonds with a sweet, buttery crunch. Eat a handful raw, soak overnight, or slice into kheer and halwa.',
    ingredients: 'Almonds',
    shelfLifeDays: 180,
  },
  {
    slug: 'cashews',
    name: 'Cashews',
    category: 'dry_fruits',
    occasions: [],
    defaultPricePaise: 90000,
    weighed: true,
    inStock: true,
    rating: 4.7,
    description:
      'Large, creamy W240 whole cashews, mild and naturally sweet. Delicious as they are, roasted with a pinch of salt, or ground into rich gravies.',
    ingredients: 'Cashews',
    shelfLifeDays: 180,
  },
  {
    slug: 'pistachios',
    name: 'Pistachios',
    category: 'dry_fruits',
    occasions: [],
    defaultPricePaise: 120000,
    weighed: true,
    inStock: true,
    rating: 4.8,
    description:
      'Roasted and lightly salted pistachios in the shell, with bright green kernels and a rich, nutty flavour. Easy to crack and hard to stop.',
    ingredients: 'Pistachios, salt',
    shelfLifeDays: 180,
  },
  {
    slug: 'raisins',
    name: 'Raisins',
    category: 'dry_fruits',
    occasions: [],
    defaultPricePaise: 30000,
    weighed: true,
    inStock: false,
    rating: 4.1,
    description:
      'Long, golden-green raisins dried from seedless grapes, soft and chewy with a tangy sweetness. Perfect in pulao, kheer or straight from the pack.',
    ingredients: 'Raisins',
    shelfLifeDays: 180,
  },
  {
    slug: 'walnuts',
    name: 'Walnuts',
    category: 'dry_fruits',
    occasions: [],
    defaultPricePaise: 100000,
    weighed: true,
    inStock: true,
    rating: 4.4,
    description:
      'Light, shelled Kashmiri walnut halves with a mild, slightly bitter-sweet richness. Good with honey, in baking, or as a brain-food snack.',
    ingredients: 'Walnuts',
    shelfLifeDays: 90,
  },
  {
    slug: 'dates',
    name: 'Dates',
    category: 'dry_fruits',
    occasions: [],
    defaultPricePaise: 45000,
    weighed: true,
    inStock: true,
    rating: 4.5,
    description:
      'Soft, sticky dates with deep caramel and toffee notes. A natural sweet on their own, or stuffed with almonds for guests.',
    ingredients: 'Dates',
    shelfLifeDays: 180,
  },
  {
    slug: 'anjeer-figs',
    name: 'Anjeer (Figs)',
    category: 'dry_fruits',
    occasions: [],
    defaultPricePaise: 110000,
    weighed: true,
    inStock: true,
    rating: 4.3,
    description:
      'Sun-dried figs, chewy outside with a honeyed, seedy crunch inside. Lovely soaked in milk or chopped into barfi and halwa.',
    ingredients: 'Dried figs',
    shelfLifeDays: 180,
  },
  {
    slug: 'apricots',
    name: 'Apricots',
    category: 'dry_fruits',
    occasions: [],
    defaultPricePaise: 60000,
    weighed: true,
    inStock: true,
    rating: 4.2,
    description:
      'Plump, pitted dried apricots, soft and jammy with a bright sweet-tart flavour. A cheerful snack and a fine addition to fruit trays.',
    ingredients: 'Dried apricots',
    shelfLifeDays: 180,
  },
  // Gift hampers
  {
    slug: 'festive-mithai-hamper',
    name: 'Festive Mithai Hamper',
    category: 'gift_hampers',
    occasions: [],
    defaultPricePaise: 150000,
    weighed: false,
    inStock: true,
    rating: 4.7,
    description:
      'A gift-wrapped hamper of our best-loved sweets: Kaju Katli, Motichoor Ladoo, Milk Cake and Soan Papdi, 250g each.',
    ingredients: 'Cashews, gram flour, milk, sugar, ghee, saffron, cardamom, silver varq',
    shelfLifeDays: 7,
  },
  {
    slug: 'dry-fruit-gift-box',
    name: 'Dry Fruit Gift Box',
    category: 'gift_hampers',
    occasions: [],
    defaultPricePaise: 220000,
    weighed: false,
    inStock: true,
    rating: 4.8,
    description:
      'A wooden box with separate compartments of almonds, cashews, pistachios and raisins, 200g each. A gift that keeps well and suits every occasion.',
    ingredients: 'Almonds, cashews, pistachios, salt, raisins',
    shelfLifeDays: 180,
  },
  {
    slug: 'classic-sweets-hamper',
    name: 'Classic Sweets Hamper',
    category: 'gift_hampers',
    occasions: [],
    defaultPricePaise: 90000,
    weighed: false,
    inStock: true,
    rating: 4.4,
    description:
      'The everyday favourites in one box: Besan Ladoo, Soan Papdi and Milk Cake, 250g each. A simple, sure-fire gift for family visits.',
    ingredients: 'Gram flour, milk, sugar, ghee, cardamom, almonds, pistachios',
    shelfLifeDays: 7,
  },
  {
    slug: 'namkeen-treat-basket',
    name: 'Namkeen Treat Basket',
    category: 'gift_hampers',
    occasions: [],
    defaultPricePaise: 60000,
    weighed: false,
    inStock: true,
    rating: 4.3,
    description:
      'A cane basket of savoury snacks: Bhujia, Moong Dal, Navratan Mixture and Mathri, 200g each. For friends who prefer salty to sweet.',
    ingredients:
      'Gram flour, moth bean flour, moong dal, refined flour, peanuts, vegetable oil, salt, spices',
    shelfLifeDays: 30,
  },
  {
    slug: 'royal-celebration-hamper',
    name: 'Royal Celebration Hamper',
    category: 'gift_hampers',
    occasions: [],
    defaultPricePaise: 300000,
    weighed: false,
    inStock: true,
    rating: 4.9,
    description:
      'Our grandest hamper: Kaju Katli, Milk Cake and Motichoor Ladoo with almonds, cashews and pistachios, packed in a brass-trimmed box with a small silver-plated diya.',
    ingredients:
      'Cashews, almonds, pistachios, gram flour, milk, sugar, ghee, saffron, cardamom, silver varq',
    shelfLifeDays: 7,
  },
  {
    slug: 'premium-luxury-box',
    name: 'Premium Luxury Box',
    category: 'gift_hampers',
    occasions: [],
    defaultPricePaise: 280000,
    weighed: false,
    inStock: false,
    rating: 4.8,
    description:
      'A velvet-lined box of saffron Kaju Katli, pistachio rolls and almond barfi alongside whole Anjeer and Medjool dates. Made in small batches for special gifts.',
    ingredients:
      'Cashews, pistachios, almonds, dried figs, dates, sugar, ghee, saffron, silver varq',
    shelfLifeDays: 10,
  },
  {
    slug: 'corporate-gift-hamper',
    name: 'Corporate Gift Hamper',
    category: 'gift_hampers',
    occasions: [],
    defaultPricePaise: 180000,
    weighed: false,
    inStock: true,
    rating: 4.5,
    description:
      'A smart, neatly packed hamper for clients and colleagues: Kaju Katli, roasted almonds and cashews, and a pack of Navratan Mixture.',
    ingredients: 'Cashews, almonds, gram flour, peanuts, sugar, ghee, vegetable oil, salt, spices',
    shelfLifeDays: 15,
  },
  {
    slug: 'family-delight-hamper',
    name: 'Family Delight Hamper',
    category: 'gift_hampers',
    occasions: [],
    defaultPricePaise: 120000,
    weighed: false,
    inStock: true,
    rating: 4.6,
    description:
      'Something for everyone: Gulab Jamun, Besan Ladoo, Bhujia and a pack of dates, sized for a family to share over a weekend.',
    ingredients:
      'Khoya, gram flour, moth bean flour, dates, sugar, ghee, vegetable oil, cardamom, spices',
    shelfLifeDays: 5,
    storageNote: 'Keep refrigerated',
  },
  // Special-occasion boxes
  {
    slug: 'diwali-delight-box',
    name: 'Diwali Delight Box',
    category: 'gift_hampers',
    occasions: ['Diwali'],
    defaultPricePaise: 150000,
    weighed: false,
    inStock: true,
    rating: 4.8,
    description:
      'A festive box of Kaju Katli, Motichoor Ladoo, Soan Papdi and Chakli, with two hand-painted clay diyas to light on the night.',
    ingredients:
      'Cashews, gram flour, rice flour, sugar, ghee, saffron, cardamom, sesame seeds, spices',
    shelfLifeDays: 15,
  },
  {
    slug: 'holi-gujiya-box',
    name: 'Holi Gujiya Box',
    category: 'gift_hampers',
    occasions: ['Holi'],
    defaultPricePaise: 80000,
    weighed: false,
    inStock: true,
    rating: 4.6,
    description:
      'Crescent-shaped gujiyas with crimped edges, filled with khoya, coconut and dry fruits and fried until crisp. Twelve pieces, the taste of Holi.',
    ingredients:
      'Refined flour, khoya, desiccated coconut, sugar, ghee, almonds, raisins, cardamom',
    shelfLifeDays: 10,
  },
  {
    slug: 'wedding-mithai-box',
    name: 'Wedding Mithai Box',
    category: 'gift_hampers',
    occasions: ['Wedding'],
    defaultPricePaise: 200000,
    weighed: false,
    inStock: true,
    rating: 4.9,
    description:
      'An elegant box of Kaju Katli, Besan Ladoo, Milk Cake and dry fruits, decorated in red and gold for shagun and wedding guests.',
    ingredients:
      'Cashews, gram flour, milk, almonds, pistachios, sugar, ghee, cardamom, silver varq',
    shelfLifeDays: 7,
  },
  {
    slug: 'birthday-sweet-box',
    name: 'Birthday Sweet Box',
    category: 'gift_hampers',
    occasions: ['Birthday'],
    defaultPricePaise: 90000,
    weighed: false,
    inStock: true,
    rating: 4.4,
    description:
      'A cheerful assortment of Kaju Katli, Rasmalai and chocolate barfi, ready to share after the candles are blown out.',
    ingredients: 'Cashews, chhena, milk, khoya, cocoa, sugar, ghee, saffron, pistachios',
    shelfLifeDays: 2,
    storageNote: 'Keep refrigerated',
  },
  {
    slug: 'eid-mubarak-box',
    name: 'Eid Mubarak Box',
    category: 'gift_hampers',
    occasions: ['Eid'],
    defaultPricePaise: 120000,
    weighed: false,
    inStock: true,
    rating: 4.7,
    description:
      'Soft dates, almonds and pistachios with a pack of sevaiyan for sheer khurma and a selection of Milk Cake, packed for Eid visits.',
    ingredients: 'Dates, almonds, pistachios, wheat vermicelli, milk, sugar, ghee, cardamom',
    shelfLifeDays: 7,
  },
  {
    slug: 'karva-chauth-special',
    name: 'Karva Chauth Special',
    category: 'gift_hampers',
    occasions: ['Karva Chauth'],
    defaultPricePaise: 110000,
    weighed: false,
    inStock: false,
    rating: 4.5,
    description:
      'Mathri, Besan Ladoo and Kaju Katli with dry fruits, packed for the sargi before dawn and the sweet to break the fast at moonrise.',
    ingredients:
      'Refined flour, gram flour, cashews, almonds, raisins, sugar, ghee, carom seeds, cardamom',
    shelfLifeDays: 10,
  },
  {
    slug: 'raksha-bandhan-box',
    name: 'Raksha Bandhan Box',
    category: 'gift_hampers',
    occasions: ['Raksha Bandhan'],
    defaultPricePaise: 100000,
    weighed: false,
    inStock: true,
    rating: 4.6,
    description:
      'Kaju Katli, Motichoor Ladoo and Milk Cake with a hand-tied rakhi, roli and rice in one box, ready for the ceremony.',
    ingredients:
      'Cashews, gram flour, milk, sugar, ghee, saffron, cardamom, melon seeds, silver varq',
    shelfLifeDays: 7,
  },
  {
    slug: 'new-year-celebration-box',
    name: 'New Year Celebration Box',
    category: 'gift_hampers',
    occasions: ['New Year'],
    defaultPricePaise: 130000,
    weighed: false,
    inStock: true,
    rating: 4.3,
    description:
      'A party-ready box of Kaju Katli, Soan Papdi, roasted cashews and Navratan Mixture to see in the year with something sweet and something salty.',
    ingredients:
      'Cashews, gram flour, refined flour, peanuts, sugar, ghee, vegetable oil, cardamom, spices',
    shelfLifeDays: 15,
  },
];
