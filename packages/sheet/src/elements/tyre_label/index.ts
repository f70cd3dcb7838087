import {
  asItIs,
  type ElementDefinition,
  neverShrinks,
  noDealerProfile,
  noImageSources,
  noRichText,
  noTranslatableTexts,
} from '../definition.ts';
import { tyreLabelDefaults } from './defaults.ts';
import { layoutTyreLabel } from './layout.ts';
import { preflightTyreLabel } from './preflight.ts';
import { type TyreLabelConfig, tyreLabelConfigSchema } from './schema.ts';

/** Tyre label element: the EU tyre label drawn from its data. */
export const tyreLabelElement: ElementDefinition<'tyre_label', TyreLabelConfig> = {
  type: 'tyre_label',
  label: 'Tyre label',
  configSchema: tyreLabelConfigSchema,
  defaults: tyreLabelDefaults,
  layout: layoutTyreLabel,
  preflight: preflightTyreLabel,
  shrinksToFit: neverShrinks,
  withoutShrinking: asItIs,
  mapRichText: noRichText,
  // The label's data is the product's: neither a dealer nor a spreadsheet cell changes it.
  dealerContent: null,
  fromCell: () => ({ refused: 'notImportable' }),
  translatableTexts: noTranslatableTexts,
  textsShareBox: 'flow',
  imageSources: noImageSources,
  fromDealerProfile: noDealerProfile,
};
