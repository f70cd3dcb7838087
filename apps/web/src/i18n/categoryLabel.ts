import type { TFunction } from 'i18next';
import en from './locales/en.json';

type CategoryKey = keyof typeof en.categories;

function isCategoryKey(name: string): name is CategoryKey {
  return Object.hasOwn(en.categories, name);
}

/**
 * The translated name of a category: `categories.{name}` when the locales know it, else the
 * raw name (an admin's own category, a model name like "BMW X5").
 */
export function categoryLabel(t: TFunction, name: string): string {
  return isCategoryKey(name) ? t(`categories.${name}`) : name;
}
