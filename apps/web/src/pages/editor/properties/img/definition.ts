import ImageIcon from '@mui/icons-material/Image';
import type { WebElementDefinition } from '../../elements/definition';
import { ImageDealerField } from './ImageDealerField';
import { ImageProperties } from './ImageProperties';

export const imgWeb: WebElementDefinition<'img'> = {
  icon: ImageIcon,
  Panel: ImageProperties,
  DealerField: ImageDealerField,
  OverflowAction: null,
  textLike: false,
};
