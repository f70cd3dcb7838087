import type { ImageAsset } from '@pms/sheet/browser';
import { useEffect, useState } from 'react';
import { useDealerLogo } from '../../../auth/AuthContext';
import { loadImageAsset } from '../canvas/images';

/**
 * The logged-in dealer's logo for the sheet's brand as layout needs it: logo elements show it
 * instead of their own image, as the export does.
 */
export function useDealerLogoAsset(ci: string): ImageAsset | null {
  const logo = useDealerLogo(ci);
  const [asset, setAsset] = useState<ImageAsset | null>(null);
  const src = logo?.contentUrl ?? null;
  const width = logo?.width ?? null;
  const height = logo?.height ?? null;
  useEffect(() => {
    if (src === null) {
      setAsset(null);
      return;
    }
    if (width && height) {
      setAsset({ src, width, height, mimeType: 'image/png', bytes: new Uint8Array(0) });
      return;
    }
    let live = true;
    void loadImageAsset(src).then((loaded) => live && setAsset(loaded));
    return () => {
      live = false;
    };
  }, [src, width, height]);
  return asset;
}
