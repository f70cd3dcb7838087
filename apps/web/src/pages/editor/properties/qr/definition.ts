import QrCode2Icon from '@mui/icons-material/QrCode2';
import type { WebElementDefinition } from '../../elements/definition';
import { QrDealerField } from './QrDealerField';
import { QrProperties } from './QrProperties';

export const qrWeb: WebElementDefinition<'qr'> = {
  icon: QrCode2Icon,
  Panel: QrProperties,
  DealerField: QrDealerField,
  OverflowAction: null,
  textLike: false,
};
