import TireRepairIcon from '@mui/icons-material/TireRepair';
import type { WebElementDefinition } from '../../elements/definition';
import { IconsProperties } from './IconsProperties';

export const iconsWeb: WebElementDefinition<'icons'> = {
  icon: TireRepairIcon,
  Panel: IconsProperties,
  // The pictograms and their texts come from the product data.
  DealerField: null,
  OverflowAction: null,
  textLike: true,
};
