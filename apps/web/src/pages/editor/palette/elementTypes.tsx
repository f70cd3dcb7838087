import type { SvgIconComponent } from '@mui/icons-material';
import BrandingWatermarkIcon from '@mui/icons-material/BrandingWatermark';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import ImageIcon from '@mui/icons-material/Image';
import SellIcon from '@mui/icons-material/Sell';
import TextFieldsIcon from '@mui/icons-material/TextFields';
import TireRepairIcon from '@mui/icons-material/TireRepair';
import type { ElementType } from '@pms/sheet/browser';

/** The icon of each element type in the palette, the layer list and the properties header. */
export const elementTypeIcons = {
  p: TextFieldsIcon,
  img: ImageIcon,
  logo: BrandingWatermarkIcon,
  ul: FormatListBulletedIcon,
  icons: TireRepairIcon,
  tyre_label: SellIcon,
} satisfies Record<ElementType, SvgIconComponent>;

/**
 * The colour of dealer-editable elements (SPEC section 6): the same magenta the canvas
 * outlines them with (canvas/SheetCanvas.tsx), not imported to keep the canvas out of tests.
 */
export const DEALER_MAGENTA = '#ff00ff';
