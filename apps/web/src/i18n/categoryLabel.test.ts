import { describe, expect, it } from 'vitest';
import { categoryLabel } from './categoryLabel';
import { createI18n } from './createI18n';

describe('categoryLabel', () => {
  it('translates the demo categories and keeps unknown names as they are', async () => {
    const i18n = createI18n();
    await i18n.changeLanguage('de');
    expect(categoryLabel(i18n.t, 'Seasons')).toBe('Saisons');
    expect(categoryLabel(i18n.t, 'Winter')).toBe('Winter');
    expect(categoryLabel(i18n.t, 'Accessories')).toBe('Zubehör');
    expect(categoryLabel(i18n.t, 'BMW X5')).toBe('BMW X5');
    expect(categoryLabel(i18n.t, 'toString')).toBe('toString');
    await i18n.changeLanguage('cs');
    expect(categoryLabel(i18n.t, 'Summer')).toBe('Léto');
  });
});
