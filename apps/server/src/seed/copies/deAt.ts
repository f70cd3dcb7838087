import type { CopyLanguage } from './translateCopy.ts';

/** The demo's Austrian copies (region `at`), in Austrian German ("Fixpreis", "verrechnet"). */
export const DE_AT: CopyLanguage = {
  dealerLabels: {
    Body: 'Angebotstext',
    Price: 'Preis',
    'Dealer contact': 'Händlerkontakt',
    'Opening hours': 'Öffnungszeiten',
  },
  texts: {
    // Sheet names and details
    'Reference offer sheet': 'Referenz-Angebotsblatt',
    'BMW 3 Series Touring, complete winter wheels 17 inch':
      'BMW 3er Touring, Winterkompletträder 17 Zoll',
    'BMW X5 – summer complete wheels': 'BMW X5 – Sommerkompletträder',
    'Mixed fitment 20 and 21 inch, front and rear':
      'Mischbereifung 20 und 21 Zoll, vorne und hinten',
    'BMW 5 Series – business leasing': 'BMW 5er – Business-Leasing',
    'Leasing offer with terms on a second page': 'Leasingangebot mit Konditionen auf Seite 2',
    'Spring check': 'Frühjahrscheck',
    'Wheel change and safety check': 'Radwechsel und Sicherheitscheck',
    'BMW i4 – winter check for electric cars': 'BMW i4 – Wintercheck für Elektroautos',
    'Battery, heat pump and tyres': 'Batterie, Wärmepumpe und Reifen',
    'Brake service': 'Bremsenservice',
    'Discs and pads at a fixed price': 'Scheiben und Beläge zum Fixpreis',

    // Shared blocks: wheel features, dealer contact, fine print
    'Star-marked: developed for your BMW': 'Sternmarkiert: für Ihren BMW entwickelt',
    'Star-marked: developed for your MINI': 'Sternmarkiert: für Ihren MINI entwickelt',
    'Run-flat tyres (RSC)': 'Runflat-Reifen (RSC)',
    'Tyre pressure sensors (RDC) included': 'Inklusive Reifendrucksensoren (RDC)',
    'Suitable for snow chains': 'Schneekettentauglich',
    'Your dealer': 'Ihr Händler',
    'Street and number': 'Straße und Hausnummer',
    'Postcode and town': 'PLZ und Ort',
    Phone: 'Telefon',
    'All prices are recommended retail prices of the dealer including VAT, valid while stocks last. Complete wheels are delivered mounted and balanced; fitting and storage are not included unless stated. Tyre label values refer to the tyre size shown. Errors and changes excepted.':
      'Alle Preise sind unverbindliche Verkaufspreise des Händlers inkl. MwSt., gültig solange der Vorrat reicht. Kompletträder werden montiert und gewuchtet geliefert; Montage am Fahrzeug und Einlagerung sind nicht enthalten, sofern nicht angegeben. Die Reifenlabelwerte gelten für die abgebildete Größe. Irrtümer und Änderungen vorbehalten.',

    // Reference offer sheet
    'Ready for winter.': 'Bereit für den Winter.',
    'BMW 3 Series Touring complete winter wheels, 17 inch':
      'Winterkompletträder für den BMW 3er Touring, 17 Zoll',
    'Cold mornings, wet roads and the first snow: with original BMW complete winter wheels your 3 Series Touring stays as precise and safe as you know it. Every set is mounted, balanced and checked by our workshop, the tyre pressure sensors are already fitted, and we store your summer wheels until spring. Book your appointment online today, drive into the season with confidence, and enjoy every kilometre of winter without a single worry about grip, braking distance or driving comfort.':
      'Kalte Morgen, nasse Straßen, der erste Schnee: Mit Original BMW Winterkompletträdern bleibt Ihr 3er Touring so präzise und sicher, wie Sie ihn kennen. Unsere Werkstatt montiert, wuchtet und prüft jeden Satz, die Reifendrucksensoren sind schon verbaut, und Ihre Sommerräder lagern wir bis zum Frühjahr ein. Buchen Sie Ihren Termin noch heute online, starten Sie sicher in die Saison und genießen Sie jeden Winterkilometer ohne Sorge um Grip, Bremsweg oder Komfort.',
    'Complete winter wheels from': 'Winterkompletträder ab',
    '<p><strong>Book before 31 October</strong> and save 10 % on fitting.</p>':
      '<p><strong>Bis 31. Oktober buchen:</strong> 10 % auf die Montage.</p>',
    'Mounting and balancing': 'Montage und Wuchten',
    'Tyre pressure sensors (RDC)': 'Reifendrucksensoren (RDC)',
    'Storage of your summer wheels': 'Einlagerung Ihrer Sommerräder',
    'Free safety check': 'Kostenloser Sicherheitscheck',
    'All prices are recommended retail prices of the dealer including VAT and are valid while stocks last. Complete wheels are delivered mounted, balanced and with tyre pressure sensors; fitting, disposal of old tyres and storage are charged separately unless stated otherwise. The tyre label values refer to the tyre size shown and may differ for other sizes. The saving on fitting applies to appointments booked in writing before 31 October and cannot be combined with other promotions or fleet discounts. Snow chains may only be fitted to the tyre sizes approved for your vehicle; please ask our service team. Offer valid for vehicles registered in the current year. Prices for other sizes and makes on request. Errors, printing mistakes and changes excepted.':
      'Alle Preise sind unverbindliche Verkaufspreise des Händlers inkl. MwSt., gültig solange der Vorrat reicht. Kompletträder kommen montiert, gewuchtet und mit Reifendrucksensoren; Montage am Fahrzeug, Altreifenentsorgung und Einlagerung werden gesondert verrechnet, sofern nicht anders angegeben. Die Reifenlabelwerte gelten für die abgebildete Größe und können bei anderen Größen abweichen. Der Montagerabatt gilt für bis 31. Oktober schriftlich gebuchte Termine und ist nicht mit anderen Aktionen oder Flottenrabatten kombinierbar. Schneeketten nur auf den für Ihr Fahrzeug freigegebenen Größen; fragen Sie unser Serviceteam. Gültig für Fahrzeuge mit Zulassung im laufenden Jahr. Andere Größen und Marken auf Anfrage. Irrtümer, Druckfehler und Änderungen vorbehalten.',

    // BMW X5
    'Front axle': 'Vorderachse',
    'Rear axle': 'Hinterachse',
    '20 inch front': '20 Zoll vorne',
    '21 inch front': '21 Zoll vorne',
    '20 inch rear': '20 Zoll hinten',
    '21 inch rear': '21 Zoll hinten',
    'Made for summer.': 'Gemacht für den Sommer.',
    'BMW X5 complete summer wheels with mixed fitment':
      'Sommerkompletträder mit Mischbereifung für den BMW X5',
    'Wider tyres at the rear, precise steering at the front: the mixed fitment of the BMW X5 is matched axle by axle. Choose a front size and the matching rear size is selected with it.':
      'Breitere Reifen hinten, präzise Lenkung vorne: Die Mischbereifung des BMW X5 ist Achse für Achse abgestimmt. Wählen Sie die Größe vorne, die passende Größe hinten wird mit ausgewählt.',
    'Set of four': 'Satz mit vier Rädern',
    'Set of four, 21 inch': 'Satz mit vier Rädern, 21 Zoll',

    // BMW 5 Series business leasing
    'Business class, monthly.': 'Business Class, monatlich.',
    'The BMW 5 Series Sedan as a business lease': 'Die BMW 5er Limousine im Business-Leasing',
    'Representative, efficient and fully connected: the BMW 5 Series is the office on the road. Our business lease includes maintenance and winter wheels, so you plan with one monthly rate.':
      'Repräsentativ, effizient und voll vernetzt: Der BMW 5er ist das Büro auf der Straße. Unser Business-Leasing umfasst Wartung und Winterräder, so planen Sie mit einer Monatsrate.',
    'Monthly rate from': 'Monatsrate ab',
    'net, 36 months, 15,000 km a year': 'netto, 36 Monate, 15.000 km pro Jahr',
    'Maintenance and wear parts': 'Wartung und Verschleißteile',
    'Complete winter wheels': 'Winterkompletträder',
    'Replacement vehicle': 'Ersatzfahrzeug',
    'A leasing offer of the manufacturer’s financial services for business customers, subject to credit approval. See page 2 for the complete terms.':
      'Ein Leasingangebot der Finanzdienstleistungen des Herstellers für Geschäftskunden, vorbehaltlich Bonitätsprüfung. Die vollständigen Konditionen finden Sie auf Seite 2.',
    'Terms of the offer': 'Konditionen des Angebots',
    'Term 36 months, mileage 15,000 km a year':
      'Laufzeit 36 Monate, Fahrleistung 15.000 km pro Jahr',
    'Down payment 0 €, monthly rate 589 € net': 'Anzahlung {0}, Monatsrate {589} netto',
    'Excess kilometres 0.12 € net each': 'Mehrkilometer je {0.12} netto',
    'Return in the condition of normal wear': 'Rückgabe im Zustand normaler Abnützung',

    // Spring check
    'Hello, spring.': 'Hallo, Frühling.',
    'Wheel change and 25-point safety check': 'Radwechsel und Sicherheitscheck in 25 Punkten',
    'Brakes and brake fluid': 'Bremsen und Bremsflüssigkeit',
    'Lights and wipers': 'Licht und Scheibenwischer',
    'Tyre pressure and tread': 'Reifendruck und Profil',
    'Battery and fluids': 'Batterie und Betriebsflüssigkeiten',
    'Wheel change and check': 'Radwechsel und Check',
    'Price including VAT for passenger cars; parts replaced during the check are charged separately.':
      'Preis inkl. MwSt. für Pkw; beim Check getauschte Teile werden gesondert verrechnet.',

    // BMW i4 winter check
    'Electric, all winter.': 'Elektrisch durch den Winter.',
    'The winter check for the BMW i4': 'Der Wintercheck für den BMW i4',
    'High-voltage battery health': 'Zustand der Hochvoltbatterie',
    'Heat pump and preconditioning': 'Wärmepumpe und Vorklimatisierung',
    'Tyres and tyre pressure': 'Reifen und Reifendruck',
    'Charging cable and socket': 'Ladekabel und Ladebuchse',
    'Winter check': 'Wintercheck',
    'Price including VAT.': 'Preis inkl. MwSt.',

    // Brake service
    'Stop with confidence.': 'Sicher zum Stehen kommen.',
    'Brake discs and pads at a fixed price': 'Bremsscheiben und -beläge zum Fixpreis',
    'Original brake discs and pads': 'Original Bremsscheiben und -beläge',
    'Wear sensor': 'Verschleißsensor',
    'Test drive': 'Probefahrt',
    'Front axle from': 'Vorderachse ab',
    'Fixed price for the front axle of the BMW 1 Series including parts and labour, VAT included.':
      'Fixpreis für die Vorderachse des BMW 1er inkl. Teilen und Arbeitszeit, inkl. MwSt.',
  },
};
