import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Divider, IconButton, ListSubheader, Menu, MenuItem, Tooltip } from '@mui/material';
import { REGIONS } from '@pms/sheet/regions';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/client';
import {
  createRegionalCopy,
  type SheetDocument,
  sheetDocumentKeys,
} from '../../../api/sheetDocument';
import { useCloneSheet, useDeleteSheet, useSetSheetStatus } from '../../../api/sheetMutations';
import { type SheetSummary, sheetKeys } from '../../../api/sheets';
import { useAuth } from '../../../auth/AuthContext';
import { isAdmin, isRegionAdmin, userRegion } from '../../../auth/roles';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useLocalizedPath } from '../../../routes/useLocalizedPath';
import { useToasts } from '../../../shell/useToasts';

/** The overview's mutations take a list row; the designer has the whole document. */
function asSummary(document: SheetDocument): SheetSummary {
  return {
    '@id': document.iri,
    id: document.id,
    name: document.meta.name,
    status: document.meta.status,
    category: document.meta.category,
    regionalSheets: [],
    variants: [],
    variant_groups: [],
    version: document.version,
  };
}

interface SheetMenuProps {
  document: SheetDocument;
  /** Called when the server answered a new version (a status change). */
  onChanged(document: SheetDocument): void;
  /** The document has unsaved changes: actions that leave or copy it ask to save first. */
  dirty: boolean;
}

/**
 * Actions on the saved sheet: clone, delete and status for admins (the overview's mutations),
 * and the regional copy (SPEC section 7: PUT when the copy exists, else POST).
 */
export function SheetMenu({ document, onChanged, dirty }: SheetMenuProps) {
  const { t } = useTranslation();
  const { user, token } = useAuth();
  const { enqueueSnackbar } = useToasts();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const client = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const clone = useCloneSheet();
  const remove = useDeleteSheet();
  const setStatus = useSetSheetStatus();
  const admin = isAdmin(user);
  const master = document.kind === 'sheet';
  const ownRegion = userRegion(user);
  const copyRegions = admin
    ? REGIONS.filter((r) => r !== 'none')
    : ownRegion && isRegionAdmin(user)
      ? [ownRegion]
      : [];
  if (!master || (!admin && copyRegions.length === 0)) return null;

  const close = () => setAnchor(null);
  const failed = () => enqueueSnackbar(t('editor.save.failed'), { variant: 'error' });

  const makeRegionalCopy = async (region: string) => {
    close();
    try {
      const existing = document.regionalCopies.find((copy) => copy.region === region);
      // An existing copy holds a translator's work: it is opened, where "Update from master"
      // merges the master's changes and keeps every translation, never overwritten from here.
      if (existing) {
        navigate(to(`/edit-region/${existing.id}`));
        return;
      }
      const copy: SheetDocument = await createRegionalCopy(document.iri, region, token);
      client.setQueryData(sheetDocumentKeys.one('regional', copy.id), copy);
      void client.invalidateQueries({ queryKey: sheetKeys.all });
      void client.invalidateQueries({ queryKey: ['regional_sheets'] });
      enqueueSnackbar(t('editor.regional.done', { region }), { variant: 'success' });
      navigate(to(`/edit-region/${copy.id}`));
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) {
        enqueueSnackbar(t('editor.notAllowedRegion'), { variant: 'error' });
      } else failed();
    }
  };

  return (
    <>
      <Tooltip title={t('editor.menu.label')}>
        <IconButton
          aria-label={t('editor.menu.label')}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MoreVertIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {admin && [
          <MenuItem
            key="status"
            disabled={dirty}
            onClick={() => {
              close();
              const status = document.meta.status === 'unlocked' ? 'locked' : 'unlocked';
              enqueueSnackbar(
                t('sheetOverview.changingStatus', { status: t(`status.${status}`) }),
                { variant: 'info' },
              );
              setStatus.mutate(
                { sheet: asSummary(document), status },
                {
                  onSuccess: (saved) => {
                    onChanged({
                      ...document,
                      version: saved.version,
                      meta: { ...document.meta, status },
                    });
                    enqueueSnackbar(t('sheetOverview.statusChanged'), { variant: 'success' });
                  },
                  onError: () => failed(),
                },
              );
            }}
          >
            {document.meta.status === 'unlocked' ? t('editor.menu.lock') : t('editor.menu.unlock')}
          </MenuItem>,
          <MenuItem
            key="clone"
            disabled={dirty}
            onClick={() => {
              close();
              clone.mutate(asSummary(document), {
                onSuccess: (saved) => {
                  enqueueSnackbar(t('sheetOverview.cloned'), { variant: 'success' });
                  navigate(to(`/edit/${saved.id}`));
                },
                onError: (error) =>
                  enqueueSnackbar(t('sheetOverview.cloneFailed', { message: error.message }), {
                    variant: 'error',
                  }),
              });
            }}
          >
            {t('editor.menu.clone')}
          </MenuItem>,
          <MenuItem
            key="delete"
            onClick={() => {
              close();
              setConfirmDelete(true);
            }}
          >
            {t('editor.menu.delete')}
          </MenuItem>,
          <Divider key="divider" />,
        ]}
        <ListSubheader>{t('editor.regional.make')}</ListSubheader>
        {copyRegions.map((region) => (
          <MenuItem key={region} disabled={dirty} onClick={() => void makeRegionalCopy(region)}>
            {document.regionalCopies.some((copy) => copy.region === region)
              ? t('editor.regional.update', { region: region.toUpperCase() })
              : t('editor.regional.create', { region: region.toUpperCase() })}
          </MenuItem>
        ))}
      </Menu>
      <ConfirmDialog
        open={confirmDelete}
        title={t('sheetOverview.confirmTitle')}
        text={t('sheetOverview.confirmSheet', { name: document.meta.name })}
        confirmLabel={t('sheetOverview.delete')}
        onConfirm={() =>
          remove.mutate(asSummary(document), {
            onSuccess: () => {
              enqueueSnackbar(t('sheetOverview.deleted'), { variant: 'success' });
              navigate(to('/overview'));
            },
            onError: () => enqueueSnackbar(t('sheetOverview.deleteFailed'), { variant: 'error' }),
          })
        }
        onClose={() => setConfirmDelete(false)}
      />
    </>
  );
}
