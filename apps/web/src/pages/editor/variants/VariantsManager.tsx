import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Stack, Typography } from '@mui/material';
import { getPage, type Page, type Variant, type VariantGroup } from '@pms/sheet/browser';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useEditor } from '../editorApi';
import { GroupCard } from './GroupCard';
import { NameDialog } from './NameDialog';
import { useVariantActions } from './useVariantActions';

type Dialog =
  | { kind: 'addGroup' }
  | { kind: 'renameGroup'; group: VariantGroup }
  | { kind: 'deleteGroup'; group: VariantGroup }
  | { kind: 'addVariant'; group: VariantGroup }
  | { kind: 'editVariant'; variant: Variant }
  | { kind: 'deleteVariant'; variant: Variant };

/** How many element variant entries on the page use one of `variantIds` (what a delete removes). */
function overridesUsing(page: Page, variantIds: ReadonlySet<number>): number {
  let count = 0;
  for (const element of page.elements) {
    for (const entry of element.variants) {
      if (entry.variants.some((id) => variantIds.has(id))) count++;
    }
  }
  return count;
}

/** Variant groups and variants of the current page: add, rename, order, connect, delete. */
export function VariantsManager() {
  const { t } = useTranslation();
  const { data, pageIndex, mode } = useEditor();
  const actions = useVariantActions();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  if (mode !== 'design') return null;

  const page = getPage(data, pageIndex);
  const groups = page.variant_groups;
  const variantsOf = (groupId: number) => page.variants.filter((v) => v.group === groupId);
  const connectedTo = (groupId: number) =>
    page.connected_groups.filter((set) => set.includes(groupId)).flat();
  const close = () => setDialog(null);

  return (
    <Box sx={{ p: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle2" component="h2" sx={{ flex: 1 }}>
          {pageIndex === 0
            ? t('variants.manager.titleMain')
            : t('variants.manager.titlePage', { number: pageIndex + 1 })}
        </Typography>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => setDialog({ kind: 'addGroup' })}
        >
          {t('variants.manager.addGroup')}
        </Button>
      </Box>

      {groups.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('variants.manager.empty')}
        </Typography>
      )}

      <Stack spacing={1}>
        {groups.map((group, index) => (
          <GroupCard
            key={group.id}
            group={group}
            index={index}
            groupCount={groups.length}
            variants={variantsOf(group.id)}
            others={groups.filter((g) => g.id !== group.id)}
            connectedIds={connectedTo(group.id).filter((id) => id !== group.id)}
            handlers={{
              renameGroup: () => setDialog({ kind: 'renameGroup', group }),
              deleteGroup: () => setDialog({ kind: 'deleteGroup', group }),
              moveGroup: (toIndex) => actions.moveGroup(group.id, toIndex),
              addVariant: () => setDialog({ kind: 'addVariant', group }),
              editVariant: (variant) => setDialog({ kind: 'editVariant', variant }),
              deleteVariant: (variant) => setDialog({ kind: 'deleteVariant', variant }),
              moveVariant: (variant, toIndex) => actions.moveVariant(variant.id, toIndex),
              setConnected: (otherId, connected) =>
                actions.connectGroups(group.id, otherId, connected),
            }}
          />
        ))}
      </Stack>

      {groups.length > 1 && (
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
          {t('variants.manager.connectedHelp')}
        </Typography>
      )}

      {(dialog?.kind === 'addGroup' || dialog?.kind === 'renameGroup') && (
        <NameDialog
          title={t(
            dialog.kind === 'addGroup'
              ? 'variants.manager.addGroup'
              : 'variants.manager.renameGroup',
          )}
          nameLabel={t('variants.manager.groupName')}
          initial={
            dialog.kind === 'renameGroup' ? { name: dialog.group.name, details: '' } : undefined
          }
          taken={groups
            .filter((g) => dialog.kind === 'addGroup' || g.id !== dialog.group.id)
            .map((g) => g.name)}
          takenMessage={t('variants.manager.groupNameTaken')}
          onSave={({ name }) =>
            dialog.kind === 'addGroup'
              ? actions.addGroup(name)
              : actions.renameGroup(dialog.group.id, name)
          }
          onClose={close}
        />
      )}

      {(dialog?.kind === 'addVariant' || dialog?.kind === 'editVariant') && (
        <NameDialog
          title={t(
            dialog.kind === 'addVariant'
              ? 'variants.manager.addVariantTo'
              : 'variants.manager.editVariant',
            { name: dialog.kind === 'addVariant' ? dialog.group.name : dialog.variant.name },
          )}
          nameLabel={t('variants.manager.variantName')}
          withDetails
          initial={dialog.kind === 'editVariant' ? dialog.variant : undefined}
          taken={(dialog.kind === 'addVariant'
            ? variantsOf(dialog.group.id)
            : variantsOf(dialog.variant.group).filter((v) => v.id !== dialog.variant.id)
          ).map((v) => v.name)}
          takenMessage={t('variants.manager.variantNameTaken')}
          onSave={({ name, details }) =>
            dialog.kind === 'addVariant'
              ? actions.addVariant(dialog.group.id, name, details)
              : actions.updateVariant(dialog.variant.id, name, details)
          }
          onClose={close}
        />
      )}

      {dialog?.kind === 'deleteGroup' && (
        <ConfirmDialog
          open
          title={t('variants.manager.deleteGroupTitle')}
          text={t('variants.manager.deleteGroupText', {
            name: dialog.group.name,
            variants: variantsOf(dialog.group.id).length,
            overrides: overridesUsing(page, new Set(variantsOf(dialog.group.id).map((v) => v.id))),
          })}
          confirmLabel={t('variants.manager.delete')}
          onConfirm={() => actions.deleteGroup(dialog.group.id)}
          onClose={close}
        />
      )}

      {dialog?.kind === 'deleteVariant' && (
        <ConfirmDialog
          open
          title={t('variants.manager.deleteVariantTitle')}
          text={t('variants.manager.deleteVariantText', {
            name: dialog.variant.name,
            overrides: overridesUsing(page, new Set([dialog.variant.id])),
          })}
          confirmLabel={t('variants.manager.delete')}
          onConfirm={() => actions.deleteVariant(dialog.variant.id)}
          onClose={close}
        />
      )}
    </Box>
  );
}
