import type { CopyLanguage } from './translateCopy.ts';

/** The demo's Czech copies (region `cz`), as a Czech marketing team would write them. */
export const CS: CopyLanguage = {
  dealerLabels: {
    Body: 'Text nabídky',
    Price: 'Cena',
    'Dealer contact': 'Kontakt na prodejce',
    'Opening hours': 'Otevírací doba',
  },
  texts: {
    // Sheet names and details
    'Reference offer sheet': 'Referenční nabídkový list',
    'BMW 3 Series Touring, complete winter wheels 17 inch':
      'BMW řady 3 Touring, kompletní zimní kola 17 palců',
    'BMW 3 Series – complete winter wheels': 'BMW řady 3 – kompletní zimní kola',
    'Sedan and Touring, 17 to 19 inch': 'Sedan a Touring, 17 až 19 palců',
    'BMW X5 – summer complete wheels': 'BMW X5 – kompletní letní kola',
    'Mixed fitment 20 and 21 inch, front and rear': 'Smíšená montáž 20 a 21 palců, vpředu a vzadu',
    'Winter tyre storage': 'Uskladnění zimních pneumatik',
    'Seasonal storage service, all brands': 'Sezonní uskladnění, všechny značky',
    'Spring check': 'Jarní prohlídka',
    'Wheel change and safety check': 'Přezutí a bezpečnostní kontrola',
    'MINI Cooper – winter complete wheels': 'MINI Cooper – kompletní zimní kola',
    '16 and 17 inch, star-marked': '16 a 17 palců, označeno hvězdičkou',
    'BMW 1 Series – service inclusive': 'BMW řady 1 – servis v ceně',
    'Five years of maintenance at a fixed price': 'Pět let údržby za pevnou cenu',
    'BMW X1 – run-flat tyres explained': 'BMW X1 – pneumatiky s funkcí dojezdu',
    'Why RSC tyres keep you moving': 'Proč s pneumatikami RSC dojedete dál',
    'Brake service': 'Servis brzd',
    'Discs and pads at a fixed price': 'Kotouče a destičky za pevnou cenu',

    // Shared blocks: wheel features, dealer contact, fine print
    'Star-marked: developed for your BMW': 'S hvězdičkou: vyvinuto pro vaše BMW',
    'Star-marked: developed for your MINI': 'S hvězdičkou: vyvinuto pro vaše MINI',
    'Run-flat tyres (RSC)': 'Pneumatiky run-flat (RSC)',
    'Tyre pressure sensors (RDC) included': 'Snímače tlaku pneumatik (RDC) v ceně',
    'Suitable for snow chains': 'Vhodné pro sněhové řetězy',
    'Your dealer': 'Váš prodejce',
    'Street and number': 'Ulice a číslo',
    'Postcode and town': 'PSČ a obec',
    Phone: 'Telefon',
    'Opening hours': 'Otevírací doba',
    'All prices are recommended retail prices of the dealer including VAT, valid while stocks last. Complete wheels are delivered mounted and balanced; fitting and storage are not included unless stated. Tyre label values refer to the tyre size shown. Errors and changes excepted.':
      'Všechny ceny jsou doporučené maloobchodní ceny prodejce včetně DPH a platí do vyprodání zásob. Kompletní kola dodáváme smontovaná a vyvážená; montáž na vůz a uskladnění nejsou zahrnuty, není-li uvedeno jinak. Hodnoty štítku pneumatiky platí pro uvedený rozměr. Chyby a změny vyhrazeny.',

    // Reference offer sheet
    'Ready for winter.': 'Připraveni na zimu.',
    'BMW 3 Series Touring complete winter wheels, 17 inch':
      'Kompletní zimní kola pro BMW řady 3 Touring, 17 palců',
    'Cold mornings, wet roads and the first snow: with original BMW complete winter wheels your 3 Series Touring stays as precise and safe as you know it. Every set is mounted, balanced and checked by our workshop, the tyre pressure sensors are already fitted, and we store your summer wheels until spring. Book your appointment online today, drive into the season with confidence, and enjoy every kilometre of winter without a single worry about grip, braking distance or driving comfort.':
      'Chladná rána, mokré silnice a první sníh: s originálními kompletními zimními koly BMW zůstane vaše řada 3 Touring stejně přesná a bezpečná, jak ji znáte. Každou sadu náš servis smontuje, vyváží a zkontroluje, snímače tlaku v pneumatikách jsou již osazené a vaše letní kola uskladníme až do jara. Objednejte si termín ještě dnes online, vjeďte do sezony s jistotou a užijte si každý zimní kilometr bez starostí o přilnavost, brzdnou dráhu či pohodlí jízdy.',
    'Complete winter wheels from': 'Kompletní zimní kola od',
    '<p><strong>Book before 31 October</strong> and save 10 % on fitting.</p>':
      '<p><strong>Objednejte se do 31. října</strong> a ušetříte 10 % na montáži.</p>',
    'Mounting and balancing': 'Montáž a vyvážení',
    'Tyre pressure sensors (RDC)': 'Snímače tlaku v pneumatikách (RDC)',
    'Storage of your summer wheels': 'Uskladnění vašich letních kol',
    'Free safety check': 'Bezplatná bezpečnostní kontrola',
    'All prices are recommended retail prices of the dealer including VAT and are valid while stocks last. Complete wheels are delivered mounted, balanced and with tyre pressure sensors; fitting, disposal of old tyres and storage are charged separately unless stated otherwise. The tyre label values refer to the tyre size shown and may differ for other sizes. The saving on fitting applies to appointments booked in writing before 31 October and cannot be combined with other promotions or fleet discounts. Snow chains may only be fitted to the tyre sizes approved for your vehicle; please ask our service team. Offer valid for vehicles registered in the current year. Prices for other sizes and makes on request. Errors, printing mistakes and changes excepted.':
      'Všechny ceny jsou doporučené maloobchodní ceny prodejce včetně DPH a platí do vyprodání zásob. Kompletní kola dodáváme smontovaná, vyvážená a se snímači tlaku; montáž na vůz, likvidace starých pneumatik a uskladnění se účtují zvlášť, není-li uvedeno jinak. Hodnoty štítku pneumatiky platí pro uvedený rozměr a u jiných rozměrů se mohou lišit. Sleva na montáž platí pro termíny písemně objednané do 31. října a nelze ji kombinovat s jinými akcemi ani flotilovými slevami. Sněhové řetězy lze nasadit jen na rozměry schválené pro váš vůz; poradí vám náš servis. Nabídka platí pro vozy registrované v letošním roce. Ceny dalších rozměrů a značek na vyžádání. Chyby, tiskové chyby a změny vyhrazeny.',

    // BMW 3 Series and MINI Cooper wheel offers
    'Tyre size': 'Rozměr pneumatik',
    '16 inch': '16 palců',
    '17 inch': '17 palců',
    '18 inch': '18 palců',
    '19 inch': '19 palců',
    '225/45 R17 91H, V-spoke 778': '225/45 R17 91H, paprsky ve tvaru V 778',
    '225/40 R18 92V, double-spoke 780': '225/40 R18 92V, dvojité paprsky 780',
    '225/35 R19 88W, M double-spoke 791': '225/35 R19 88W, M dvojité paprsky 791',
    '195/55 R16 87H, Revolite Spoke': '195/55 R16 87H, design Revolite Spoke',
    '205/45 R17 88V, Tentacle Spoke': '205/45 R17 88V, design Tentacle Spoke',
    'Winter. Perfectly prepared.': 'Zima. Dokonale připraveni.',
    'Original BMW complete winter wheels for the BMW 3 Series':
      'Originální kompletní zimní kola BMW pro BMW řady 3',
    'Tested for the BMW 3 Series, star-marked and delivered ready to fit: choose the size that suits your car and let our workshop do the rest.':
      'Testováno pro BMW řady 3, označeno hvězdičkou a dodáno připravené k montáži: vyberte rozměr, který sedí vašemu vozu, a zbytek nechte na našem servisu.',
    'Complete winter wheels': 'Kompletní zimní kola',
    'Complete wheels 16 inch': 'Kompletní kola 16 palců',
    'Complete wheels 17 inch': 'Kompletní kola 17 palců',
    'Complete wheels 18 inch': 'Kompletní kola 18 palců',
    'Complete wheels 19 inch': 'Kompletní kola 19 palců',
    'Big fun, small snow.': 'Malé auto, velká zimní zábava.',
    'Original MINI complete winter wheels': 'Originální kompletní zimní kola MINI',
    'Go-kart feeling even in January: our MINI winter wheels keep the Cooper agile on cold and wet roads.':
      'Pocit z motokáry i v lednu: s našimi zimními koly MINI zůstane Cooper hbitý i na studených a mokrých silnicích.',

    // BMW X5
    'Front axle': 'Přední náprava',
    'Rear axle': 'Zadní náprava',
    '20 inch front': '20 palců vpředu',
    '21 inch front': '21 palců vpředu',
    '20 inch rear': '20 palců vzadu',
    '21 inch rear': '21 palců vzadu',
    'Made for summer.': 'Stvořeno pro léto.',
    'BMW X5 complete summer wheels with mixed fitment':
      'Kompletní letní kola pro BMW X5 se smíšenou montáží',
    'Wider tyres at the rear, precise steering at the front: the mixed fitment of the BMW X5 is matched axle by axle. Choose a front size and the matching rear size is selected with it.':
      'Širší pneumatiky vzadu, přesné řízení vpředu: smíšená montáž BMW X5 je sladěná náprava po nápravě. Zvolte rozměr vpředu a odpovídající rozměr vzadu se vybere s ním.',
    'Set of four': 'Sada čtyř kol',
    'Set of four, 21 inch': 'Sada čtyř kol, 21 palců',

    // Winter tyre storage
    'We keep your wheels.': 'Vaše kola uschováme.',
    'Professional storage between the seasons': 'Profesionální uskladnění mezi sezonami',
    'Washed and checked': 'Umytá a zkontrolovaná',
    'Stored dry and dark': 'Uložená v suchu a temnu',
    'Tread depth report': 'Protokol o hloubce dezénu',
    'Fitted at your next visit': 'Namontujeme při příští návštěvě',
    'Per season': 'Za sezonu',
    'Storage of one set of four wheels per season. Price including VAT.':
      'Uskladnění jedné sady čtyř kol na sezonu. Cena včetně DPH.',

    // Spring check
    'Hello, spring.': 'Ahoj, jaro.',
    'Wheel change and 25-point safety check': 'Přezutí a bezpečnostní kontrola v 25 bodech',
    'Brakes and brake fluid': 'Brzdy a brzdová kapalina',
    'Lights and wipers': 'Světla a stěrače',
    'Tyre pressure and tread': 'Tlak v pneumatikách a dezén',
    'Battery and fluids': 'Akumulátor a provozní kapaliny',
    'Wheel change and check': 'Přezutí a kontrola',
    'Price including VAT for passenger cars; parts replaced during the check are charged separately.':
      'Cena včetně DPH pro osobní vozy; díly vyměněné při kontrole se účtují zvlášť.',

    // BMW 1 Series service inclusive
    'Service included.': 'Servis v ceně.',
    'BMW Service Inclusive for the BMW 1 Series': 'BMW Service Inclusive pro BMW řady 1',
    'All scheduled maintenance for five years or 100,000 km, with original parts and at every BMW partner in Europe.':
      'Veškerá plánovaná údržba na pět let nebo 100\u00a0000 km, s originálními díly a u každého partnera BMW v Evropě.',
    'One payment': 'Jednorázová platba',
    'Terms of BMW Service Inclusive apply. Wear parts are not included.':
      'Platí podmínky BMW Service Inclusive. Díly podléhající opotřebení nejsou zahrnuty.',

    // BMW X1 run-flat tyres
    'Keep moving.': 'Jeďte dál.',
    'Run-flat tyres (RSC) on the BMW X1': 'Pneumatiky s funkcí dojezdu (RSC) na BMW X1',
    'With a puncture, run-flat tyres carry on for up to 80 km at up to 80 km/h, so you reach the next workshop safely. The tyre pressure display warns you as soon as pressure drops.':
      'Při defektu ujedou pneumatiky s funkcí dojezdu až 80 km rychlostí až 80 km/h, takže bezpečně dojedete do nejbližšího servisu. Ukazatel tlaku v pneumatikách vás upozorní, jakmile tlak klesne.',
    'The distance you can drive depends on load and conditions.':
      'Vzdálenost, kterou ujedete, závisí na zatížení a podmínkách.',

    // Brake service
    'Stop with confidence.': 'Zastavte s jistotou.',
    'Brake discs and pads at a fixed price': 'Brzdové kotouče a destičky za pevnou cenu',
    'Original brake discs and pads': 'Originální brzdové kotouče a destičky',
    'Wear sensor': 'Snímač opotřebení',
    'Test drive': 'Zkušební jízda',
    'Front axle from': 'Přední náprava od',
    'Fixed price for the front axle of the BMW 1 Series including parts and labour, VAT included.':
      'Pevná cena za přední nápravu BMW řady 1 včetně dílů a práce, s DPH.',
  },
};
