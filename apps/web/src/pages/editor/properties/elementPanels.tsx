import type { Element, ElementOf, ElementType } from '@pms/sheet/browser';
import type { ComponentType } from 'react';
import { IconsProperties } from './icons/IconsProperties';
import { ImageProperties } from './img/ImageProperties';
import { LogoProperties } from './logo/LogoProperties';
import { TextProperties } from './p/TextProperties';
import { TyreLabelProperties } from './tyre_label/TyreLabelProperties';
import { ListProperties } from './ul/ListProperties';

type PanelOf<T extends ElementType> = ComponentType<{ element: ElementOf<T> }>;

/** The panel of each element type's own fields; a new type without one does not compile. */
export const elementPanels = {
  p: TextProperties,
  img: ImageProperties,
  logo: LogoProperties,
  ul: ListProperties,
  icons: IconsProperties,
  tyre_label: TyreLabelProperties,
} satisfies { [T in ElementType]: PanelOf<T> };

/** The fields of the element's own type. */
export function TypeFields({ element }: { element: Element }) {
  // The registry is keyed by type, so the panel fits this element's own type.
  const Panel = elementPanels[element.type] as ComponentType<{ element: Element }>;
  return <Panel element={element} />;
}
