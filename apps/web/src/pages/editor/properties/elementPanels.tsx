import type { Element } from '@pms/sheet/browser';
import { webDefinitionOf } from '../elements/registry';

/** The fields of the element's own type, from its definition in the designer's registry. */
export function TypeFields({ element }: { element: Element }) {
  const { Panel } = webDefinitionOf(element);
  return <Panel element={element} />;
}
