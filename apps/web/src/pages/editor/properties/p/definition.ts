import TextFieldsIcon from '@mui/icons-material/TextFields';
import type { WebElementDefinition } from '../../elements/definition';
import { ShrinkToFitButton } from './ShrinkToFitButton';
import { TextDealerField } from './TextDealerField';
import { TextProperties } from './TextProperties';

export const pWeb: WebElementDefinition<'p'> = {
  icon: TextFieldsIcon,
  Panel: TextProperties,
  DealerField: TextDealerField,
  OverflowAction: ShrinkToFitButton,
  textLike: true,
};
