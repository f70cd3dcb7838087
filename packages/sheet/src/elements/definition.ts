import type { z } from 'zod';
import type { ElementLayout, LayoutContext } from '../layout/element.ts';
import type { ElementOf } from '../model/element.ts';
import type { ElementType } from '../model/elementTypes.ts';
import type { ConfigPatch } from '../model/patch.ts';
import type { PreflightElement, PreflightIssue } from '../preflight/types.ts';

/**
 * Everything the engine knows about one element type. Each type's folder assembles one in
 * its `index.ts`; `registry.ts` collects them.
 */
export interface ElementDefinition<T extends ElementType, C> {
  type: T;
  /** English display name; also the stem of generated names ("Text 1"). */
  label: string;
  configSchema: z.ZodType<C>;
  /** A fresh config for a new element, per SPEC section 3 (name is made unique by the caller). */
  defaults(): C;
  /** Applies `fn` to each rich-text field present in a config or a config patch. */
  mapRichText<P extends ConfigPatch<C>>(config: P, fn: (html: string) => string): P;
  /**
   * Lays the element out into render-tree items. Optional while image, icon, logo and tyre
   * label layout are still to come; it becomes required once every type has one.
   */
  layout?(element: ElementOf<T>, ctx: LayoutContext): ElementLayout;
  /**
   * Print checks only this type knows (the tyre label's legal minimum size), run by preflight
   * besides the checks every element gets (images, overflow, bleed, glyphs, thin lines).
   */
  preflight?(element: ElementOf<T>, laidOut: PreflightElement): PreflightIssue[];
  /**
   * Whether the element shrinks its content until it fits its box: such an element never
   * refuses an export for a dealer's long text (see the server's dealer overflow check).
   */
  shrinksToFit?(element: ElementOf<T>): boolean;
}

/** Leaves a config unchanged: for types without rich text. */
export function noRichText<P>(config: P): P {
  return config;
}
