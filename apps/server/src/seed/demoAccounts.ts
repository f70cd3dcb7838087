import { randomInt } from 'node:crypto';

/** A demo login, with its password in clear text only for the one-time printout. */
export interface DemoAccount {
  username: string;
  password: string;
  roles: string[];
  hnr: string | null;
  /** What the account is for, shown in the printout and the README. */
  description: string;
}

const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random password that is easy to read and type: three groups of four characters. */
export function randomPassword(): string {
  const group = () =>
    Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${group()}-${group()}-${group()}`;
}

export function demoAccounts(adminPassword: string | undefined): DemoAccount[] {
  return [
    {
      username: 'admin',
      password: adminPassword ?? randomPassword(),
      roles: ['ROLE_ADMIN'],
      hnr: null,
      description: 'administrator: designs master sheets, manages users',
    },
    {
      username: 'regionadmin.cz',
      password: randomPassword(),
      roles: ['ROLE_REGIONADMIN', 'REGION_CZ'],
      hnr: null,
      description: 'region admin of cz: makes regional copies',
    },
    {
      username: 'dealer.cz',
      password: randomPassword(),
      roles: ['REGION_CZ'],
      hnr: '41001',
      description: 'dealer in cz, dealer number 41001',
    },
    {
      username: 'dealer.pl',
      password: randomPassword(),
      roles: ['REGION_PL'],
      hnr: '52001',
      description: 'dealer in pl, dealer number 52001',
    },
  ];
}

/** The one-time printout of the demo accounts, as a table a person can copy from. */
export function formatAccountTable(accounts: DemoAccount[], adminFromEnv: boolean): string {
  const rows = accounts.map((account) => [
    account.username,
    account.username === 'admin' && adminFromEnv ? '(ADMIN_PASSWORD)' : account.password,
    account.description,
  ]);
  const header = ['username', 'password', 'account'];
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [
    '',
    'Accounts created in the empty database (shown once; change the passwords after logging in):',
    '',
    line(header),
    rule,
    ...rows.map(line),
    '',
  ].join('\n');
}
