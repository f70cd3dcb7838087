import type { HyphenationLanguage } from './hyphenation.ts';

/**
 * The same paragraph, about a dealer's winter wheel service, as a marketing team in each
 * interface language would write it: for the line-breaking tests (totalFit.test.ts). No hard
 * hyphens, so that every hyphen at a line's end is one the breaker chose.
 */
export const SAMPLE_PARAGRAPHS: Readonly<Record<HyphenationLanguage, string>> = {
  en:
    'Our complete winter wheels are assembled, balanced and checked in the workshop before they ' +
    'leave for your garage. Every set comes with tyre pressure sensors, new valves and locking ' +
    'wheel bolts, so that you can drive away safely on the first cold morning. Book your fitting ' +
    'appointment early: in October and November our technicians change several hundred sets of ' +
    'wheels a week, and the most popular sizes are often sold out before the first snow falls.',
  de:
    'Unsere Kompletträder für den Winter werden in der Werkstatt montiert, gewuchtet und geprüft, ' +
    'bevor sie zu Ihnen kommen. Zu jedem Satz gehören Reifendrucksensoren, neue Ventile und ' +
    'Felgenschlösser, damit Sie schon am ersten kalten Morgen sicher losfahren können. Vereinbaren ' +
    'Sie Ihren Montagetermin rechtzeitig: Im Oktober und November wechseln unsere Mechaniker ' +
    'mehrere hundert Radsätze pro Woche, und die beliebtesten Größen sind oft ausverkauft, bevor ' +
    'der erste Schnee fällt.',
  ro:
    'Roțile complete de iarnă sunt montate, echilibrate și verificate în atelierul nostru înainte ' +
    'de a ajunge la dumneavoastră. Fiecare set include senzori de presiune a anvelopelor, valve ' +
    'noi și prezoane antifurt, astfel încât să puteți pleca în siguranță chiar din prima dimineață ' +
    'rece. Programați din timp montajul: în octombrie și noiembrie mecanicii noștri schimbă câteva ' +
    'sute de seturi de roți pe săptămână, iar dimensiunile cele mai căutate se epuizează adesea ' +
    'înainte de prima ninsoare.',
  cs:
    'Kompletní zimní kola u nás smontujeme, vyvážíme a zkontrolujeme v dílně dříve, než je ' +
    'převezmete. Ke každé sadě patří snímače tlaku v pneumatikách, nové ventilky a pojistné šrouby ' +
    'kol, abyste mohli bezpečně vyjet hned prvního mrazivého rána. Objednejte se na přezutí včas: ' +
    'v říjnu a listopadu naši mechanici vymění několik set sad kol týdně a nejžádanější rozměry ' +
    'bývají vyprodány dříve, než napadne první sníh.',
  bg:
    'Комплектите зимни гуми и джанти се монтират, балансират и проверяват в нашия сервиз, преди ' +
    'да ги получите. Всеки комплект включва сензори за налягането в гумите, нови вентили и ' +
    'предпазни болтове, за да потеглите спокойно още в първата студена сутрин. Запишете си час за ' +
    'смяна навреме: през октомври и ноември нашите техници сменят няколко стотин комплекта гуми ' +
    'седмично, а любимите на клиентите размери често свършват още преди първия сняг.',
  el:
    'Οι ολοκληρωμένοι χειμερινοί τροχοί συναρμολογούνται, ζυγοσταθμίζονται και ελέγχονται στο ' +
    'συνεργείο μας πριν φτάσουν σε εσάς. Κάθε σετ περιλαμβάνει αισθητήρες πίεσης ελαστικών, ' +
    'καινούργιες βαλβίδες και αντικλεπτικά μπουλόνια, ώστε να ξεκινήσετε με ασφάλεια από το πρώτο ' +
    'κρύο πρωινό. Κλείστε έγκαιρα το ραντεβού σας: τον Οκτώβριο και τον Νοέμβριο οι τεχνικοί μας ' +
    'αλλάζουν εκατοντάδες σετ τροχών την εβδομάδα, και τα πιο δημοφιλή μεγέθη συχνά εξαντλούνται ' +
    'πριν πέσει το πρώτο χιόνι.',
  hr:
    'Kompletne zimske kotače sastavljamo, balansiramo i provjeravamo u našoj radionici prije nego ' +
    'što ih preuzmete. Svaki komplet uključuje senzore tlaka u gumama, nove ventile i sigurnosne ' +
    'vijke, kako biste već prvog hladnog jutra mogli sigurno krenuti na put. Rezervirajte termin ' +
    'za zamjenu na vrijeme: u listopadu i studenom naši mehaničari tjedno zamijene nekoliko ' +
    'stotina kompleta kotača, a najtraženije dimenzije često su rasprodane prije prvog snijega.',
  hu:
    'A komplett téli kerekeket műhelyünkben szereljük össze, centírozzuk és ellenőrizzük, mielőtt ' +
    'átvenné őket. Minden szett tartalmazza a nyomásérzékelőket, az új szelepeket és a ' +
    'kerékcsavarzárat, így már az első hideg reggelen biztonságosan indulhat útnak. Foglaljon ' +
    'időben időpontot a kerékcserére: októberben és novemberben szerelőink hetente több száz ' +
    'kerékszettet cserélnek, és a legkeresettebb méretek gyakran elfogynak, mielőtt leesik az ' +
    'első hó.',
  pl:
    'Kompletne koła zimowe montujemy, wyważamy i sprawdzamy w naszym warsztacie, zanim trafią do ' +
    'Państwa. Każdy zestaw obejmuje czujniki ciśnienia w oponach, nowe zawory oraz śruby ' +
    'zabezpieczające, dzięki czemu już pierwszego mroźnego poranka mogą Państwo bezpiecznie ruszyć ' +
    'w drogę. Prosimy umówić wymianę z wyprzedzeniem: w październiku i listopadzie nasi mechanicy ' +
    'wymieniają kilkaset kompletów kół tygodniowo, a najpopularniejsze rozmiary często wyprzedają ' +
    'się przed pierwszym śniegiem.',
  sl:
    'Kompletna zimska kolesa sestavimo, uravnotežimo in preverimo v naši delavnici, preden jih ' +
    'prevzamete. Vsak komplet vključuje senzorje tlaka v pnevmatikah, nove ventile in varnostne ' +
    'vijake, tako da lahko že prvo mrzlo jutro varno odpeljete. Termin za menjavo rezervirajte ' +
    'pravočasno: oktobra in novembra naši mehaniki vsak teden zamenjajo več sto kompletov koles, ' +
    'najbolj iskane dimenzije pa so pogosto razprodane, še preden zapade prvi sneg.',
  sk:
    'Kompletné zimné kolesá zmontujeme, vyvážime a skontrolujeme v našej dielni skôr, ako si ich ' +
    'prevezmete. Ku každej sade patria snímače tlaku v pneumatikách, nové ventily a bezpečnostné ' +
    'skrutky, aby ste mohli bezpečne vyraziť hneď prvé mrazivé ráno. Objednajte sa na prezutie ' +
    'včas: v októbri a novembri naši mechanici vymenia každý týždeň niekoľko stoviek sád kolies a ' +
    'najžiadanejšie rozmery sú často vypredané skôr, ako napadne prvý sneh.',
};
