import { styled } from '@mui/material/styles';
import { MaterialDesignContent } from 'notistack';
import { brandColors } from '../theme';

/** Dark text where white would fail WCAG AA contrast on the bright product colours. */
const darkText = 'rgba(0, 0, 0, 0.87)';

/**
 * notistack's toasts in the product colours of SPEC section 9; notistack's own palette puts
 * white text on light orange and green, which people with low vision cannot read.
 */
export const ToastContent = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-default': { backgroundColor: brandColors.accent, color: '#fff' },
  '&.notistack-MuiContent-success': { backgroundColor: brandColors.success, color: darkText },
  '&.notistack-MuiContent-error': { backgroundColor: brandColors.error, color: '#fff' },
  '&.notistack-MuiContent-warning': { backgroundColor: brandColors.warning, color: darkText },
  '&.notistack-MuiContent-info': { backgroundColor: brandColors.info, color: darkText },
});

/** Every variant drawn by ToastContent. */
export const toastComponents = {
  default: ToastContent,
  success: ToastContent,
  error: ToastContent,
  warning: ToastContent,
  info: ToastContent,
};
