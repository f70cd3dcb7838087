import {
  IconButton,
  ListItemIcon,
  ListItemText,
  MenuItem,
  Tooltip,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';

/** A toolbar action that is one click: an icon button in the bar, a menu item in the overflow. */
export interface ToolAction {
  id: string;
  label: string;
  icon: ReactNode;
  /** As the user presses it, e.g. "Ctrl+Z"; shown in the tooltip and the menu. */
  shortcut?: string;
  /** The shortcut in aria-keyshortcuts' words ("Control+Z"), when it is keys (not the wheel). */
  keys?: string;
  disabled?: boolean;
  /** Why it is disabled, when that is not obvious; shown instead of the plain label. */
  disabledReason?: string;
  /** A detail the menu shows under the label (the zoom level). */
  detail?: string;
  /** How the bar shows it, when not as an icon button (the zoom level's text button). */
  bar?: ReactNode;
  /** Stays in the open overflow menu after a click: zooming is done in steps. */
  repeatable?: boolean;
  onClick(): void;
}

function tooltipOf(action: ToolAction): string {
  if (action.disabled && action.disabledReason) return action.disabledReason;
  return action.shortcut ? `${action.label} (${action.shortcut})` : action.label;
}

/** The action in the bar: an icon (or short text) button with its label and shortcut on hover. */
export function ToolButton({ action }: { action: ToolAction }) {
  if (action.bar) return action.bar;
  return (
    <Tooltip title={tooltipOf(action)}>
      {/* A disabled button receives no pointer events: the span shows the tooltip. */}
      <span>
        <IconButton
          size="small"
          aria-label={action.label}
          aria-keyshortcuts={action.keys}
          disabled={action.disabled}
          onClick={action.onClick}
        >
          {action.icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The action in the overflow menu: icon, label, the reason it is disabled, and its shortcut. */
export function ToolMenuItem({ action, onDone }: { action: ToolAction; onDone(): void }) {
  const reason = action.disabled ? action.disabledReason : undefined;
  return (
    <MenuItem
      disabled={action.disabled}
      aria-keyshortcuts={action.keys}
      onClick={() => {
        action.onClick();
        if (!action.repeatable) onDone();
      }}
    >
      <ListItemIcon>{action.icon}</ListItemIcon>
      <ListItemText primary={action.label} secondary={reason ?? action.detail} />
      {action.shortcut && (
        <Typography variant="body2" color="text.secondary" sx={{ ml: 3 }}>
          {action.shortcut}
        </Typography>
      )}
    </MenuItem>
  );
}
