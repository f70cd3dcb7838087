import { Button } from '@mui/material';
import type { SnackbarKey } from 'notistack';
import type { MouseEvent } from 'react';

/** Long enough to read the name and reach the link; the plain 4 s is gone before the mouse is. */
export const IMPORTED_TOAST_MS = 10_000;

/**
 * The imported toast's link to the new sheet. The toasts render outside the router, so the
 * link navigates with the dialog's `navigate`; it stays a real link (a middle click or
 * Ctrl+click opens a tab) and closes its toast when followed here.
 */
export function openSheetAction(options: {
  label: string;
  href: string;
  navigate: (href: string) => void;
  close: (key: SnackbarKey) => void;
}) {
  return (key: SnackbarKey) => {
    const follow = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      options.close(key);
      options.navigate(options.href);
    };
    return (
      <Button component="a" href={options.href} onClick={follow} color="inherit" size="small">
        {options.label}
      </Button>
    );
  };
}
