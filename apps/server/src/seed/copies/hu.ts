import type { CopyLanguage } from './translateCopy.ts';

/** The demo's Hungarian copies (region `hu`). */
export const HU: CopyLanguage = {
  dealerLabels: {
    Body: 'Ajánlat szövege',
    Price: 'Ár',
    'Dealer contact': 'Kereskedő elérhetősége',
    'Opening hours': 'Nyitvatartás',
  },
  texts: {
    // Sheet names and details
    'BMW 3 Series – complete winter wheels': 'BMW 3-as sorozat – komplett téli kerekek',
    'Sedan and Touring, 17 to 19 inch': 'Limuzin és Touring, 17–19 col',
    'BMW 5 Series – business leasing': 'BMW 5-ös sorozat – üzleti lízing',
    'Leasing offer with terms on a second page': 'Lízingajánlat, a feltételek a 2. oldalon',
    'Winter tyre storage': 'Téli gumik tárolása',
    'Seasonal storage service, all brands': 'Szezonális tárolás, minden márkához',
    'MINI Countryman – accessories': 'MINI Countryman – tartozékok',
    'Roof box, bike carrier and floor mats': 'Tetőbox, kerékpártartó és szőnyegek',
    'Brake service': 'Fékszerviz',
    'Discs and pads at a fixed price': 'Tárcsák és betétek fix áron',

    // Shared blocks: wheel features, dealer contact, fine print
    'Star-marked: developed for your BMW': 'Csillagjelölés: az Ön BMW-jéhez fejlesztve',
    'Star-marked: developed for your MINI': 'Csillagjelölés: az Ön MINI-jéhez fejlesztve',
    'Run-flat tyres (RSC)': 'Defekttűrő abroncsok (RSC)',
    'Tyre pressure sensors (RDC) included': 'Guminyomás-érzékelőkkel (RDC)',
    'Suitable for snow chains': 'Hólánc felszerelhető',
    'Your dealer': 'Az Ön márkakereskedője',
    'Street and number': 'Utca és házszám',
    'Postcode and town': 'Irányítószám és település',
    Phone: 'Telefon',
    'Opening hours': 'Nyitvatartás',
    'All prices are recommended retail prices of the dealer including VAT, valid while stocks last. Complete wheels are delivered mounted and balanced; fitting and storage are not included unless stated. Tyre label values refer to the tyre size shown. Errors and changes excepted.':
      'Minden ár a márkakereskedő ajánlott fogyasztói ára áfával, a készlet erejéig érvényes. A komplett kerekeket felnire szerelve és kiegyensúlyozva szállítjuk; a felszerelés és a tárolás nem része az árnak, ha nincs másként jelölve. A címke értékei a feltüntetett méretre vonatkoznak. A tévedés és a változtatás jogát fenntartjuk.',

    // BMW 3 Series wheel offer
    'Tyre size': 'Gumiméret',
    '17 inch': '17 col',
    '18 inch': '18 col',
    '19 inch': '19 col',
    '225/45 R17 91H, V-spoke 778': '225/45 R17 91H, V-küllős 778',
    '225/40 R18 92V, double-spoke 780': '225/40 R18 92V, dupla küllős 780',
    '225/35 R19 88W, M double-spoke 791': '225/35 R19 88W, M dupla küllős 791',
    'Winter. Perfectly prepared.': 'Tél. Tökéletesen felkészülve.',
    'Original BMW complete winter wheels for the BMW 3 Series':
      'Eredeti BMW komplett téli kerekek a BMW 3-as sorozathoz',
    'Tested for the BMW 3 Series, star-marked and delivered ready to fit: choose the size that suits your car and let our workshop do the rest.':
      'A BMW 3-as sorozatra tesztelve, csillagjelöléssel, szerelésre készen: válassza ki az autójához illő méretet, a többit bízza műhelyünkre.',
    'Complete winter wheels': 'Komplett téli kerekek',
    'Complete wheels 17 inch': 'Komplett kerekek, 17 col',
    'Complete wheels 18 inch': 'Komplett kerekek, 18 col',
    'Complete wheels 19 inch': 'Komplett kerekek, 19 col',

    // BMW 5 Series business leasing
    'Business class, monthly.': 'Business class, havidíjjal.',
    'The BMW 5 Series Sedan as a business lease': 'A BMW 5-ös sorozat limuzin üzleti lízingben',
    'Representative, efficient and fully connected: the BMW 5 Series is the office on the road. Our business lease includes maintenance and winter wheels, so you plan with one monthly rate.':
      'Reprezentatív, hatékony és mindig online: a BMW 5-ös sorozat az iroda az úton. Üzleti lízingünk a karbantartást és a téli kerekeket is tartalmazza, így egyetlen havidíjjal tervezhet.',
    'Monthly rate from': 'Kezdő havidíj',
    'net, 36 months, 15,000 km a year': 'nettó, 36 hónap, évi 15\u00a0000 km',
    'Maintenance and wear parts': 'Karbantartás és kopóalkatrészek',
    'Replacement vehicle': 'Csereautó',
    'A leasing offer of the manufacturer’s financial services for business customers, subject to credit approval. See page 2 for the complete terms.':
      'A gyártó pénzügyi szolgáltatójának lízingajánlata üzleti ügyfeleknek, hitelbírálat függvényében. A teljes feltételeket a 2. oldalon találja.',
    'Terms of the offer': 'Az ajánlat feltételei',
    'Term 36 months, mileage 15,000 km a year':
      'Futamidő 36 hónap, évi 15\u00a0000 km futásteljesítmény',
    'Down payment 0 €, monthly rate 589 € net': 'Előleg {0}, havidíj {589} nettó',
    'Excess kilometres 0.12 € net each': 'Többletkilométer díja {0.12} nettó kilométerenként',
    'Return in the condition of normal wear':
      'Visszaadás a rendeltetésszerű használatnak megfelelő állapotban',

    // Winter tyre storage
    'We keep your wheels.': 'Vigyázunk a kerekeire.',
    'Professional storage between the seasons': 'Szakszerű tárolás két szezon között',
    'Washed and checked': 'Mosva és átvizsgálva',
    'Stored dry and dark': 'Száraz, sötét helyen tárolva',
    'Tread depth report': 'Profilmélység-jegyzőkönyv',
    'Fitted at your next visit': 'Felszerelés a következő látogatáskor',
    'Per season': 'Szezononként',
    'Storage of one set of four wheels per season. Price including VAT.':
      'Egy négy kerékből álló garnitúra tárolása szezononként. Az ár áfával értendő.',

    // MINI Countryman accessories
    'Pack more adventure.': 'Több kaland fér bele.',
    'Original accessories for the MINI Countryman': 'Eredeti tartozékok a MINI Countrymanhez',
    'Roof box 420 litres': 'Tetőbox, 420 liter',
    'Bike carrier for two bikes': 'Kerékpártartó két kerékpárhoz',
    'All-weather floor mats': 'Gumiszőnyegek minden évszakra',
    'Luggage compartment mat': 'Csomagtérszőnyeg',
    'Roof box with base carrier': 'Tetőbox alaptartóval',
    'Prices including VAT, fitting not included.': 'Az árak áfával, felszerelés nélkül értendők.',

    // Brake service
    'Stop with confidence.': 'Álljon meg magabiztosan.',
    'Brake discs and pads at a fixed price': 'Féktárcsák és fékbetétek fix áron',
    'Original brake discs and pads': 'Eredeti féktárcsák és fékbetétek',
    'Wear sensor': 'Kopásérzékelő',
    'Test drive': 'Próbaút',
    'Front axle from': 'Első tengely, kezdőár',
    'Fixed price for the front axle of the BMW 1 Series including parts and labour, VAT included.':
      'Fix ár a BMW 1-es sorozat első tengelyére, alkatrésszel, munkadíjjal és áfával.',
  },
};
