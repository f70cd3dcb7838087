import type { DemoCategoryKey } from './demoCategories.ts';
import type { DemoImageId } from './demoImages.ts';
import {
  type DemoSheetData,
  disclaimer,
  fullBleed,
  type ImageUrls,
  icons,
  image,
  list,
  logo,
  PAGE,
  page,
  sheetData,
  type TyreData,
  text,
  tyreLabel,
  withVariants,
} from './sheetBuilder.ts';

export interface DemoRegionalCopy {
  region: string;
  status: 'locked' | 'unlocked';
  /** The regional name, where the region translated it. */
  name?: string;
}

export interface DemoSheet {
  name: string;
  details: string;
  category: DemoCategoryKey;
  status: 'locked' | 'unlocked';
  data: (urls: ImageUrls) => DemoSheetData;
  regional: DemoRegionalCopy[];
}

const BLUE = '#1c69d4';
const DARK = '#262626';

const FINE_PRINT =
  'All prices are recommended retail prices of the dealer including VAT, valid while stocks last. Complete wheels are delivered mounted and balanced; fitting and storage are not included unless stated. Tyre label values refer to the tyre size shown. Errors and changes excepted.';

function eprel(id: number): string {
  return `https://eprel.ec.europa.eu/qr/${id}`;
}

const winterTyre = (
  size: string,
  eprelId: number,
  overrides: Partial<TyreData> = {},
): TyreData => ({
  tyreClass: 'C1',
  supplier: 'Nordkap Tyres',
  typeIdentifier: 'WinterContact TS 870',
  sizeDesignation: size,
  fuelEfficiency: 'C',
  wetGrip: 'B',
  noiseClass: 'B',
  noiseDb: 71,
  snowGrip: true,
  iceGrip: false,
  eprelUrl: eprel(eprelId),
  ...overrides,
});

const summerTyre = (
  size: string,
  eprelId: number,
  overrides: Partial<TyreData> = {},
): TyreData => ({
  tyreClass: 'C1',
  supplier: 'Südwind Reifen',
  typeIdentifier: 'SportContact 7',
  sizeDesignation: size,
  fuelEfficiency: 'B',
  wetGrip: 'A',
  noiseClass: 'B',
  noiseDb: 72,
  snowGrip: false,
  iceGrip: false,
  eprelUrl: eprel(eprelId),
  ...overrides,
});

function headline(title: string, subtitle: string) {
  return [
    text(
      'Headline',
      `<p><strong><span data-size="xxl">${title}</span></strong></p>`,
      { left: 40, top: 36, width: 515, height: 44 },
      { fontSize: 14, color: BLUE },
    ),
    text(
      'Subline',
      `<p>${subtitle}</p>`,
      { left: 40, top: 84, width: 515, height: 28 },
      { fontSize: 13, color: DARK },
    ),
  ];
}

function priceBox(html: string, top = 420) {
  return text(
    'Price',
    html,
    { left: 337, top, width: 218, height: 96 },
    {
      fontSize: 12,
      color: '#ffffff',
      backgroundColor: BLUE,
      padding: 12,
      textAlign: 'center',
      dealerEditable: true,
    },
  );
}

/** The page-wide photo under the headline, extended into the bleed left and right. */
const photo = (urls: ImageUrls, id: DemoImageId, height = 240) =>
  image('Photo', urls[id], fullBleed({ left: 0, top: 124, width: PAGE.width, height }));

/** The wheel features; the star marking names the brand the sheet is for (its ci). */
const wheelFeatures = (
  box = { left: 40, top: 560, width: 270, height: 100 },
  brand: 'BMW' | 'MINI' = 'BMW',
) =>
  icons(
    'Wheel features',
    [
      ['star', `Star-marked: developed for your ${brand}`],
      ['rsc', 'Run-flat tyres (RSC)'],
      ['rdc', 'Tyre pressure sensors (RDC) included'],
      ['chains', 'Suitable for snow chains'],
    ],
    box,
  );

const dealerContact = (box = { left: 337, top: 700, width: 218, height: 80 }) =>
  text(
    'Dealer contact',
    '<p><strong>Your dealer</strong><br>Street and number<br>Postcode and town<br>Phone</p>',
    box,
    { fontSize: 9, dealerEditable: true },
  );

/** 80 words: the reference sheet's body, also measured by the export benchmark. */
const REFERENCE_BODY =
  'Cold mornings, wet roads and the first snow: with original BMW complete winter wheels your 3 Series Touring stays as precise and safe as you know it. Every set is mounted, balanced and checked by our workshop, the tyre pressure sensors are already fitted, and we store your summer wheels until spring. Book your appointment online today, drive into the season with confidence, and enjoy every kilometre of winter without a single worry about grip, braking distance or driving comfort.';

/** 120 words of fine print in the XXS size (6 pt), the reference sheet's disclaimer. */
const REFERENCE_DISCLAIMER =
  'All prices are recommended retail prices of the dealer including VAT and are valid while stocks last. Complete wheels are delivered mounted, balanced and with tyre pressure sensors; fitting, disposal of old tyres and storage are charged separately unless stated otherwise. The tyre label values refer to the tyre size shown and may differ for other sizes. The saving on fitting applies to appointments booked in writing before 31 October and cannot be combined with other promotions or fleet discounts. Snow chains may only be fitted to the tyre sizes approved for your vehicle; please ask our service team. Offer valid for vehicles registered in the current year. Prices for other sizes and makes on request. Errors, printing mistakes and changes excepted.';

/** A complete-wheels offer with one variant per tyre size: price and tyre label change with it. */
function wheelOffer(
  urls: ImageUrls,
  options: {
    ci: string;
    title: string;
    subtitle: string;
    photoId: DemoImageId;
    body: string;
    sizes: { name: string; details: string; price: string; tyre: TyreData }[];
    sticky?: boolean;
  },
): DemoSheetData {
  const variants = options.sizes.map((size, index) => ({
    id: index + 1,
    name: size.name,
    details: size.details,
    group: 1,
  }));
  const first = options.sizes[0];
  if (!first) throw new Error('a wheel offer needs at least one size');
  return sheetData(
    options.ci,
    page(
      [
        ...headline(options.title, options.subtitle),
        photo(urls, options.photoId),
        text(
          'Body',
          `<p>${options.body}</p>`,
          { left: 40, top: 380, width: 270, height: 160 },
          { fontSize: 10 },
        ),
        withVariants(
          priceBox(
            `<p>Complete winter wheels</p><p><strong><span data-size="xl">${first.price}</span></strong></p>`,
            380,
          ),
          options.sizes.map((size, index) => ({
            variants: [index + 1],
            config: {
              text: `<p>Complete wheels ${size.name}</p><p><strong><span data-size="xl">${size.price}</span></strong></p>`,
            },
          })),
        ),
        withVariants(
          tyreLabel('Tyre label', first.tyre, { left: 342, top: 476, width: 213, height: 312 }),
          options.sizes.map((size, index) => ({
            variants: [index + 1],
            config: { tyre: size.tyre },
          })),
        ),
        wheelFeatures(undefined, options.ci === 'mini' ? 'MINI' : 'BMW'),
        logo(),
        disclaimer(FINE_PRINT),
      ],
      [{ id: 1, name: 'Tyre size' }],
      variants,
    ),
    { sticky: options.sticky ?? false },
  );
}

export const DEMO_SHEETS: DemoSheet[] = [
  {
    name: 'Reference offer sheet',
    details: 'BMW 3 Series Touring, complete winter wheels 17 inch',
    category: 'series3',
    status: 'unlocked',
    regional: [
      { region: 'cz', status: 'unlocked', name: 'Referenční nabídkový list' },
      { region: 'pl', status: 'unlocked', name: 'Referencyjny arkusz oferty' },
      { region: 'at', status: 'locked' },
    ],
    data: (urls) =>
      sheetData(
        'bmw',
        page([
          ...headline('Ready for winter.', 'BMW 3 Series Touring complete winter wheels, 17 inch'),
          photo(urls, 'suv', 216),
          text(
            'Body',
            `<p>${REFERENCE_BODY}</p>`,
            { left: 40, top: 356, width: 280, height: 142 },
            { dealerEditable: true },
          ),
          text(
            'Price',
            '<p>Complete winter wheels from</p><p><strong><span data-size="xl">1,249 €</span></strong></p>',
            { left: 40, top: 504, width: 280, height: 64 },
            {
              fontSize: 12,
              color: '#ffffff',
              backgroundColor: BLUE,
              padding: 10,
              dealerEditable: true,
            },
          ),
          image(
            'Wheel cut-out',
            urls.wheel,
            { left: 246, top: 498, width: 76, height: 76 },
            { backgroundSize: 'cover' },
          ),
          text(
            'Highlight box',
            '<p><strong>Book before 31 October</strong> and save 10 % on fitting.</p>',
            { left: 40, top: 578, width: 280, height: 34 },
            { backgroundColor: '#ff8f00', color: '#ffffff', padding: 8, textAlign: 'center' },
          ),
          list(
            'Included',
            [
              'Mounting and balancing',
              'Tyre pressure sensors (RDC)',
              'Storage of your summer wheels',
              'Free safety check',
            ],
            { left: 40, top: 618, width: 280, height: 58 },
            { listSize: 's' },
          ),
          tyreLabel('Tyre label', winterTyre('225/45 R17 91H', 406711)),
          wheelFeatures({ left: 337, top: 670, width: 218, height: 72 }),
          logo(),
          // Four lines of 9 pt need 43.2 pt: at 42 the last line overflowed (preflight's error).
          dealerContact({ left: 337, top: 746, width: 218, height: 44 }),
          disclaimer(REFERENCE_DISCLAIMER, 792, 44),
        ]),
      ),
  },
  {
    name: 'BMW 3 Series – complete winter wheels',
    details: 'Sedan and Touring, 17 to 19 inch',
    category: 'series3',
    status: 'unlocked',
    regional: [
      { region: 'cz', status: 'unlocked', name: 'BMW řady 3 – kompletní zimní kola' },
      { region: 'pl', status: 'locked', name: 'BMW serii 3 – kompletne koła zimowe' },
      { region: 'hu', status: 'unlocked' },
      { region: 'sk', status: 'unlocked' },
    ],
    data: (urls) =>
      wheelOffer(urls, {
        ci: 'bmw',
        title: 'Winter. Perfectly prepared.',
        subtitle: 'Original BMW complete winter wheels for the BMW 3 Series',
        photoId: 'sedan',
        body: 'Tested for the BMW 3 Series, star-marked and delivered ready to fit: choose the size that suits your car and let our workshop do the rest.',
        sizes: [
          {
            name: '17 inch',
            details: '225/45 R17 91H, V-spoke 778',
            price: '1,249 €',
            tyre: winterTyre('225/45 R17 91H', 406711),
          },
          {
            name: '18 inch',
            details: '225/40 R18 92V, double-spoke 780',
            price: '1,590 €',
            tyre: winterTyre('225/40 R18 92V', 406712, { fuelEfficiency: 'D', noiseDb: 72 }),
          },
          {
            name: '19 inch',
            details: '225/35 R19 88W, M double-spoke 791',
            price: '2,190 €',
            tyre: winterTyre('225/35 R19 88W', 406713, { wetGrip: 'C', noiseDb: 73 }),
          },
        ],
      }),
  },
  {
    name: 'BMW X5 – summer complete wheels',
    details: 'Mixed fitment 20 and 21 inch, front and rear',
    category: 'x5',
    status: 'unlocked',
    regional: [
      { region: 'cz', status: 'locked' },
      { region: 'pl', status: 'unlocked', name: 'BMW X5 – kompletne koła letnie' },
      { region: 'at', status: 'unlocked' },
    ],
    data: (urls) =>
      sheetData(
        'bmw',
        page(
          [
            ...headline('Made for summer.', 'BMW X5 complete summer wheels with mixed fitment'),
            photo(urls, 'roofBox'),
            text(
              'Body',
              '<p>Wider tyres at the rear, precise steering at the front: the mixed fitment of the BMW X5 is matched axle by axle. Choose a front size and the matching rear size is selected with it.</p>',
              { left: 40, top: 380, width: 270, height: 120 },
            ),
            withVariants(
              priceBox(
                '<p>Set of four</p><p><strong><span data-size="xl">3,480 €</span></strong></p>',
                380,
              ),
              [
                {
                  variants: [3, 4],
                  config: {
                    text: '<p>Set of four, 21 inch</p><p><strong><span data-size="xl">4,290 €</span></strong></p>',
                  },
                },
              ],
            ),
            withVariants(
              tyreLabel('Tyre label', summerTyre('275/40 R20 106Y', 512001), {
                left: 342,
                top: 486,
                width: 213,
                height: 312,
              }),
              [
                {
                  variants: [3],
                  config: { tyre: summerTyre('275/35 R21 103Y', 512003, { fuelEfficiency: 'C' }) },
                },
              ],
            ),
            wheelFeatures(),
            logo(),
            disclaimer(FINE_PRINT),
          ],
          [
            { id: 1, name: 'Front axle' },
            { id: 2, name: 'Rear axle' },
          ],
          [
            { id: 1, name: '20 inch front', details: '275/40 R20 106Y', group: 1 },
            { id: 3, name: '21 inch front', details: '275/35 R21 103Y', group: 1 },
            { id: 2, name: '20 inch rear', details: '315/35 R20 110Y', group: 2 },
            { id: 4, name: '21 inch rear', details: '315/30 R21 105Y', group: 2 },
          ],
        ),
        { connectedGroups: [[1, 2]] },
      ),
  },
  {
    name: 'BMW 5 Series – business leasing',
    details: 'Leasing offer with terms on a second page',
    category: 'series5',
    status: 'unlocked',
    regional: [
      { region: 'at', status: 'unlocked' },
      { region: 'hu', status: 'locked' },
    ],
    data: (urls) =>
      sheetData(
        'bmw',
        page([
          ...headline('Business class, monthly.', 'The BMW 5 Series Sedan as a business lease'),
          photo(urls, 'sedan'),
          text(
            'Body',
            '<p>Representative, efficient and fully connected: the BMW 5 Series is the office on the road. Our business lease includes maintenance and winter wheels, so you plan with one monthly rate.</p>',
            { left: 40, top: 380, width: 270, height: 120 },
          ),
          priceBox(
            '<p>Monthly rate from</p><p><strong><span data-size="xl">589 €</span></strong></p><p><span data-size="xs">net, 36 months, 15,000 km a year</span></p>',
            380,
          ),
          list(
            'Included services',
            ['Maintenance and wear parts', 'Complete winter wheels', 'Replacement vehicle'],
            { left: 40, top: 510, width: 270, height: 80 },
          ),
          logo(),
          dealerContact(),
          disclaimer(
            'A leasing offer of the manufacturer’s financial services for business customers, subject to credit approval. See page 2 for the complete terms.',
          ),
        ]),
        {
          additionalPages: [
            page([
              text(
                'Terms headline',
                '<p><strong><span data-size="xl">Terms of the offer</span></strong></p>',
                { left: 40, top: 40, width: 515, height: 36 },
                { fontSize: 12, color: BLUE },
              ),
              list(
                'Terms',
                [
                  'Term 36 months, mileage 15,000 km a year',
                  'Down payment 0 €, monthly rate 589 € net',
                  'Excess kilometres 0.12 € net each',
                  'Return in the condition of normal wear',
                ],
                { left: 40, top: 90, width: 515, height: 120 },
                { listSize: 'l' },
              ),
              text(
                'Terms text',
                `<p>${FINE_PRINT}</p>`,
                { left: 40, top: 230, width: 515, height: 80 },
                { fontSize: 8 },
              ),
              logo('Dealer logo page 2'),
            ]),
          ],
        },
      ),
  },
  {
    name: 'Winter tyre storage',
    details: 'Seasonal storage service, all brands',
    category: 'winter',
    status: 'unlocked',
    regional: [
      { region: 'cz', status: 'unlocked', name: 'Uskladnění zimních pneumatik' },
      { region: 'pl', status: 'unlocked', name: 'Przechowywanie opon zimowych' },
      { region: 'hu', status: 'unlocked' },
      { region: 'sk', status: 'locked' },
    ],
    data: (urls) =>
      sheetData(
        'bmw',
        page([
          ...headline('We keep your wheels.', 'Professional storage between the seasons'),
          photo(urls, 'tyreStorage'),
          list(
            'Service',
            [
              'Washed and checked',
              'Stored dry and dark',
              'Tread depth report',
              'Fitted at your next visit',
            ],
            { left: 40, top: 380, width: 270, height: 100 },
            { listSize: 'l' },
          ),
          priceBox(
            '<p>Per season</p><p><strong><span data-size="xl">49 €</span></strong></p>',
            380,
          ),
          // Filled from each dealer's profile: name, address, phone and opening hours.
          text(
            'Dealer name',
            '<p><strong>Your dealer</strong></p>',
            {
              left: 40,
              top: 500,
              width: 270,
              height: 18,
            },
            { fontSize: 11, profileField: 'name' },
          ),
          text(
            'Dealer address',
            '<p>Street and number<br>Postcode and town</p>',
            {
              left: 40,
              top: 520,
              width: 270,
              height: 30,
            },
            { fontSize: 9, profileField: 'address' },
          ),
          text(
            'Dealer phone',
            '<p>Phone</p>',
            { left: 40, top: 552, width: 270, height: 14 },
            {
              fontSize: 9,
              profileField: 'phone',
            },
          ),
          text(
            'Opening hours',
            '<p>Opening hours</p>',
            {
              left: 337,
              top: 500,
              width: 218,
              height: 40,
            },
            { fontSize: 9, profileField: 'openingHours', dealerEditable: true },
          ),
          logo(),
          disclaimer('Storage of one set of four wheels per season. Price including VAT.'),
        ]),
        { sticky: true },
      ),
  },
  {
    name: 'Spring check',
    details: 'Wheel change and safety check',
    category: 'summer',
    status: 'unlocked',
    regional: [
      { region: 'cz', status: 'unlocked' },
      { region: 'at', status: 'unlocked' },
      { region: 'pl', status: 'unlocked', name: 'Wiosenny przegląd' },
    ],
    data: (urls) =>
      sheetData(
        'bmw',
        page([
          ...headline('Hello, spring.', 'Wheel change and 25-point safety check'),
          photo(urls, 'workshop'),
          list(
            'Checks',
            [
              'Brakes and brake fluid',
              'Lights and wipers',
              'Tyre pressure and tread',
              'Battery and fluids',
            ],
            { left: 40, top: 380, width: 270, height: 100 },
          ),
          priceBox(
            '<p>Wheel change and check</p><p><strong><span data-size="xl">79 €</span></strong></p>',
            380,
          ),
          logo(),
          dealerContact(),
          disclaimer(
            'Price including VAT for passenger cars; parts replaced during the check are charged separately.',
          ),
        ]),
        { sticky: true },
      ),
  },
  {
    name: 'MINI Cooper – winter complete wheels',
    details: '16 and 17 inch, star-marked',
    category: 'cooper',
    status: 'unlocked',
    regional: [
      { region: 'cz', status: 'unlocked' },
      { region: 'pl', status: 'unlocked', name: 'MINI Cooper – kompletne koła zimowe' },
    ],
    data: (urls) =>
      wheelOffer(urls, {
        ci: 'mini',
        title: 'Big fun, small snow.',
        subtitle: 'Original MINI complete winter wheels',
        photoId: 'hatch',
        body: 'Go-kart feeling even in January: our MINI winter wheels keep the Cooper agile on cold and wet roads.',
        sizes: [
          {
            name: '16 inch',
            details: '195/55 R16 87H, Revolite Spoke',
            price: '990 €',
            tyre: winterTyre('195/55 R16 87H', 601001),
          },
          {
            name: '17 inch',
            details: '205/45 R17 88V, Tentacle Spoke',
            price: '1,290 €',
            tyre: winterTyre('205/45 R17 88V', 601002, { noiseDb: 72 }),
          },
        ],
      }),
  },
  {
    name: 'MINI Countryman – accessories',
    details: 'Roof box, bike carrier and floor mats',
    category: 'countryman',
    status: 'unlocked',
    regional: [{ region: 'hu', status: 'unlocked' }],
    data: (urls) =>
      sheetData(
        'mini',
        page([
          ...headline('Pack more adventure.', 'Original accessories for the MINI Countryman'),
          photo(urls, 'roofBox'),
          list(
            'Accessories',
            [
              'Roof box 420 litres',
              'Bike carrier for two bikes',
              'All-weather floor mats',
              'Luggage compartment mat',
            ],
            { left: 40, top: 380, width: 270, height: 100 },
            { listSize: 'l' },
          ),
          priceBox(
            '<p>Roof box with base carrier</p><p><strong><span data-size="xl">649 €</span></strong></p>',
            380,
          ),
          logo(),
          disclaimer('Prices including VAT, fitting not included.'),
        ]),
      ),
  },
  {
    name: 'BMW 1 Series – service inclusive',
    details: 'Five years of maintenance at a fixed price',
    category: 'series1',
    status: 'unlocked',
    regional: [
      { region: 'sk', status: 'unlocked' },
      { region: 'cz', status: 'locked' },
    ],
    data: (urls) =>
      sheetData(
        'bmw',
        page([
          ...headline('Service included.', 'BMW Service Inclusive for the BMW 1 Series'),
          photo(urls, 'workshop'),
          text(
            'Body',
            '<p>All scheduled maintenance for five years or 100,000 km, with original parts and at every BMW partner in Europe.</p>',
            { left: 40, top: 380, width: 270, height: 80 },
          ),
          priceBox(
            '<p>One payment</p><p><strong><span data-size="xl">899 €</span></strong></p>',
            380,
          ),
          logo(),
          disclaimer('Terms of BMW Service Inclusive apply. Wear parts are not included.'),
        ]),
      ),
  },
  {
    name: 'BMW i4 – winter check for electric cars',
    details: 'Battery, heat pump and tyres',
    category: 'i4',
    status: 'unlocked',
    regional: [
      { region: 'at', status: 'unlocked' },
      { region: 'pl', status: 'locked' },
    ],
    data: (urls) =>
      sheetData(
        'bmw',
        page([
          ...headline('Electric, all winter.', 'The winter check for the BMW i4'),
          photo(urls, 'suv'),
          list(
            'Checks',
            [
              'High-voltage battery health',
              'Heat pump and preconditioning',
              'Tyres and tyre pressure',
              'Charging cable and socket',
            ],
            { left: 40, top: 380, width: 270, height: 100 },
          ),
          priceBox(
            '<p>Winter check</p><p><strong><span data-size="xl">59 €</span></strong></p>',
            380,
          ),
          tyreLabel(
            'Tyre label',
            winterTyre('245/45 R18 100V', 702001, {
              fuelEfficiency: 'B',
              typeIdentifier: 'WinterContact EV',
            }),
            { left: 342, top: 486, width: 213, height: 312 },
          ),
          logo(),
          disclaimer('Price including VAT.'),
        ]),
      ),
  },
  {
    name: 'BMW X1 – run-flat tyres explained',
    details: 'Why RSC tyres keep you moving',
    category: 'x1',
    status: 'locked',
    regional: [{ region: 'cz', status: 'locked' }],
    data: (urls) =>
      sheetData(
        'bmw',
        page([
          ...headline('Keep moving.', 'Run-flat tyres (RSC) on the BMW X1'),
          image(
            'Wheel',
            urls.wheel,
            { left: 40, top: 130, width: 240, height: 240 },
            { backgroundSize: 'contain' },
          ),
          text(
            'Body',
            '<p>With a puncture, run-flat tyres carry on for up to 80 km at up to 80 km/h, so you reach the next workshop safely. The tyre pressure display warns you as soon as pressure drops.</p>',
            { left: 300, top: 140, width: 255, height: 160 },
          ),
          wheelFeatures({ left: 300, top: 310, width: 255, height: 100 }),
          logo(),
          disclaimer('The distance you can drive depends on load and conditions.'),
        ]),
      ),
  },
  {
    name: 'Brake service',
    details: 'Discs and pads at a fixed price',
    category: 'service',
    status: 'unlocked',
    regional: [
      { region: 'cz', status: 'unlocked' },
      { region: 'pl', status: 'unlocked', name: 'Serwis hamulców' },
      { region: 'hu', status: 'locked' },
      { region: 'at', status: 'unlocked' },
    ],
    data: (urls) =>
      sheetData(
        'bmw',
        page([
          ...headline('Stop with confidence.', 'Brake discs and pads at a fixed price'),
          photo(urls, 'workshop'),
          list('Included', ['Original brake discs and pads', 'Wear sensor', 'Test drive'], {
            left: 40,
            top: 380,
            width: 270,
            height: 80,
          }),
          priceBox(
            '<p>Front axle from</p><p><strong><span data-size="xl">349 €</span></strong></p>',
            380,
          ),
          logo(),
          dealerContact(),
          disclaimer(
            'Fixed price for the front axle of the BMW 1 Series including parts and labour, VAT included.',
          ),
        ]),
      ),
  },
  {
    name: 'Roof box and carriers',
    details: 'For every BMW with roof rails',
    category: 'accessories',
    status: 'locked',
    regional: [{ region: 'pl', status: 'locked' }],
    data: (urls) =>
      sheetData(
        'bmw',
        page([
          ...headline('More room for holidays.', 'BMW roof boxes and base carriers'),
          photo(urls, 'roofBox'),
          list(
            'Choice',
            ['Roof box 320 litres', 'Roof box 420 litres', 'Ski and snowboard holder'],
            { left: 40, top: 380, width: 270, height: 80 },
          ),
          priceBox(
            '<p>Roof box 420 l from</p><p><strong><span data-size="xl">589 €</span></strong></p>',
            380,
          ),
          logo(),
          disclaimer('Prices including VAT, base carrier sold separately.'),
        ]),
      ),
  },
];
