import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import type { WebElementDefinition } from '../../elements/definition';
import { ListDealerField } from './ListDealerField';
import { ListProperties } from './ListProperties';

export const ulWeb: WebElementDefinition<'ul'> = {
  icon: FormatListBulletedIcon,
  Panel: ListProperties,
  DealerField: ListDealerField,
  OverflowAction: null,
  textLike: true,
};
