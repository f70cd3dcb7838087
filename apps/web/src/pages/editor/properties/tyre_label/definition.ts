import SellIcon from '@mui/icons-material/Sell';
import type { WebElementDefinition } from '../../elements/definition';
import { TyreLabelProperties } from './TyreLabelProperties';

export const tyreLabelWeb: WebElementDefinition<'tyre_label'> = {
  icon: SellIcon,
  Panel: TyreLabelProperties,
  // The label's data is the product's.
  DealerField: null,
  OverflowAction: null,
  textLike: false,
};
