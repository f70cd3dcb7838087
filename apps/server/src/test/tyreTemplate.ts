// Test data for the import guides and variant imports; not imported by the app.

import { getElementDefinition } from '@pms/sheet';
import { templateData } from './importSupport.ts';

/**
 * The import template (importSupport's) plus a tyre label whose size differs per variant of
 * "Tyre size", as a master's would: no spreadsheet column fills a tyre label.
 */
export function tyreTemplateData() {
  const data = templateData();
  const label = getElementDefinition('tyre_label').defaults();
  const tyre = (size: string) => ({ tyre: { ...label.tyre, sizeDesignation: size } });
  return {
    ...data,
    elements: [
      ...data.elements,
      {
        id: 6,
        type: 'tyre_label',
        config: label,
        variants: [
          { id: 1, variants: [1], config: tyre('225/50 R17 94V'), type: 'tyre_label' },
          { id: 2, variants: [2], config: tyre('225/45 R18 95Y'), type: 'tyre_label' },
        ],
      },
    ],
  };
}
