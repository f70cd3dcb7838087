import {
  type DealerProfileField,
  type ElementType,
  getElementDefinition,
  PRINT_BLEED,
  type WheelFeature,
} from '@pms/sheet';
import type { DemoImageId } from './demoImages.ts';

/**
 * Small builders for the demo sheets, in the shape of SPEC.md section 3. Positions are PDF
 * points on an A4 page (595.28 x 841.89).
 */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface StyleExtras {
  color?: string;
  backgroundColor?: string;
  textAlign?: 'left' | 'center' | 'right' | 'justify';
  padding?: number;
  backgroundPositionX?: 'left' | 'center' | 'right';
  backgroundPositionY?: 'top' | 'center' | 'bottom';
  backgroundSize?: 'cover' | 'contain';
}

/** The A4 page in points. */
export const PAGE = { width: 595.28, height: 841.89 } as const;

/**
 * The 3 mm bleed, rounded up to the 1/1000 pt a stored position carries, so a picture
 * extended by it reaches at least 3 mm past the trim.
 */
export const BLEED = Math.ceil(PRINT_BLEED * 1000) / 1000;

/** How close to a page edge a box edge counts as touching it (printers cut within 1 mm). */
const TOUCH = (1 / 25.4) * 72;

/**
 * The box extended by the bleed past every page edge it touches, so the printer can cut
 * anywhere within the tolerance without leaving a white sliver. Edges away from the page
 * edges stay where they are, and so does everything on the trimmed page.
 */
export function fullBleed(box: Box): Box {
  const left = box.left <= TOUCH ? -BLEED : box.left;
  const top = box.top <= TOUCH ? -BLEED : box.top;
  const right =
    box.left + box.width >= PAGE.width - TOUCH ? PAGE.width + BLEED : box.left + box.width;
  const bottom =
    box.top + box.height >= PAGE.height - TOUCH ? PAGE.height + BLEED : box.top + box.height;
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return { left, top, width: round(right - left), height: round(bottom - top) };
}

/** Resolves a demo image to its media URL once the images are stored. */
export type ImageUrls = Record<DemoImageId, string>;

export interface DemoElement {
  id: number;
  type: ElementType;
  config: Record<string, unknown> & { name: string };
  variants: DemoElementVariant[];
}

export interface DemoElementVariant {
  id: number;
  variants: number[];
  config: Record<string, unknown>;
  layout: 'locked';
  type: ElementType;
}

export interface DemoPage {
  elements: DemoElement[];
  variant_groups: { id: number; name: string }[];
  variants: { id: number; name: string; details: string; group: number }[];
}

export interface DemoSheetData extends DemoPage {
  schemaVersion: 1;
  ci: string;
  sticky: boolean;
  additional_pages: DemoPage[];
  connected_groups: number[][];
}

type Draft = Omit<DemoElement, 'id' | 'variants'> & {
  variants?: Omit<DemoElementVariant, 'id' | 'layout' | 'type'>[];
};

export function style(box: Box, extras: StyleExtras = {}) {
  const { padding = 0, textAlign = 'left', ...rest } = extras;
  return {
    position: 'absolute' as const,
    ...box,
    paddingTop: padding,
    paddingRight: padding,
    paddingBottom: padding,
    paddingLeft: padding,
    textAlign,
    ...rest,
  };
}

export function text(
  name: string,
  html: string,
  box: Box,
  options: StyleExtras & {
    fontSize?: number;
    dealerEditable?: boolean;
    profileField?: DealerProfileField;
  } = {},
): Draft {
  const { fontSize = 10, dealerEditable = false, profileField, ...extras } = options;
  return {
    type: 'p',
    config: {
      name,
      text: html,
      fontSize,
      dealerEditable,
      ...(profileField ? { profileField } : {}),
      style: style(box, extras),
    },
  };
}

export function list(
  name: string,
  items: string[],
  box: Box,
  options: StyleExtras & { listSize?: 's' | 'm' | 'l'; dealerEditable?: boolean } = {},
): Draft {
  const { listSize = 'm', dealerEditable = false, ...extras } = options;
  return {
    type: 'ul',
    config: { name, items, listSize, dealerEditable, style: style(box, extras) },
  };
}

export function image(name: string, url: string, box: Box, extras: StyleExtras = {}): Draft {
  return {
    type: 'img',
    config: {
      name,
      src: { contentUrl: url },
      dealerEditable: false,
      style: style(box, {
        backgroundSize: 'cover',
        backgroundPositionX: 'center',
        backgroundPositionY: 'center',
        ...extras,
      }),
    },
  };
}

/** The dealer's logo for the sheet's brand, by default at the engine's default place. */
export function logo(name = 'Dealer logo', box?: Box): Draft {
  const defaults = getElementDefinition('logo').defaults();
  return {
    type: 'logo',
    config: { ...defaults, name, style: { ...defaults.style, ...box } },
  };
}

export function icons(name: string, lines: [WheelFeature, string][], box: Box): Draft {
  return {
    type: 'icons',
    config: {
      name,
      lines: lines.map(([feature, label]) => ({ feature, text: label })),
      dealerEditable: false,
      style: style(box),
    },
  };
}

export interface TyreData {
  tyreClass: 'C1' | 'C2' | 'C3';
  supplier: string;
  typeIdentifier: string;
  sizeDesignation: string;
  fuelEfficiency: 'A' | 'B' | 'C' | 'D' | 'E';
  wetGrip: 'A' | 'B' | 'C' | 'D' | 'E';
  noiseClass: 'A' | 'B' | 'C';
  noiseDb: number;
  snowGrip: boolean;
  iceGrip: boolean;
  eprelUrl: string;
}

export function tyreLabel(name: string, tyre: TyreData, box?: Box): Draft {
  const defaults = getElementDefinition('tyre_label').defaults();
  return {
    type: 'tyre_label',
    config: { ...defaults, name, tyre, style: { ...defaults.style, ...box } },
  };
}

/** Variant entries: the config applies when every listed variant is selected. */
export function withVariants(draft: Draft, entries: Draft['variants']): Draft {
  return { ...draft, variants: entries ?? [] };
}

/** Gives elements their ids (max + 1, from 1) and element variant entries theirs. */
export function page(
  drafts: Draft[],
  variantGroups: DemoPage['variant_groups'] = [],
  variants: DemoPage['variants'] = [],
): DemoPage {
  return {
    elements: drafts.map((draft, index) => ({
      ...draft,
      id: index + 1,
      variants: (draft.variants ?? []).map((entry, entryIndex) => ({
        id: entryIndex + 1,
        variants: entry.variants,
        config: entry.config,
        layout: 'locked' as const,
        type: draft.type,
      })),
    })),
    variant_groups: variantGroups,
    variants,
  };
}

export function sheetData(
  ci: string,
  main: DemoPage,
  extras: { sticky?: boolean; additionalPages?: DemoPage[]; connectedGroups?: number[][] } = {},
): DemoSheetData {
  return {
    schemaVersion: 1,
    ci,
    sticky: extras.sticky ?? false,
    ...main,
    additional_pages: extras.additionalPages ?? [],
    connected_groups: extras.connectedGroups ?? [],
  };
}

/** A disclaimer in the XXS size the spec recommends for it. */
export function disclaimer(html: string, top = 796, height = 36): Draft {
  return text(
    'Disclaimer',
    `<p><span data-size="xxs">${html}</span></p>`,
    {
      left: 40,
      top,
      width: 515,
      height,
    },
    // Fine print is set justified, as in print (and so every export and the fidelity tests show it).
    { color: '#555555', textAlign: 'justify' },
  );
}
