import type { CopyLanguage } from './translateCopy.ts';

/** The demo's Slovak copies (region `sk`). */
export const SK: CopyLanguage = {
  dealerLabels: {
    Body: 'Text ponuky',
    Price: 'Cena',
    'Dealer contact': 'Kontakt na predajcu',
    'Opening hours': 'Otváracie hodiny',
  },
  texts: {
    // Sheet names and details
    'BMW 3 Series – complete winter wheels': 'BMW radu 3 – kompletné zimné kolesá',
    'Sedan and Touring, 17 to 19 inch': 'Sedan a Touring, 17 až 19 palcov',
    'Winter tyre storage': 'Uskladnenie zimných pneumatík',
    'Seasonal storage service, all brands': 'Sezónne uskladnenie, všetky značky',
    'BMW 1 Series – service inclusive': 'BMW radu 1 – servis v cene',
    'Five years of maintenance at a fixed price': 'Päť rokov údržby za pevnú cenu',

    // Shared blocks: wheel features, dealer contact, fine print
    'Star-marked: developed for your BMW': 'Označenie hviezdičkou: vyvinuté pre vaše BMW',
    'Star-marked: developed for your MINI': 'Označenie hviezdičkou: vyvinuté pre vaše MINI',
    'Run-flat tyres (RSC)': 'Pneumatiky s dojazdovou funkciou (RSC)',
    'Tyre pressure sensors (RDC) included': 'Vrátane snímačov tlaku v pneumatikách (RDC)',
    'Suitable for snow chains': 'Vhodné na snehové reťaze',
    'Your dealer': 'Váš predajca',
    'Street and number': 'Ulica a číslo',
    'Postcode and town': 'PSČ a obec',
    Phone: 'Telefón',
    'Opening hours': 'Otváracie hodiny',
    'All prices are recommended retail prices of the dealer including VAT, valid while stocks last. Complete wheels are delivered mounted and balanced; fitting and storage are not included unless stated. Tyre label values refer to the tyre size shown. Errors and changes excepted.':
      'Všetky ceny sú odporúčané maloobchodné ceny predajcu vrátane DPH a platia do vypredania zásob. Kompletné kolesá dodávame zmontované a vyvážené; montáž na vozidlo a uskladnenie nie sú zahrnuté, ak nie je uvedené inak. Hodnoty štítka pneumatiky platia pre uvedený rozmer. Chyby a zmeny vyhradené.',

    // BMW 3 Series wheel offer
    'Tyre size': 'Rozmer pneumatík',
    '17 inch': '17 palcov',
    '18 inch': '18 palcov',
    '19 inch': '19 palcov',
    '225/45 R17 91H, V-spoke 778': '225/45 R17 91H, lúče v tvare V 778',
    '225/40 R18 92V, double-spoke 780': '225/40 R18 92V, dvojité lúče 780',
    '225/35 R19 88W, M double-spoke 791': '225/35 R19 88W, M dvojité lúče 791',
    'Winter. Perfectly prepared.': 'Zima. Dokonale pripravení.',
    'Original BMW complete winter wheels for the BMW 3 Series':
      'Originálne kompletné zimné kolesá BMW pre BMW radu 3',
    'Tested for the BMW 3 Series, star-marked and delivered ready to fit: choose the size that suits your car and let our workshop do the rest.':
      'Testované pre BMW radu 3, označené hviezdičkou a pripravené na montáž: vyberte si rozmer, ktorý sedí vášmu autu, a zvyšok nechajte na našom servise.',
    'Complete winter wheels': 'Kompletné zimné kolesá',
    'Complete wheels 17 inch': 'Kompletné kolesá 17 palcov',
    'Complete wheels 18 inch': 'Kompletné kolesá 18 palcov',
    'Complete wheels 19 inch': 'Kompletné kolesá 19 palcov',

    // Winter tyre storage
    'We keep your wheels.': 'Vaše kolesá uschováme.',
    'Professional storage between the seasons': 'Profesionálne uskladnenie medzi sezónami',
    'Washed and checked': 'Umyté a skontrolované',
    'Stored dry and dark': 'Uložené v suchu a tme',
    'Tread depth report': 'Protokol o hĺbke dezénu',
    'Fitted at your next visit': 'Namontujeme pri ďalšej návšteve',
    'Per season': 'Za sezónu',
    'Storage of one set of four wheels per season. Price including VAT.':
      'Uskladnenie jednej sady štyroch kolies na sezónu. Cena vrátane DPH.',

    // BMW 1 Series service inclusive
    'Service included.': 'Servis v cene.',
    'BMW Service Inclusive for the BMW 1 Series': 'BMW Service Inclusive pre BMW radu 1',
    'All scheduled maintenance for five years or 100,000 km, with original parts and at every BMW partner in Europe.':
      'Všetka plánovaná údržba na päť rokov alebo 100\u00a0000 km, s originálnymi dielmi a u každého partnera BMW v Európe.',
    'One payment': 'Jednorazová platba',
    'Terms of BMW Service Inclusive apply. Wear parts are not included.':
      'Platia podmienky BMW Service Inclusive. Diely podliehajúce opotrebeniu nie sú zahrnuté.',
  },
};
