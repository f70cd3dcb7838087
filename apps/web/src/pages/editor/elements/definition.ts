import type { SvgIconComponent } from '@mui/icons-material';
import type { DealerValue, ElementOf, ElementType } from '@pms/sheet/browser';
import type { ComponentType } from 'react';

/** What the dealer's field of an element edits: the dealer's own value, if any. */
export interface DealerFieldProps<T extends ElementType> {
  element: ElementOf<T>;
  /** The dealer's own value; undefined while the sheet's own content shows. */
  own: DealerValue | undefined;
  set(value: DealerValue): void;
  /** The text box's accessible name; the panel's "Text" unless a form names each field. */
  textLabel?: string;
}

/**
 * What the designer knows about one element type, beside the engine's definition: each type's
 * folder under properties/ assembles one, and `registry.ts` collects them. Every member is
 * required, so a new type that forgets one fails to compile.
 */
export interface WebElementDefinition<T extends ElementType> {
  /** Its icon in the palette, the layer list and the properties header. */
  icon: SvgIconComponent;
  /** The panel of the type's own fields. */
  Panel: ComponentType<{ element: ElementOf<T> }>;
  /**
   * The field a dealer fills on an element marked editable for dealers (the engine's
   * `dealerContent`); null when the type's content is not the dealer's to change.
   */
  DealerField: ComponentType<DealerFieldProps<T>> | null;
  /** What the overflow warning offers to make the content fit (shrink-to-fit); null for none. */
  OverflowAction: ComponentType<{ element: ElementOf<T> }> | null;
  /** Whether its content is text, so the alignment field applies. */
  textLike: boolean;
}
