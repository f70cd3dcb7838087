import type { FontInspection } from '@pms/sheet/node';
import type { RenderPool } from './renderPool.ts';

/**
 * Inspects an uploaded font in a render thread: fontkit reads every table and draws the letters
 * of 11 languages, half a second of work for a 600 KB font that would hold every other request.
 */
export async function inspectFontOffLoop(
  renderer: Pick<RenderPool, 'runInput'>,
  bytes: Uint8Array,
): Promise<FontInspection> {
  const result = await renderer.runInput({ kind: 'font', bytes });
  if (!result.ok || !('inspection' in result)) throw new Error('a font task answered otherwise');
  return result.inspection;
}
