import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import { Box, Divider, IconButton, MenuList, Popover, Tooltip, Typography } from '@mui/material';
import { Fragment, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ToolAction, ToolMenuItem } from './toolActions';
import { overflowMoreAttribute } from './useToolbarOverflow';

/** An item of the toolbar that may wait in the overflow menu. */
export interface ToolbarItem {
  id: string;
  /** Lower stays in the bar longer (see EditorToolbar for the order and why). */
  priority: number;
  /** Before or after the flexible space in the middle of the bar. */
  side: 'start' | 'end';
  /** A line before it in the bar, setting its group apart. */
  divided?: boolean;
  /** One-click actions: icon buttons in the bar, menu items in the overflow menu. */
  actions?: readonly ToolAction[];
  /** Controls with their own popups (selects, export buttons, menus): shown as they are. */
  content?: ReactNode;
  /**
   * The words shown beside `content` in the menu when it is one icon button (translations,
   * the sheet menu): the bar names it only in a tooltip. A click on them presses it.
   */
  menuLabel?: string;
}

/**
 * The "More" button at the end of the toolbar and what did not fit into the bar. One-click
 * actions become menu items with icon, label, disabled reason and shortcut; controls with
 * their own popups and dialogs (exports, variant selects, the sheet menu) are shown as in the
 * bar. The popover stays mounted while closed, so a dialog or download that such a control
 * started goes on after it closes.
 */
export function ToolbarOverflowMenu({ items }: { items: readonly ToolbarItem[] }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={t('editor.toolbar.more')}>
        <IconButton
          size="small"
          {...{ [overflowMoreAttribute]: '' }}
          aria-label={t('editor.toolbar.more')}
          aria-haspopup="dialog"
          aria-expanded={anchor !== null}
          aria-controls={anchor ? id : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ flex: 'none' }}
        >
          <MoreHorizIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Popover
        id={id}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        keepMounted
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': t('editor.toolbar.more'),
            sx: { maxHeight: 'calc(100vh - 96px)', py: 0.5 },
          },
        }}
      >
        {items.map((item, index) => (
          <Fragment key={item.id}>
            {index > 0 && <Divider />}
            {item.actions ? (
              <MenuList dense data-overflow-item={item.id}>
                {item.actions.map((action) => (
                  <ToolMenuItem key={action.id} action={action} onDone={close} />
                ))}
              </MenuList>
            ) : (
              <OverflowContent id={item.id} label={item.menuLabel}>
                {item.content}
              </OverflowContent>
            )}
          </Fragment>
        ))}
      </Popover>
    </>
  );
}

function OverflowContent({
  id,
  label,
  children,
}: {
  id: string;
  label: string | undefined;
  children: ReactNode;
}) {
  const sx = { px: 2, py: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 };
  if (label === undefined) {
    return (
      <Box data-overflow-item={id} sx={sx}>
        {children}
      </Box>
    );
  }
  // A label element around the one button: its words press the button too. The button keeps
  // its own name (aria-label).
  return (
    <Box
      component="label"
      data-overflow-item={id}
      sx={{ ...sx, py: 0.5, pl: 1, cursor: 'pointer', '&:hover': { bgcolor: 'action.hover' } }}
    >
      {children}
      <Typography variant="body2">{label}</Typography>
    </Box>
  );
}
