/** Static demo data for the seed: categories, cities, vendors, service templates, packages, festivals. */

/** Categories with their Hindi names (shown on Hindi pages; the operator edits both in the back office). */
export const CATEGORIES = [
  { name: 'Decoration', nameHi: 'सजावट', slug: 'decoration', gst: 18 },
  { name: 'Catering', nameHi: 'कैटरिंग', slug: 'catering', gst: 5 },
  { name: 'Photography', nameHi: 'फ़ोटोग्राफ़ी', slug: 'photography', gst: 18 },
  { name: 'Mehendi', nameHi: 'मेहंदी', slug: 'mehendi', gst: 18 },
  { name: 'DJ & Music', nameHi: 'डीजे और संगीत', slug: 'dj-music', gst: 18 },
  { name: 'Venue', nameHi: 'आयोजन स्थल', slug: 'venue', gst: 18 },
  { name: 'Makeup', nameHi: 'मेकअप', slug: 'makeup', gst: 18 },
  { name: 'Tent & Lighting', nameHi: 'टेंट और लाइटिंग', slug: 'tent-lighting', gst: 18 },
  { name: 'Pandit & Puja', nameHi: 'पंडित और पूजा', slug: 'pandit-puja', gst: 0 },
  { name: 'Invitation Cards', nameHi: 'निमंत्रण कार्ड', slug: 'invitation-cards', gst: 12 },
  { name: 'Choreography', nameHi: 'कोरियोग्राफ़ी', slug: 'choreography', gst: 18 },
] as const;

/** Seed cities with a real pincode each (coordinates come from the offline pincode table). */
export const CITIES = [
  { city: 'Mumbai', pin: '400050', area: 'Hill Road, Bandra West' },
  { city: 'Delhi', pin: '110001', area: 'Connaught Place' },
  { city: 'Bengaluru', pin: '560034', area: '80 Feet Road, Koramangala' },
  { city: 'Jaipur', pin: '302001', area: 'MI Road' },
  { city: 'Pune', pin: '411004', area: 'FC Road, Deccan Gymkhana' },
  { city: 'Hyderabad', pin: '500034', area: 'Road No. 12, Banjara Hills' },
  { city: 'Chennai', pin: '600017', area: 'Usman Road, T. Nagar' },
  { city: 'Kolkata', pin: '700019', area: 'Gariahat Road, Ballygunge' },
  { city: 'Ahmedabad', pin: '380009', area: 'CG Road, Navrangpura' },
  { city: 'Lucknow', pin: '226001', area: 'Hazratganj' },
] as const;

/** Vendors: [name, email, phone, category slug, city index]. The first two are the demo vendors A and B. */
export const VENDORS: ReadonlyArray<readonly [string, string, string, string, number]> = [
  ['Shubh Decorators', 'vendor@utsav.in', '9820000001', 'decoration', 0],
  ['Annapurna Caterers', 'vendor2@utsav.in', '9810000002', 'catering', 1],
  ['Lens Tales Studio', 'vendor3@utsav.in', '9845000003', 'photography', 2],
  ['Heena Art House', 'vendor4@utsav.in', '9829000004', 'mehendi', 3],
  ['Beat Street DJs', 'vendor5@utsav.in', '9822000005', 'dj-music', 4],
  ['Royal Orchid Banquets', 'vendor6@utsav.in', '9848000006', 'venue', 5],
  ['Glam Bridal Studio', 'vendor7@utsav.in', '9840000007', 'makeup', 6],
  ['Roshni Tent House', 'vendor8@utsav.in', '9830000008', 'tent-lighting', 7],
  ['Vedic Rituals', 'vendor9@utsav.in', '9825000009', 'pandit-puja', 8],
  ['Patrika Prints', 'vendor10@utsav.in', '9839000010', 'invitation-cards', 9],
  ['Utsav Flowers & Decor', 'vendor11@utsav.in', '9845000011', 'decoration', 2],
  ['Swaad Rasoi', 'vendor12@utsav.in', '9829000012', 'catering', 3],
  ['Naach Gaana Academy', 'vendor13@utsav.in', '9822000013', 'choreography', 4],
];

/**
 * Service titles per category. Prices are MRP in rupees. The first vendor of a category takes the first N titles, the
 * next vendor of the same category the N after them, so no two vendors list the same title.
 */
export const SERVICE_TEMPLATES: Record<string, ReadonlyArray<readonly [string, number]>> = {
  decoration: [
    ['Marigold Mandap Decoration', 45000],
    ['Haldi Ceremony Floral Setup', 18000],
    ['Birthday Balloon Decor', 6500],
    ['Sangeet Stage Backdrop', 32000],
    ['Car Flower Decoration', 4500],
    ['Baby Shower Theme Decor', 12000],
    ['Rajnigandha Floral Entrance Arch', 16000],
    ['Pastel Reception Stage with Drapes', 38000],
    ['Haldi Yellow Drape Decor', 14000],
    ['Kids Jungle Theme Party Decor', 9500],
    ['Temple Flower Rangoli and Diyas', 7000],
  ],
  catering: [
    ['North Indian Wedding Buffet (per 100 guests)', 85000],
    ['South Indian Banana Leaf Feast', 60000],
    ['Live Chaat Counter', 15000],
    ['Jain Satvik Thali (per 100 guests)', 55000],
    ['Mocktail Bar', 12000],
    ['Rajasthani Dal Baati Churma Spread', 48000],
    ['Marwari Wedding Thali (per 100 guests)', 62000],
    ['Live Jalebi and Rabri Counter', 11000],
    ['Kachori and Mirchi Bada Breakfast', 9000],
    ['Laal Maas and Bajra Roti Dinner', 58000],
    ['Ghewar Dessert Station', 8000],
  ],
  photography: [
    ['Candid Wedding Photography', 75000],
    ['Pre-Wedding Shoot', 40000],
    ['Drone Videography', 25000],
    ['Birthday Party Photography', 9000],
    ['Wedding Cinematic Film', 90000],
  ],
  mehendi: [
    ['Bridal Mehendi (Full Hands & Feet)', 15000],
    ['Arabic Mehendi for Guests (per 10)', 5000],
    ['Rajasthani Bridal Mehendi', 18000],
    ['Groom Mehendi', 3000],
    ['Karva Chauth Mehendi Package', 4000],
  ],
  'dj-music': [
    ['Sangeet Night DJ', 35000],
    ['Dhol Players for Baraat', 12000],
    ['Live Sufi Band', 60000],
    ['Birthday DJ with Lights', 14000],
    ['Shehnai Vadan', 11000],
  ],
  venue: [
    ['Grand Banquet Hall (500 guests)', 250000],
    ['Poolside Lawn (300 guests)', 180000],
    ['Rooftop Party Terrace', 60000],
    ['Heritage Courtyard Venue', 220000],
    ['Intimate Party Hall (80 guests)', 35000],
  ],
  makeup: [
    ['Bridal HD Makeup', 35000],
    ['Airbrush Bridal Makeup', 45000],
    ['Party Makeup (per person)', 5000],
    ['Groom Styling', 8000],
    ['Engagement Makeup', 18000],
  ],
  'tent-lighting': [
    ['Wedding Shamiana Tent', 70000],
    ['Fairy Light Canopy', 20000],
    ['German Hanger Tent', 150000],
    ['LED Wall and Stage Lighting', 40000],
    ['Generator Backup (per day)', 9000],
  ],
  'pandit-puja': [
    ['Griha Pravesh Puja', 11000],
    ['Satyanarayan Katha', 5100],
    ['Vivah Sanskar Pandit', 21000],
    ['Mundan Ceremony Puja', 4100],
    ['Navagraha Shanti Havan', 7100],
  ],
  'invitation-cards': [
    ['Royal Wedding Card (per 100)', 18000],
    ['Digital Video Invitation', 3500],
    ['Eco-friendly Seed Paper Invites (per 100)', 9000],
    ['Laser-cut Box Invitation (per 50)', 25000],
    ['Birthday E-invite Design', 1500],
  ],
  choreography: [
    ['Sangeet Choreography (family, 5 songs)', 40000],
    ['Couple First Dance Choreography', 15000],
    ['Bollywood Flash Mob', 25000],
    ['Kids Performance Choreography', 8000],
    ['Garba Night Instructor', 12000],
  ],
};

/** All of India (the largest radius a vendor may set): a vendor's explicit choice, never a default. */
export const ALL_INDIA_RADIUS_KM = 5000;
/**
 * How far a vendor of each category goes (km from the service's pincode; a Jaipur mehendi artist does not travel
 * 933 km to Mumbai); outside it the service is "not available" there. Invitation cards are shipped: all of India, as
 * the demo vendors A and B chose (travel per km) so demos and tests book them from either customer's city. No seeded
 * service is left on the default radius (docs/product.md).
 */
export const SERVICE_RADIUS_KM: Record<string, number> = {
  decoration: 100,
  catering: 75,
  photography: 500,
  mehendi: 60,
  'dj-music': 150,
  venue: 40,
  makeup: 60,
  'tent-lighting': 80,
  'pandit-puja': 50,
  'invitation-cards': ALL_INDIA_RADIUS_KM,
  choreography: 200,
};

export const CUSTOMERS = [
  { name: 'Aarav Sharma', phone: '9876543210', email: 'aarav.sharma@example.in' },
  { name: 'Diya Verma', phone: '9876543211', email: 'diya.verma@example.in' },
  { name: 'Priya Patel', phone: '9876543212', email: 'priya.patel@example.in' },
  { name: 'Rohan Gupta', phone: '9876543213', email: 'rohan.gupta@example.in' },
  { name: 'Ananya Iyer', phone: '9876543214', email: 'ananya.iyer@example.in' },
  { name: 'Kabir Singh', phone: '9876543215', email: 'kabir.singh@example.in' },
];

export const REVIEW_TEXTS: ReadonlyArray<readonly [number, string]> = [
  [5, 'Absolutely wonderful service, everything was on time and beautiful. Highly recommended!'],
  [4, 'Very good work and polite team. A small delay in setup but the result was great.'],
  [5, 'Our guests could not stop praising it. Worth every rupee.'],
  [3, 'Decent service. Communication could have been better.'],
  [4, 'Good value for money, would book again for the next family function.'],
  [5, 'Professional, creative and very cooperative. Thank you for making our day special!'],
  [2, 'Not as shown in the photos, but they tried to fix things on the day.'],
  [4, 'Neat work and reasonable pricing.'],
];

/** Reviews in the words of each category (several per service, about the service), [rating, text]. */
export const CATEGORY_REVIEWS: Record<string, ReadonlyArray<readonly [number, string]>> = {
  decoration: [
    [5, 'The marigold strings and drapes looked exactly like the mock-up. Set up two hours before the muhurat.'],
    [4, 'Lovely flowers, fresh till the end of the night. The team cleared everything the next morning.'],
    [3, 'Decor was pretty but a few LED strings were not working at first.'],
  ],
  catering: [
    [5, 'Every guest asked who did the food. The dal makhani and live counters were the highlight.'],
    [4, 'Tasty and hot food, servers were polite. Desserts ran out a little early.'],
    [4, 'Jain food was kept separate as we asked. Very hygienic kitchen team.'],
  ],
  photography: [
    [5, 'Candid shots captured every emotion. Album delivered within three weeks.'],
    [4, 'Great photos and drone shots; the highlight film took a little longer than promised.'],
    [5, 'Made shy relatives comfortable in front of the camera. Superb colours.'],
  ],
  mehendi: [
    [5, 'Dark, rich colour the next day and the bride loved the intricate design.'],
    [4, 'Artists were quick with the guests, everyone got a design before the sangeet.'],
    [3, 'Design was good but the artist arrived forty minutes late.'],
  ],
  'dj-music': [
    [5, 'Dance floor was full all night. Great mix of Punjabi, Bollywood and retro.'],
    [4, 'Good sound and lights; took our song requests happily.'],
    [4, 'Dhol players brought real energy to the baraat.'],
  ],
  venue: [
    [5, 'Spacious hall, clean washrooms and ample parking for our guests.'],
    [4, 'Beautiful lawn; the staff helped coordinate with our caterer.'],
    [3, 'Nice venue but the air conditioning struggled in the afternoon.'],
  ],
  makeup: [
    [5, 'Looked natural in person and flawless in photos. Lasted through the pheras.'],
    [4, 'Skilled artist, listened to what I wanted. Hairstyling was lovely.'],
    [4, 'The whole family was ready on time for the ceremony.'],
  ],
  'tent-lighting': [
    [5, 'The shamiana stayed firm through the evening wind and looked grand.'],
    [4, 'Fairy lights made the lawn magical. Generator backup kicked in without a blink.'],
    [3, 'Good tent but setup finished just before guests arrived.'],
  ],
  'pandit-puja': [
    [5, 'Panditji explained every step of the griha pravesh puja to the family.'],
    [5, 'All samagri was arranged; the puja was peaceful and on time.'],
    [4, 'Very knowledgeable, the katha was beautifully narrated.'],
  ],
  'invitation-cards': [
    [5, 'Printing quality is excellent and the box invite made a lovely first impression.'],
    [4, 'Video invite was ready in two days and relatives loved it.'],
    [4, 'Seed paper cards were a hit; delivery was on schedule.'],
  ],
  choreography: [
    [5, 'Even our non-dancer uncles performed with confidence at the sangeet.'],
    [4, 'Patient choreographer who adapted steps for the grandparents.'],
    [5, 'Our first dance felt effortless and romantic. Worth the rehearsals.'],
  ],
};

/**
 * Packages: name, description, what is in it, groups [category slug, maxitem, group amount in rupees]; a package with
 * a `city` offers that city's services (so a customer there has a package whose vendors come to them).
 */
export const PACKAGES: readonly {
  name: string;
  desc: string;
  inPackage: string;
  city?: string;
  groups: readonly (readonly [string, number, number])[];
}[] = [
  {
    name: 'Royal Wedding Package',
    desc: 'Everything for a grand Indian wedding: mandap decor, a wedding feast, candid photography and bridal mehendi.',
    inPackage: 'Decoration, Catering, Photography and Mehendi from top-rated vendors',
    groups: [
      ['decoration', 2, 60000],
      ['catering', 1, 80000],
      ['photography', 1, 70000],
      ['mehendi', 1, 15000],
    ] as const,
  },
  {
    name: 'Birthday Bash Package',
    desc: 'Theme decor, a DJ with lights and a live food counter for an unforgettable birthday party.',
    inPackage: 'Decoration, DJ & Music and Catering',
    groups: [
      ['decoration', 1, 8000],
      ['dj-music', 1, 14000],
      ['catering', 1, 15000],
    ] as const,
  },
  {
    name: 'Engagement Elegance Package',
    desc: 'A beautiful venue, bridal makeup and two photographers to capture the ring ceremony.',
    inPackage: 'Venue, Makeup and Photography',
    groups: [
      ['venue', 1, 60000],
      ['makeup', 1, 18000],
      ['photography', 2, 40000],
    ] as const,
  },
  {
    name: 'Griha Pravesh Puja Package',
    desc: 'A traditional house-warming: pandit and puja samagri, satvik catering and a shamiana for guests.',
    inPackage: 'Pandit & Puja, Catering and Tent & Lighting',
    groups: [
      ['pandit-puja', 1, 11000],
      ['catering', 1, 50000],
      ['tent-lighting', 1, 20000],
    ] as const,
  },
  {
    name: 'Sangeet Night Package',
    desc: 'Choreography for the family, a sangeet DJ and stage lighting for a night of dance.',
    inPackage: 'Choreography, DJ & Music and Tent & Lighting',
    groups: [
      ['choreography', 1, 40000],
      ['dj-music', 1, 35000],
      ['tent-lighting', 1, 40000],
    ] as const,
  },
  {
    name: 'Mumbai Wedding Package',
    desc: 'A Mumbai wedding with vendors who come to Mumbai: decor, a sangeet DJ and choreography for the family.',
    inPackage: 'Decoration, DJ & Music and Choreography from vendors serving Mumbai',
    city: 'Mumbai',
    groups: [
      ['decoration', 1, 50000],
      ['dj-music', 1, 35000],
      ['choreography', 1, 40000],
    ] as const,
  },
  {
    name: 'Delhi Wedding Package',
    desc: 'A Delhi wedding with vendors who come to Delhi: a wedding feast and printed invitation cards.',
    inPackage: 'Catering and Invitation Cards from vendors serving Delhi',
    city: 'Delhi',
    groups: [
      ['catering', 1, 80000],
      ['invitation-cards', 1, 15000],
    ] as const,
  },
];

/**
 * The demo vendors' GSTINs, by email: each registered in the state of its city (state code = GSTIN
 * digits 1–2: Maharashtra 27, Delhi 07, Karnataka 29, Rajasthan 08, Telangana 36, Tamil Nadu 33, West Bengal 19,
 * Gujarat 24, Uttar Pradesh 09), a made-up PAN of the right shape (4th letter F firm / C company, 5th the name's
 * initial), entity 1, 'Z', and the GSTN check character. Registered vendors issue tax invoices and charge GST;
 * a vendor who registers on the site has none until it enters one (its services then carry 0 %).
 */
export const VENDOR_GSTINS: Readonly<Record<string, string>> = {
  'vendor@utsav.in': '27AAKFS4821L1ZS',
  'vendor2@utsav.in': '07AAGFA7315M1ZB',
  'vendor3@utsav.in': '29ABDFL2094N1ZR',
  'vendor4@utsav.in': '08AAQFH6652P1ZG',
  'vendor5@utsav.in': '27AAHFB3378Q1ZS',
  'vendor6@utsav.in': '36AACCR5419R1ZS',
  'vendor7@utsav.in': '33ABAFG8836S1ZQ',
  'vendor8@utsav.in': '19AAJFR1207T1ZL',
  'vendor9@utsav.in': '24AAKFV4470U1Z8',
  'vendor10@utsav.in': '09AADFP9153V1Z5',
  'vendor11@utsav.in': '29AAIFU2768W1ZS',
  'vendor12@utsav.in': '08ABBFS5531X1ZA',
  'vendor13@utsav.in': '27AACFN6640Y1ZA',
};
