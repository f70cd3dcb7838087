import { REGIONS, type Region } from '@pms/sheet/regions';
import type { TFunction } from 'i18next';

/** The ISO 3166 country of each region (SPEC section 9's codes are the product's own). */
const REGION_COUNTRIES: Readonly<Record<Exclude<Region, 'none'>, string>> = {
  at: 'AT',
  'cy-en': 'CY',
  cz: 'CZ',
  bg: 'BG',
  gr: 'GR',
  hr: 'HR',
  hu: 'HU',
  mt: 'MT',
  pl: 'PL',
  ro: 'RO',
  si: 'SI',
  sk: 'SK',
};

export const ADMIN = 'ROLE_ADMIN';
export const REGION_ADMIN = 'ROLE_REGIONADMIN';

/** `REGION_CY-EN` -> `cy-en`; null for a role that is no region. */
export function regionOfRole(role: string): Region | null {
  if (!role.startsWith('REGION_')) return null;
  const code = role.slice('REGION_'.length).toLowerCase();
  return REGIONS.find((region) => region === code) ?? null;
}

export function roleOfRegion(region: Region): string {
  return `REGION_${region.toUpperCase()}`;
}

/**
 * A region's name in the interface language (`iso`, BCP 47): the country's name as the
 * browser's CLDR data writes it ("Czechia", "Česko"), Cyprus with the language its copies are
 * written in, and "No region" for the masters' own.
 */
export function regionName(region: Region, t: TFunction, iso: string): string {
  if (region === 'none') return t('users.role.noRegion');
  const country = new Intl.DisplayNames([iso], { type: 'region' }).of(REGION_COUNTRIES[region]);
  const name = country ?? region.toUpperCase();
  if (region !== 'cy-en') return name;
  const language = new Intl.DisplayNames([iso], { type: 'language' }).of('en') ?? 'English';
  return t('users.role.regionInLanguage', { region: name, language });
}

/** The regions for a menu, by their name in the interface language. */
export function regionsByName(t: TFunction, iso: string): { region: Region; name: string }[] {
  return REGIONS.map((region) => ({ region, name: regionName(region, t, iso) })).sort((a, b) =>
    a.region === 'none' ? 1 : b.region === 'none' ? -1 : a.name.localeCompare(b.name, iso),
  );
}

/**
 * What an account is, in words: "Administrator", "Region admin · Czechia", "Dealer · Poland"
 * (a dealer number and no staff role), or the regions alone; a role this app does not know
 * stays as it is written.
 */
export function describeRoles(
  roles: readonly string[],
  hnr: string | null | undefined,
  t: TFunction,
  iso: string,
): string {
  const kinds: string[] = [];
  if (roles.includes(ADMIN)) kinds.push(t('users.role.admin'));
  if (roles.includes(REGION_ADMIN)) kinds.push(t('users.role.regionAdmin'));
  if (kinds.length === 0 && hnr) kinds.push(t('users.role.dealer'));
  const places: string[] = [];
  for (const role of roles) {
    if (role === ADMIN || role === REGION_ADMIN) continue;
    const region = regionOfRole(role);
    places.push(region ? regionName(region, t, iso) : role);
  }
  return [kinds.join(', '), places.join(', ')].filter((part) => part !== '').join(' · ');
}
