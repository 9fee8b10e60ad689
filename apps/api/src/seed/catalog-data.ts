import type { MarketplaceSection, RentalPricePeriod } from '@bazaar/contracts';

/** One kind of thing listed in a subcategory; prices are whole euros, picked in [min, max]. */
export interface ItemSeed {
  name: string;
  min: number;
  max: number;
  /** Attributes every listing of this item carries (brand, make and model, property type…). */
  base: Record<string, string | number | boolean | string[]>;
  /** Set for things offered for rent; the price is per day or per month. */
  rentalPeriod?: RentalPricePeriod;
  /**
   * What tells one second-hand ad of this item from the next (a colour, a size, an edition),
   * taken in turn: no two people sell quite the same thing.
   */
  details?: readonly string[];
}

export interface SubcategorySeed {
  name: string;
  items: ItemSeed[];
}

export interface CategorySeed {
  name: string;
  subcategories: SubcategorySeed[];
}

export interface SectionSeed {
  name: string;
  /** Hue (0–360) of the pictures of this section. */
  hue: number;
  categories: CategorySeed[];
}

export interface DivisionSeed {
  section: MarketplaceSection;
  /** How many listings the demo marketplace has in this division. */
  listingCount: number;
  sections: SectionSeed[];
}

const item = (name: string, min: number, max: number, base: ItemSeed['base'] = {}): ItemSeed => ({
  name,
  min,
  max,
  base,
});
const used = (name: string, min: number, max: number, details: readonly string[]): ItemSeed => ({
  ...item(name, min, max),
  details,
});
const branded = (brand: string, name: string, min: number, max: number) =>
  item(`${brand} ${name}`, min, max, { brand });
const car = (make: string, model: string, min: number, max: number, body: string) =>
  item(`${make} ${model}`, min, max, { make, model, body_type: body });
const home = (type: string, min: number, max: number, rentalPeriod?: RentalPricePeriod) => ({
  ...item(type, min, max, { property_type: type }),
  ...(rentalPeriod ? { rentalPeriod } : {}),
});

export const demoCatalog: readonly DivisionSeed[] = [
  {
    section: 'catalog',
    listingCount: 60,
    sections: [
      {
        name: 'Electronics',
        hue: 215,
        categories: [
          {
            name: 'Phones',
            subcategories: [
              {
                name: 'Smartphones',
                items: [
                  branded('Apple', 'iPhone 15 128 GB', 799, 949),
                  branded('Samsung', 'Galaxy S24 256 GB', 749, 899),
                  branded('Google', 'Pixel 8 128 GB', 549, 699),
                  branded('Fairphone', '5 256 GB', 599, 699),
                ],
              },
              {
                name: 'Phone accessories',
                items: [
                  branded('Anker', 'Nano Charger 30 W USB-C', 19, 29),
                  branded('Spigen', 'Ultra Hybrid Case', 15, 25),
                  branded('Belkin', 'MagSafe 3-in-1 Charging Stand', 89, 129),
                ],
              },
            ],
          },
          {
            name: 'Computers',
            subcategories: [
              {
                name: 'Laptops',
                items: [
                  branded('Lenovo', 'ThinkPad X1 Carbon Gen 11', 1399, 1899),
                  branded('Apple', 'MacBook Air 13" M2', 1049, 1299),
                  branded('Dell', 'XPS 13 9340', 1199, 1499),
                  branded('ASUS', 'Zenbook 14 OLED', 899, 1149),
                ],
              },
              {
                name: 'Monitors',
                items: [
                  branded('Dell', 'UltraSharp U2723QE 27" 4K', 479, 599),
                  branded('LG', '27UP850N 27" 4K', 349, 449),
                  branded('Samsung', 'Odyssey G5 32"', 279, 349),
                ],
              },
            ],
          },
          {
            name: 'Audio',
            subcategories: [
              {
                name: 'Headphones',
                items: [
                  branded('Sony', 'WH-1000XM5', 299, 379),
                  branded('Bose', 'QuietComfort Ultra', 349, 449),
                  branded('Sennheiser', 'Momentum 4 Wireless', 249, 329),
                ],
              },
              {
                name: 'Speakers',
                items: [
                  branded('JBL', 'Charge 5', 129, 169),
                  branded('Sonos', 'Era 100', 229, 279),
                  branded('Marshall', 'Emberton II', 139, 169),
                ],
              },
            ],
          },
        ],
      },
      {
        name: 'Home & Garden',
        hue: 28,
        categories: [
          {
            name: 'Kitchen',
            subcategories: [
              {
                name: 'Coffee machines',
                items: [
                  branded("De'Longhi", 'Magnifica S ECAM 22.110', 299, 379),
                  branded('Sage', 'Barista Express', 549, 649),
                  branded('Jura', 'E8 Piano Black', 999, 1199),
                ],
              },
              {
                name: 'Cookware',
                items: [
                  branded('WMF', 'Profi Plus Pan 28 cm', 49, 69),
                  branded('Le Creuset', 'Signature Cast Iron Casserole 24 cm', 289, 349),
                  branded('Fissler', 'Original-Profi Pot Set, 5 pieces', 299, 379),
                ],
              },
            ],
          },
          {
            name: 'Furniture',
            subcategories: [
              {
                name: 'Desks',
                items: [
                  branded('Flexispot', 'E7 Standing Desk 160 × 80 cm', 449, 549),
                  branded('Casa Mira', 'Oak Writing Desk 120 cm', 389, 459),
                ],
              },
              {
                name: 'Lighting',
                items: [
                  branded('Philips Hue', 'White and Colour Starter Kit E27', 129, 169),
                  branded('Artemide', 'Tolomeo Mini Table Lamp', 259, 299),
                ],
              },
            ],
          },
          {
            name: 'Garden',
            subcategories: [
              {
                name: 'Grills',
                items: [
                  branded('Weber', 'Spirit E-325 GBS Gas Grill', 799, 949),
                  branded('Weber', 'Master-Touch Charcoal Grill 57 cm', 299, 369),
                ],
              },
              {
                name: 'Garden tools',
                items: [
                  branded('Gardena', 'Comfort Spray Lance', 29, 39),
                  branded('Bosch', 'AdvancedGrassCut 36 Trimmer', 119, 149),
                  branded('Fiskars', 'Xact Spade', 44, 59),
                ],
              },
            ],
          },
        ],
      },
      {
        name: 'Sports & Outdoors',
        hue: 140,
        categories: [
          {
            name: 'Bicycles',
            subcategories: [
              {
                name: 'E-bikes',
                items: [
                  branded('Cube', 'Kathmandu Hybrid Pro 750', 2999, 3499),
                  branded('Riese & Müller', 'Charger4 GT vario', 5299, 5899),
                ],
              },
              {
                name: 'Helmets',
                items: [
                  branded('Abus', 'Hyban 2.0 City Helmet', 69, 89),
                  branded('Uvex', 'Finale 2.0 MIPS', 99, 129),
                ],
              },
            ],
          },
          {
            name: 'Camping',
            subcategories: [
              {
                name: 'Tents',
                items: [
                  branded('Vaude', 'Campo 3P Tent', 299, 369),
                  branded('MSR', 'Hubba Hubba 2', 529, 599),
                ],
              },
              {
                name: 'Backpacks',
                items: [
                  branded('Deuter', 'Aircontact Core 50+10', 199, 239),
                  branded('Osprey', 'Talon 22', 119, 149),
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    section: 'flea-market',
    listingCount: 45,
    sections: [
      {
        name: 'Home & Living',
        hue: 340,
        categories: [
          {
            name: 'Furniture',
            subcategories: [
              {
                name: 'Sofas & armchairs',
                items: [
                  used('IKEA Kivik 3-seat sofa', 120, 260, [
                    'grey',
                    'dark blue',
                    'beige with chaise longue',
                  ]),
                  used('Vintage leather armchair', 90, 220, [
                    'cognac',
                    'dark brown',
                    'black, with footstool',
                  ]),
                  used('Mid-century lounge chair', 150, 320, [
                    'teak and green wool',
                    'walnut, grey fabric',
                    'oak, mustard yellow',
                  ]),
                ],
              },
              {
                name: 'Shelves',
                items: [
                  used('IKEA Kallax shelf', 45, 80, [
                    '4×4, white',
                    '2×4, black-brown',
                    '4×4, oak effect',
                  ]),
                  used('Solid pine bookcase', 40, 90, [
                    '180 cm',
                    '200 cm, with doors',
                    '90 cm, set of two',
                  ]),
                  used('String wall shelf system', 180, 290, [
                    'white',
                    'walnut',
                    'grey, with desk',
                  ]),
                ],
              },
            ],
          },
          {
            name: 'Decor',
            subcategories: [
              {
                name: 'Lamps',
                items: [
                  used('Brass floor lamp from the 70s', 60, 140, [
                    'linen shade',
                    'glass globe',
                    'arc lamp',
                  ]),
                  used('Bauhaus desk lamp', 35, 80, ['black', 'chrome', 'green enamel']),
                ],
              },
              {
                name: 'Mirrors & frames',
                items: [
                  used('Large wall mirror with oak frame', 40, 95, [
                    '80 × 180 cm',
                    '60 × 160 cm',
                    'round, 90 cm',
                  ]),
                  used('Set of 6 picture frames', 10, 25, [
                    'black, A4',
                    'white, 13 × 18 cm',
                    'oak, 30 × 40 cm',
                  ]),
                ],
              },
            ],
          },
        ],
      },
      {
        name: 'Kids & Baby',
        hue: 45,
        categories: [
          {
            name: 'Toys',
            subcategories: [
              {
                name: 'Building sets',
                items: [
                  used('LEGO City Fire Station 60320', 55, 85, [
                    'complete with box',
                    'with instructions',
                    'without box',
                  ]),
                  used('LEGO Technic bundle', 45, 90, [
                    '~3 kg',
                    '~5 kg with motors',
                    '~2 kg, sorted',
                  ]),
                  used('Playmobil Pirate Ship', 30, 60, [
                    'with figures',
                    'complete set',
                    'with extra cannons',
                  ]),
                ],
              },
              {
                name: 'Board games',
                items: [
                  used('Catan base game', 15, 25, [
                    'German edition',
                    'with Seafarers expansion',
                    'English edition',
                  ]),
                  used('Ticket to Ride Europe', 20, 30, [
                    'complete',
                    'with 1912 expansion',
                    'German edition',
                  ]),
                ],
              },
            ],
          },
          {
            name: 'Strollers & car seats',
            subcategories: [
              {
                name: 'Strollers',
                items: [
                  used('Bugaboo Fox 2 stroller', 350, 550, ['black', 'grey melange', 'steel blue']),
                  used('Joolz Aer buggy', 160, 260, ['black', 'sage green', 'grey']),
                ],
              },
            ],
          },
        ],
      },
      {
        name: 'Media & Hobbies',
        hue: 265,
        categories: [
          {
            name: 'Books',
            subcategories: [
              {
                name: 'Novels',
                items: [
                  used('Box of 20 crime novels', 15, 30, [
                    'German',
                    'English paperbacks',
                    'Scandinavian',
                  ]),
                  used('Harry Potter complete set', 45, 80, [
                    'hardcover',
                    'paperback box',
                    'German, hardcover',
                  ]),
                  used('Terry Pratchett Discworld collection', 30, 60, [
                    '15 paperbacks',
                    '30 paperbacks',
                    'hardcovers',
                  ]),
                ],
              },
            ],
          },
          {
            name: 'Music',
            subcategories: [
              {
                name: 'Vinyl records',
                items: [
                  used('Jazz vinyl collection', 90, 180, ['30 LPs', '50 LPs', '20 LPs, Blue Note']),
                  used('Beatles – Abbey Road', 40, 120, [
                    '1969 UK press',
                    '1969 German press',
                    '1978 reissue',
                  ]),
                ],
              },
              {
                name: 'Instruments',
                items: [
                  used('Yamaha acoustic guitar F310', 70, 110, [
                    'with gig bag',
                    'with stand and tuner',
                    'natural finish',
                  ]),
                  used('Casio digital piano CDP-S110', 220, 320, [
                    'black',
                    'white',
                    'with stand and pedal',
                  ]),
                ],
              },
            ],
          },
          {
            name: 'Bikes',
            subcategories: [
              {
                name: 'City bikes',
                items: [
                  used('Gazelle Dutch city bike', 180, 350, [
                    '28", 57 cm frame',
                    '28", 53 cm frame',
                    '26", 49 cm frame',
                  ]),
                  used('Vintage Peugeot road bike', 150, 300, [
                    '56 cm frame',
                    '58 cm frame',
                    '54 cm, new tyres',
                  ]),
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    section: 'services',
    listingCount: 35,
    sections: [
      {
        name: 'Home services',
        hue: 190,
        categories: [
          {
            name: 'Cleaning',
            subcategories: [
              {
                name: 'Apartment cleaning',
                items: [
                  item('Apartment cleaning, up to 80 m²', 60, 110),
                  item('Move-out deep cleaning', 150, 280),
                ],
              },
              {
                name: 'Window cleaning',
                items: [item('Window cleaning incl. frames', 45, 90)],
              },
            ],
          },
          {
            name: 'Repairs',
            subcategories: [
              {
                name: 'Plumbing',
                items: [
                  item('Plumber: leaks, taps and drains', 55, 85),
                  item('Boiler check and service', 90, 140),
                ],
              },
              {
                name: 'Electrical work',
                items: [item('Certified electrician: sockets, lights, fuse box', 60, 95)],
              },
              {
                name: 'Furniture assembly',
                items: [
                  item('IKEA furniture assembly', 35, 60),
                  item('Kitchen assembly and fitting', 300, 650),
                ],
              },
            ],
          },
        ],
      },
      {
        name: 'Lessons & Coaching',
        hue: 100,
        categories: [
          {
            name: 'Music lessons',
            subcategories: [
              {
                name: 'Guitar lessons',
                items: [item('Guitar lessons for beginners', 30, 45)],
              },
              {
                name: 'Piano lessons',
                items: [item('Piano lessons, all levels', 35, 55)],
              },
            ],
          },
          {
            name: 'Languages',
            subcategories: [
              {
                name: 'German lessons',
                items: [item('German lessons A1–C1', 30, 50)],
              },
              {
                name: 'English tutoring',
                items: [item('English tutoring for pupils', 25, 40)],
              },
            ],
          },
        ],
      },
      {
        name: 'Beauty & Events',
        hue: 310,
        categories: [
          {
            name: 'Wellness',
            subcategories: [
              { name: 'Massage', items: [item('Sports massage, 60 minutes', 55, 80)] },
              {
                name: 'Hairdressing',
                items: [item('Mobile hairdresser, cut & style', 35, 70)],
              },
            ],
          },
          {
            name: 'Events',
            subcategories: [
              {
                name: 'Photography',
                items: [
                  item('Wedding photography, full day', 1200, 2400),
                  item('Portrait shoot outdoors', 120, 250),
                ],
              },
              {
                name: 'DJ & music',
                items: [item('DJ for weddings and parties', 450, 900)],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    section: 'food',
    listingCount: 35,
    sections: [
      {
        name: 'Fresh produce',
        hue: 95,
        categories: [
          {
            name: 'Fruit',
            subcategories: [
              {
                name: 'Apples & pears',
                items: [
                  item('Organic Elstar apples', 3, 5, { unit: '1 kg', allergens: [] }),
                  item('Williams pears from the Altes Land', 4, 6, { unit: '1 kg', allergens: [] }),
                ],
              },
              {
                name: 'Berries',
                items: [
                  item('Fresh strawberries', 4, 7, { unit: '500 g', allergens: [] }),
                  item('Blueberries from the farm', 5, 8, { unit: '500 g', allergens: [] }),
                ],
              },
            ],
          },
          {
            name: 'Vegetables',
            subcategories: [
              {
                name: 'Potatoes',
                items: [item('Waxy potatoes, Linda', 4, 9, { unit: '5 kg', allergens: [] })],
              },
              {
                name: 'Tomatoes',
                items: [item('Heirloom tomatoes, mixed', 5, 8, { unit: '1 kg', allergens: [] })],
              },
            ],
          },
        ],
      },
      {
        name: 'Bakery & Pantry',
        hue: 35,
        categories: [
          {
            name: 'Bread & cakes',
            subcategories: [
              {
                name: 'Bread',
                items: [
                  item('Sourdough rye bread', 4, 7, {
                    unit: '1 loaf (1 kg)',
                    allergens: ['gluten'],
                  }),
                  item('Spelt rolls', 3, 5, { unit: '6 pieces', allergens: ['gluten', 'sesame'] }),
                ],
              },
              {
                name: 'Cakes',
                items: [
                  item('Black Forest cake to order', 35, 55, {
                    unit: '1 cake (26 cm)',
                    allergens: ['gluten', 'milk', 'eggs'],
                  }),
                  item('Homemade cheesecake', 25, 40, {
                    unit: '1 cake',
                    allergens: ['gluten', 'milk', 'eggs'],
                  }),
                ],
              },
            ],
          },
          {
            name: 'Pantry',
            subcategories: [
              {
                name: 'Honey',
                items: [
                  item('Raw wildflower honey', 7, 12, { unit: '500 g jar', allergens: [] }),
                  item('Creamy rapeseed honey', 6, 10, { unit: '500 g jar', allergens: [] }),
                ],
              },
              {
                name: 'Jams & preserves',
                items: [item('Homemade plum jam', 4, 6, { unit: '340 g jar', allergens: [] })],
              },
            ],
          },
        ],
      },
      {
        name: 'Dairy & eggs',
        hue: 55,
        categories: [
          {
            name: 'Farm products',
            subcategories: [
              {
                name: 'Eggs',
                items: [item('Free-range eggs', 3, 5, { unit: '10 eggs', allergens: ['eggs'] })],
              },
              {
                name: 'Cheese',
                items: [
                  item('Alpine mountain cheese, 12 months', 6, 10, {
                    unit: '250 g',
                    allergens: ['milk'],
                  }),
                  item('Fresh goat cheese', 4, 6, { unit: '150 g', allergens: ['milk'] }),
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    section: 'automarket',
    listingCount: 35,
    sections: [
      {
        name: 'Cars',
        hue: 0,
        categories: [
          {
            name: 'Passenger cars',
            subcategories: [
              {
                name: 'Sedans',
                items: [
                  car('BMW', '320d', 18_000, 34_000, 'sedan'),
                  car('Mercedes-Benz', 'C 200', 21_000, 38_000, 'sedan'),
                  car('Audi', 'A4 40 TFSI', 19_000, 33_000, 'sedan'),
                ],
              },
              {
                name: 'Hatchbacks',
                items: [
                  car('Volkswagen', 'Golf 1.5 TSI', 12_000, 24_000, 'hatchback'),
                  car('Opel', 'Corsa 1.2', 8_000, 15_000, 'hatchback'),
                  car('Ford', 'Fiesta 1.0 EcoBoost', 7_500, 14_000, 'hatchback'),
                ],
              },
              {
                name: 'SUVs',
                items: [
                  car('Volkswagen', 'Tiguan 2.0 TDI', 19_000, 35_000, 'suv'),
                  car('Skoda', 'Kodiaq 2.0 TDI', 22_000, 36_000, 'suv'),
                  car('Tesla', 'Model Y Long Range', 34_000, 45_000, 'suv'),
                ],
              },
              {
                name: 'Estate cars',
                items: [
                  car('Skoda', 'Octavia Combi 2.0 TDI', 13_000, 26_000, 'estate'),
                  car('Volvo', 'V60 B4', 24_000, 37_000, 'estate'),
                ],
              },
            ],
          },
        ],
      },
      {
        name: 'Motorcycles',
        hue: 20,
        categories: [
          {
            name: 'Motorbikes',
            subcategories: [
              {
                name: 'Naked bikes',
                items: [
                  car('Yamaha', 'MT-07', 5_500, 7_800, 'naked'),
                  car('Kawasaki', 'Z900', 7_000, 9_500, 'naked'),
                ],
              },
              {
                name: 'Scooters',
                items: [
                  car('Vespa', 'Primavera 125', 3_200, 4_800, 'scooter'),
                  car('Honda', 'PCX 125', 2_600, 3_600, 'scooter'),
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    section: 'property',
    listingCount: 35,
    sections: [
      {
        name: 'Residential',
        hue: 160,
        categories: [
          {
            name: 'Apartments',
            subcategories: [
              {
                name: 'Apartments for rent',
                items: [home('apartment', 650, 2400, 'per_month')],
              },
              {
                name: 'Apartments for sale',
                items: [home('apartment', 189_000, 790_000)],
              },
            ],
          },
          {
            name: 'Houses',
            subcategories: [
              { name: 'Houses for sale', items: [home('house', 329_000, 1_150_000)] },
              {
                name: 'Houses for rent',
                items: [home('house', 1400, 3600, 'per_month')],
              },
            ],
          },
        ],
      },
      {
        name: 'Short stays & Commercial',
        hue: 240,
        categories: [
          {
            name: 'Holiday rentals',
            subcategories: [
              {
                name: 'Holiday apartments',
                items: [home('holiday apartment', 65, 180, 'per_day')],
              },
            ],
          },
          {
            name: 'Commercial',
            subcategories: [
              {
                name: 'Offices for rent',
                items: [home('office', 900, 6500, 'per_month')],
              },
              {
                name: 'Parking spaces',
                items: [home('parking space', 60, 180, 'per_month')],
              },
            ],
          },
        ],
      },
    ],
  },
];
