import type { CopyLanguage } from './translateCopy.ts';

/** The demo's Polish copies (region `pl`). */
export const PL: CopyLanguage = {
  dealerLabels: {
    Body: 'Tekst oferty',
    Price: 'Cena',
    'Dealer contact': 'Kontakt do dealera',
    'Opening hours': 'Godziny otwarcia',
  },
  texts: {
    // Sheet names and details
    'Reference offer sheet': 'Referencyjny arkusz oferty',
    'BMW 3 Series Touring, complete winter wheels 17 inch':
      'BMW serii 3 Touring, kompletne koła zimowe 17 cali',
    'BMW 3 Series – complete winter wheels': 'BMW serii 3 – kompletne koła zimowe',
    'Sedan and Touring, 17 to 19 inch': 'Sedan i Touring, od 17 do 19 cali',
    'BMW X5 – summer complete wheels': 'BMW X5 – kompletne koła letnie',
    'Mixed fitment 20 and 21 inch, front and rear': 'Ogumienie mieszane 20 i 21 cali, przód i tył',
    'Winter tyre storage': 'Przechowywanie opon zimowych',
    'Seasonal storage service, all brands': 'Sezonowe przechowywanie, wszystkie marki',
    'Spring check': 'Wiosenny przegląd',
    'Wheel change and safety check': 'Wymiana kół i kontrola bezpieczeństwa',
    'MINI Cooper – winter complete wheels': 'MINI Cooper – kompletne koła zimowe',
    '16 and 17 inch, star-marked': '16 i 17 cali, z oznaczeniem gwiazdki',
    'BMW i4 – winter check for electric cars': 'BMW i4 – zimowy przegląd auta elektrycznego',
    'Battery, heat pump and tyres': 'Akumulator, pompa ciepła i opony',
    'Brake service': 'Serwis hamulców',
    'Discs and pads at a fixed price': 'Tarcze i klocki w stałej cenie',
    'Roof box and carriers': 'Boksy i bagażniki dachowe',
    'For every BMW with roof rails': 'Do każdego BMW z relingami dachowymi',

    // Shared blocks: wheel features, dealer contact, fine print
    'Star-marked: developed for your BMW': 'Gwiazdka: stworzone dla Twojego BMW',
    'Star-marked: developed for your MINI': 'Gwiazdka: stworzone dla Twojego MINI',
    'Run-flat tyres (RSC)': 'Opony run-flat (RSC)',
    'Tyre pressure sensors (RDC) included': 'Czujniki ciśnienia (RDC) w zestawie',
    'Suitable for snow chains': 'Można zakładać łańcuchy śniegowe',
    'Your dealer': 'Twój dealer',
    'Street and number': 'Ulica i numer',
    'Postcode and town': 'Kod pocztowy i miejscowość',
    Phone: 'Telefon',
    'Opening hours': 'Godziny otwarcia',
    'All prices are recommended retail prices of the dealer including VAT, valid while stocks last. Complete wheels are delivered mounted and balanced; fitting and storage are not included unless stated. Tyre label values refer to the tyre size shown. Errors and changes excepted.':
      'Wszystkie ceny są sugerowanymi cenami detalicznymi dealera z VAT i obowiązują do wyczerpania zapasów. Kompletne koła dostarczamy zmontowane i wyważone; montaż na samochodzie i przechowywanie nie są wliczone, o ile nie podano inaczej. Wartości z etykiety opony dotyczą podanego rozmiaru. Błędy i zmiany zastrzeżone.',

    // Reference offer sheet
    'Ready for winter.': 'Gotowi na zimę.',
    'BMW 3 Series Touring complete winter wheels, 17 inch':
      'Kompletne koła zimowe do BMW serii 3 Touring, 17 cali',
    'Cold mornings, wet roads and the first snow: with original BMW complete winter wheels your 3 Series Touring stays as precise and safe as you know it. Every set is mounted, balanced and checked by our workshop, the tyre pressure sensors are already fitted, and we store your summer wheels until spring. Book your appointment online today, drive into the season with confidence, and enjoy every kilometre of winter without a single worry about grip, braking distance or driving comfort.':
      'Chłodne poranki, mokre drogi i pierwszy śnieg: z oryginalnymi kompletnymi kołami zimowymi BMW Twoja seria 3 Touring pozostaje tak precyzyjna i bezpieczna, jak ją znasz. Każdy komplet nasz serwis montuje, wyważa i sprawdza, czujniki ciśnienia są już zamontowane, a Twoje koła letnie przechowamy do wiosny. Umów wizytę online już dziś, wjedź w sezon pewnie i ciesz się każdym zimowym kilometrem bez obaw o przyczepność, drogę hamowania czy komfort jazdy.',
    'Complete winter wheels from': 'Kompletne koła zimowe od',
    '<p><strong>Book before 31 October</strong> and save 10 % on fitting.</p>':
      '<p><strong>Do 31 października</strong> montaż 10% taniej.</p>',
    'Mounting and balancing': 'Montaż i wyważenie',
    'Tyre pressure sensors (RDC)': 'Czujniki ciśnienia w oponach (RDC)',
    'Storage of your summer wheels': 'Przechowanie Twoich kół letnich',
    'Free safety check': 'Bezpłatna kontrola bezpieczeństwa',
    'All prices are recommended retail prices of the dealer including VAT and are valid while stocks last. Complete wheels are delivered mounted, balanced and with tyre pressure sensors; fitting, disposal of old tyres and storage are charged separately unless stated otherwise. The tyre label values refer to the tyre size shown and may differ for other sizes. The saving on fitting applies to appointments booked in writing before 31 October and cannot be combined with other promotions or fleet discounts. Snow chains may only be fitted to the tyre sizes approved for your vehicle; please ask our service team. Offer valid for vehicles registered in the current year. Prices for other sizes and makes on request. Errors, printing mistakes and changes excepted.':
      'Wszystkie ceny są sugerowanymi cenami detalicznymi dealera z VAT i obowiązują do wyczerpania zapasów. Kompletne koła dostarczamy zmontowane, wyważone i z czujnikami ciśnienia; montaż na samochodzie, utylizacja starych opon i przechowywanie są płatne osobno, o ile nie podano inaczej. Wartości z etykiety opony dotyczą podanego rozmiaru i dla innych rozmiarów mogą się różnić. Rabat na montaż dotyczy terminów zarezerwowanych pisemnie do 31 października i nie łączy się z innymi promocjami ani rabatami flotowymi. Łańcuchy śniegowe można zakładać tylko na rozmiary dopuszczone dla Twojego auta; zapytaj nasz serwis. Oferta dla pojazdów zarejestrowanych w bieżącym roku. Ceny innych rozmiarów i marek na zapytanie. Błędy, pomyłki w druku i zmiany zastrzeżone.',

    // BMW 3 Series and MINI Cooper wheel offers
    'Tyre size': 'Rozmiar opon',
    '16 inch': '16 cali',
    '17 inch': '17 cali',
    '18 inch': '18 cali',
    '19 inch': '19 cali',
    '225/45 R17 91H, V-spoke 778': '225/45 R17 91H, ramiona w kształcie V 778',
    '225/40 R18 92V, double-spoke 780': '225/40 R18 92V, podwójne ramiona 780',
    '225/35 R19 88W, M double-spoke 791': '225/35 R19 88W, M podwójne ramiona 791',
    '195/55 R16 87H, Revolite Spoke': '195/55 R16 87H, wzór Revolite Spoke',
    '205/45 R17 88V, Tentacle Spoke': '205/45 R17 88V, wzór Tentacle Spoke',
    'Winter. Perfectly prepared.': 'Zima. Doskonale przygotowani.',
    'Original BMW complete winter wheels for the BMW 3 Series':
      'Oryginalne kompletne koła zimowe BMW do BMW serii 3',
    'Tested for the BMW 3 Series, star-marked and delivered ready to fit: choose the size that suits your car and let our workshop do the rest.':
      'Przetestowane dla BMW serii 3, z oznaczeniem gwiazdki i gotowe do montażu: wybierz rozmiar pasujący do Twojego auta, a resztą zajmie się nasz serwis.',
    'Complete winter wheels': 'Kompletne koła zimowe',
    'Complete wheels 16 inch': 'Kompletne koła 16 cali',
    'Complete wheels 17 inch': 'Kompletne koła 17 cali',
    'Complete wheels 18 inch': 'Kompletne koła 18 cali',
    'Complete wheels 19 inch': 'Kompletne koła 19 cali',
    'Big fun, small snow.': 'Mały śnieg, wielka frajda.',
    'Original MINI complete winter wheels': 'Oryginalne kompletne koła zimowe MINI',
    'Go-kart feeling even in January: our MINI winter wheels keep the Cooper agile on cold and wet roads.':
      'Frajda jak z gokarta nawet w styczniu: z naszymi kołami zimowymi MINI Cooper pozostaje zwinny na zimnych i mokrych drogach.',

    // BMW X5
    'Front axle': 'Oś przednia',
    'Rear axle': 'Oś tylna',
    '20 inch front': '20 cali przód',
    '21 inch front': '21 cali przód',
    '20 inch rear': '20 cali tył',
    '21 inch rear': '21 cali tył',
    'Made for summer.': 'Stworzone na lato.',
    'BMW X5 complete summer wheels with mixed fitment':
      'Kompletne koła letnie do BMW X5 z ogumieniem mieszanym',
    'Wider tyres at the rear, precise steering at the front: the mixed fitment of the BMW X5 is matched axle by axle. Choose a front size and the matching rear size is selected with it.':
      'Szersze opony z tyłu, precyzyjne prowadzenie z przodu: ogumienie mieszane BMW X5 jest dobrane oś po osi. Wybierz rozmiar przedni, a pasujący rozmiar tylny zostanie wybrany razem z nim.',
    'Set of four': 'Komplet czterech kół',
    'Set of four, 21 inch': 'Komplet czterech kół, 21 cali',

    // Winter tyre storage
    'We keep your wheels.': 'Zadbamy o Twoje koła.',
    'Professional storage between the seasons': 'Profesjonalne przechowywanie między sezonami',
    'Washed and checked': 'Umyte i sprawdzone',
    'Stored dry and dark': 'W suchym i ciemnym miejscu',
    'Tread depth report': 'Raport głębokości bieżnika',
    'Fitted at your next visit': 'Montaż przy następnej wizycie',
    'Per season': 'Za sezon',
    'Storage of one set of four wheels per season. Price including VAT.':
      'Przechowywanie jednego kompletu czterech kół przez sezon. Cena z VAT.',

    // Spring check
    'Hello, spring.': 'Witaj, wiosno.',
    'Wheel change and 25-point safety check': 'Wymiana kół i kontrola bezpieczeństwa w 25 punktach',
    'Brakes and brake fluid': 'Hamulce i płyn hamulcowy',
    'Lights and wipers': 'Światła i wycieraczki',
    'Tyre pressure and tread': 'Ciśnienie w oponach i bieżnik',
    'Battery and fluids': 'Akumulator i płyny eksploatacyjne',
    'Wheel change and check': 'Wymiana kół i przegląd',
    'Price including VAT for passenger cars; parts replaced during the check are charged separately.':
      'Cena z VAT dla samochodów osobowych; części wymienione podczas przeglądu są płatne osobno.',

    // BMW i4 winter check
    'Electric, all winter.': 'Elektrycznie przez całą zimę.',
    'The winter check for the BMW i4': 'Zimowy przegląd BMW i4',
    'High-voltage battery health': 'Stan akumulatora wysokonapięciowego',
    'Heat pump and preconditioning': 'Pompa ciepła i klimatyzacja wstępna',
    'Tyres and tyre pressure': 'Opony i ciśnienie w oponach',
    'Charging cable and socket': 'Kabel i gniazdo ładowania',
    'Winter check': 'Przegląd zimowy',
    'Price including VAT.': 'Cena z VAT.',

    // Brake service
    'Stop with confidence.': 'Hamuj pewnie.',
    'Brake discs and pads at a fixed price': 'Tarcze i klocki hamulcowe w stałej cenie',
    'Original brake discs and pads': 'Oryginalne tarcze i klocki hamulcowe',
    'Wear sensor': 'Czujnik zużycia',
    'Test drive': 'Jazda próbna',
    'Front axle from': 'Oś przednia od',
    'Fixed price for the front axle of the BMW 1 Series including parts and labour, VAT included.':
      'Stała cena za oś przednią BMW serii 1 z częściami i robocizną, z VAT.',

    // Roof box and carriers
    'More room for holidays.': 'Więcej miejsca na wakacje.',
    'BMW roof boxes and base carriers': 'Boksy dachowe i belki bazowe BMW',
    'Roof box 320 litres': 'Boks dachowy 320 litrów',
    'Roof box 420 litres': 'Boks dachowy 420 litrów',
    'Ski and snowboard holder': 'Uchwyt na narty i snowboard',
    'Roof box 420 l from': 'Boks dachowy 420 l od',
    'Prices including VAT, base carrier sold separately.':
      'Ceny z VAT, belki bazowe sprzedawane osobno.',
  },
};
