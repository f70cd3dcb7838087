import BrandingWatermarkIcon from '@mui/icons-material/BrandingWatermark';
import type { WebElementDefinition } from '../../elements/definition';
import { LogoProperties } from './LogoProperties';

export const logoWeb: WebElementDefinition<'logo'> = {
  icon: BrandingWatermarkIcon,
  Panel: LogoProperties,
  // The dealer's logo comes from their account.
  DealerField: null,
  OverflowAction: null,
  textLike: false,
};
