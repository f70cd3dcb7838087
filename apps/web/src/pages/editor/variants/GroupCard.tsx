import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  Button,
  Checkbox,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Paper,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import type { Variant, VariantGroup } from '@pms/sheet/browser';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a group card asks its manager to do. */
export interface GroupCardHandlers {
  renameGroup(): void;
  deleteGroup(): void;
  moveGroup(toIndex: number): void;
  addVariant(): void;
  editVariant(variant: Variant): void;
  deleteVariant(variant: Variant): void;
  moveVariant(variant: Variant, toIndex: number): void;
  setConnected(otherId: number, connected: boolean): void;
}

interface GroupCardProps {
  group: VariantGroup;
  index: number;
  groupCount: number;
  variants: readonly Variant[];
  /** The page's other groups, for "connected with". */
  others: readonly VariantGroup[];
  connectedIds: readonly number[];
  handlers: GroupCardHandlers;
}

function Action(props: {
  label: string;
  onClick(): void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip title={props.label}>
      <span>
        <IconButton
          size="small"
          aria-label={props.label}
          onClick={props.onClick}
          disabled={props.disabled}
        >
          {props.children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** One variant group: its name and actions, its variants, and the groups it is connected to. */
export function GroupCard(props: GroupCardProps) {
  const { t } = useTranslation();
  const { group, index, variants, handlers } = props;
  const named = { name: group.name };

  return (
    <Paper variant="outlined" component="section" aria-label={group.name} sx={{ p: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25 }}>
        <Typography variant="subtitle2" component="h3" sx={{ flex: 1, minWidth: 0 }} noWrap>
          {group.name}
        </Typography>
        <Action label={t('variants.manager.renameGroupOf', named)} onClick={handlers.renameGroup}>
          <EditIcon fontSize="small" />
        </Action>
        <Action
          label={t('variants.manager.moveUpOf', named)}
          disabled={index === 0}
          onClick={() => handlers.moveGroup(index - 1)}
        >
          <ArrowUpwardIcon fontSize="small" />
        </Action>
        <Action
          label={t('variants.manager.moveDownOf', named)}
          disabled={index === props.groupCount - 1}
          onClick={() => handlers.moveGroup(index + 1)}
        >
          <ArrowDownwardIcon fontSize="small" />
        </Action>
        <Action label={t('variants.manager.deleteGroupOf', named)} onClick={handlers.deleteGroup}>
          <DeleteIcon fontSize="small" />
        </Action>
      </Box>

      {variants.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 0.5 }}>
          {t('variants.manager.noVariants')}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={t('variants.manager.variantsOf', named)}>
          {variants.map((variant, position) => {
            const of = { name: variant.name };
            return (
              <ListItem
                key={variant.id}
                disableGutters
                secondaryAction={
                  <Box sx={{ display: 'flex' }}>
                    <Action
                      label={t('variants.manager.editVariantOf', of)}
                      onClick={() => handlers.editVariant(variant)}
                    >
                      <EditIcon fontSize="small" />
                    </Action>
                    <Action
                      label={t('variants.manager.moveUpOf', of)}
                      disabled={position === 0}
                      onClick={() => handlers.moveVariant(variant, position - 1)}
                    >
                      <ArrowUpwardIcon fontSize="small" />
                    </Action>
                    <Action
                      label={t('variants.manager.deleteVariantOf', of)}
                      onClick={() => handlers.deleteVariant(variant)}
                    >
                      <DeleteIcon fontSize="small" />
                    </Action>
                  </Box>
                }
                sx={{ pr: 14 }}
              >
                <ListItemText
                  primary={variant.name}
                  secondary={variant.details === '' ? undefined : variant.details}
                  slotProps={{
                    primary: { noWrap: true },
                    secondary: { noWrap: true },
                  }}
                />
              </ListItem>
            );
          })}
        </List>
      )}

      <Button size="small" startIcon={<AddIcon />} onClick={handlers.addVariant}>
        {t('variants.manager.addVariant')}
      </Button>

      {props.others.length > 0 && (
        <TextField
          select
          fullWidth
          size="small"
          label={t('variants.manager.connectedWith')}
          value={props.connectedIds.map(String)}
          sx={{ mt: 1 }}
          slotProps={{
            select: {
              multiple: true,
              renderValue: (ids) =>
                props.others
                  .filter((g) => (ids as string[]).includes(String(g.id)))
                  .map((g) => g.name)
                  .join(', '),
            },
          }}
          onChange={(event) => {
            // A multiple select answers the new list; the one id that changed is the toggle.
            const chosen = new Set((event.target.value as unknown as string[]).map(Number));
            const before = new Set(props.connectedIds);
            for (const other of props.others) {
              if (chosen.has(other.id) !== before.has(other.id)) {
                handlers.setConnected(other.id, chosen.has(other.id));
                return;
              }
            }
          }}
        >
          {props.others.map((other) => (
            <MenuItem key={other.id} value={String(other.id)}>
              <Checkbox size="small" checked={props.connectedIds.includes(other.id)} />
              {other.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Paper>
  );
}
