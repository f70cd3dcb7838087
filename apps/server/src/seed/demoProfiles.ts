import type { DealerProfile } from '@pms/sheet';

/** The demo dealers' profiles (reserved .example domains), filling "Winter tyre storage". */
export const DEMO_PROFILES: (DealerProfile & { hnr: string; region: string })[] = [
  {
    hnr: '41001',
    region: 'cz',
    name: 'Autosalon Praha s.r.o.',
    address: 'Vinohradská 1234/56\n120 00 Praha 2',
    phone: '+420 222 123 456',
    email: 'servis@autosalon-praha.example',
    website: 'www.autosalon-praha.example',
    openingHours: 'Po–Pá 7:00–18:00\nSo 8:00–12:00',
  },
  {
    hnr: '52001',
    region: 'pl',
    name: 'Auto Centrum Warszawa Sp. z o.o.',
    address: 'ul. Puławska 123\n02-595 Warszawa',
    phone: '+48 22 123 45 67',
    email: 'serwis@autocentrum-warszawa.example',
    website: 'www.autocentrum-warszawa.example',
    openingHours: 'Pn–Pt 8:00–18:00\nSob 9:00–13:00',
  },
];
