// How the conflict dialog and the merge notice name what changed: the merge's paths
// (`style.left/top`, `variants[1,4].config.text`, `settings.name`) and values (rich text,
// points, colours, whole elements) in the user's words.
import { isCmykColor, type MergeChange } from '@pms/sheet/browser';
import type { TFunction } from 'i18next';
import type { SavedBy } from '../state/saveMerge';

type Property =
  | 'text'
  | 'position'
  | 'size'
  | 'color'
  | 'background'
  | 'name'
  | 'dealerEditable'
  | 'deleted'
  | 'order';

const PROPERTY: Record<string, Property> = {
  text: 'text',
  'style.left/top': 'position',
  'style.width/height': 'size',
  'style.color': 'color',
  'style.backgroundColor': 'background',
  name: 'name',
  dealerEditable: 'dealerEditable',
  deleted: 'deleted',
  order: 'order',
};

const SETTINGS = ['name', 'details', 'category', 'ci', 'status', 'sticky'] as const;
const isSetting = (field: string): field is (typeof SETTINGS)[number] =>
  (SETTINGS as readonly string[]).includes(field);

/** The property a conflict is about, e.g. "Position" or "Text (variant combination)". */
export function propertyLabel(t: TFunction, path: string): string {
  if (path.startsWith('settings.')) {
    const field = path.slice('settings.'.length);
    return isSetting(field) ? t(`editor.fields.${field}`) : field;
  }
  const variant = path.startsWith('variants[');
  const tail = variant ? path.replace(/^variants\[[^\]]*\]\.(config\.)?/, '') : path;
  const known = PROPERTY[tail];
  const label: string = known ? t(`editor.conflict.property.${known}`) : tail;
  return variant ? t('editor.conflict.property.inVariant', { property: label }) : label;
}

/** A colour as stored (`#rrggbb`, a process colour); null when the value is none. */
export function colorOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  return /^#[0-9a-fA-F]{6}$/.test(value) || isCmykColor(value) ? value : null;
}

/** Rich text as the text it shows: tags dropped, paragraphs as line breaks. */
function plainText(html: string): string {
  return html
    .replace(/<\/(p|li|h\d)>\s*/gi, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .trim();
}

const points = (n: number) => `${Math.round(n * 10) / 10} pt`;

/** Names the designer knows beyond the sheet: a category's IRI as its name. */
export interface ValueNames {
  category(iri: string): string | undefined;
}

/** A sheet setting's value as the Settings dialog shows it; undefined for other values. */
function settingText(t: TFunction, path: string, value: unknown, names?: ValueNames) {
  if (typeof value !== 'string') return undefined;
  if (path === 'settings.status' && (value === 'locked' || value === 'unlocked'))
    return t(`status.${value}`);
  if (path === 'settings.category') return names?.category(value) ?? value;
  return undefined;
}

/** A conflict's value as text; `path` tells lengths (points) from other numbers. */
export function valueText(t: TFunction, path: string, value: unknown, names?: ValueNames): string {
  if (value === null) return t('editor.conflict.value.deleted');
  if (value === undefined) return t('editor.conflict.value.unset');
  if (typeof value === 'boolean')
    return t(value ? 'editor.conflict.value.yes' : 'editor.conflict.value.no');
  const setting = settingText(t, path, value, names);
  if (setting !== undefined) return setting;
  // An element's place in the painting order, counted from 0 at the bottom.
  if (path.endsWith('order') && typeof value === 'number')
    return t('editor.conflict.value.layer', { layer: value + 1 });
  const lengths = /style\./.test(path);
  if (typeof value === 'number') return lengths ? points(value) : String(value);
  if (typeof value === 'string') return plainText(value) || t('editor.conflict.value.empty');
  if (Array.isArray(value) && value.every((v) => typeof v === 'number')) {
    // A position is two coordinates, a size width by height.
    const joint = path.endsWith('left/top') ? ', ' : ' × ';
    return value.map((v) => (lengths ? points(v) : String(v))).join(joint);
  }
  // A whole element or page (kept against a deletion) or a list: that it is there.
  return t('editor.conflict.value.kept');
}

/** Who saved the other version, as the subject of the notice's and dialog's sentences. */
export function savedByKey(savedBy: SavedBy): {
  suffix: 'Self' | 'User' | 'Unknown';
  name: string;
} {
  if (savedBy.kind === 'self') return { suffix: 'Self', name: '' };
  if (savedBy.kind === 'user') return { suffix: 'User', name: savedBy.name };
  return { suffix: 'Unknown', name: '' };
}

/** How many changes the notice names before "and N more". */
const NAMED = 3;

/** The changes taken from the other side, in the user's words: "moved 'Price', new page 2". */
export function changesText(t: TFunction, changes: readonly MergeChange[]): string {
  const named = changes.slice(0, NAMED).map((change): string => {
    const values = { element: change.element, page: change.page + 1 };
    // Variants of one element, or of the page as a whole.
    if (change.kind === 'variants' && change.element !== '')
      return t('editor.conflict.change.variantsOf', values);
    return t(`editor.conflict.change.${change.kind}`, values);
  });
  const more = changes.length - named.length;
  if (more > 0) named.push(t('editor.conflict.change.more', { count: more }));
  return named.join(', ');
}
