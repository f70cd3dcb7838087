import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { naiveScreenColor, toScreenColor } from '@pms/sheet/browser';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type PaletteColor,
  useCreatePaletteColor,
  useDeletePaletteColor,
  usePaletteColors,
  useUpdatePaletteColor,
} from '../../api/palettes';
import { useToasts } from '../../shell/useToasts';
import { PaletteColorDialog, type PaletteColorDraft } from './PaletteColorDialog';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Which dialog is open: a colour to change, a new colour of a brand, or none. */
type Editing = { color: PaletteColor | null; ci: string } | null;

/**
 * Admins: the brands' colours (issue 44 point 8), as their brand manuals give them. Designers
 * choose them by name; sheets follow a changed colour at their next export.
 */
export function BrandColorsPanel() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useToasts();
  const colors = usePaletteColors();
  const create = useCreatePaletteColor();
  const update = useUpdatePaletteColor();
  const remove = useDeletePaletteColor();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<PaletteColor | null>(null);
  const failed = (key: 'saveFailed' | 'deleteFailed') => (error: unknown) =>
    enqueueSnackbar(t(`media.palette.${key}`, { message: messageOf(error) }), {
      variant: 'error',
    });

  const save = (draft: PaletteColorDraft) => {
    const done = {
      onSuccess: () => {
        enqueueSnackbar(t('media.palette.saved', { name: draft.name }), { variant: 'success' });
        setEditing(null);
      },
      onError: failed('saveFailed'),
    };
    const color = editing?.color;
    if (color) {
      const { ci: _ci, ...fields } = draft;
      update.mutate({ color, body: { ...fields, version: color.version } }, done);
    } else {
      create.mutate(draft, done);
    }
  };

  const brands = [...new Set((colors.data ?? []).map((color) => color.ci))];
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
        {t('media.palette.intro')}
      </Typography>
      <Button
        variant="outlined"
        startIcon={<AddIcon />}
        onClick={() => setEditing({ color: null, ci: brands[0] ?? '' })}
        sx={{ mb: 2 }}
      >
        {t('media.palette.add')}
      </Button>
      {colors.isPending && <CircularProgress size={24} />}
      {colors.isError && <Alert severity="error">{messageOf(colors.error)}</Alert>}
      {colors.isSuccess && brands.length === 0 && (
        <Alert severity="info">{t('media.palette.empty')}</Alert>
      )}
      {brands.map((ci) => (
        <Box key={ci} component="section" aria-label={t('media.palette.brandSection', { ci })}>
          <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
            {t('media.palette.brandSection', { ci })}
          </Typography>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('media.palette.name')}</TableCell>
                <TableCell>{t('media.palette.cmyk')}</TableCell>
                <TableCell>{t('media.palette.spotName')}</TableCell>
                <TableCell align="right">{t('media.palette.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(colors.data ?? [])
                .filter((color) => color.ci === ci)
                .map((color) => (
                  <TableRow key={color.id}>
                    <TableCell>
                      <Box
                        component="span"
                        aria-hidden
                        sx={{
                          display: 'inline-block',
                          verticalAlign: 'middle',
                          width: 18,
                          height: 18,
                          mr: 1,
                          border: 1,
                          borderColor: 'divider',
                          bgcolor: toScreenColor(color.color, naiveScreenColor),
                        }}
                      />
                      {color.name}
                    </TableCell>
                    <TableCell>
                      {`C ${color.cyan} · M ${color.magenta} · Y ${color.yellow} · K ${color.black}`}
                    </TableCell>
                    <TableCell>{color.spotName ?? t('media.palette.process')}</TableCell>
                    <TableCell align="right">
                      <Tooltip title={t('media.palette.editNamed', { name: color.name })}>
                        <IconButton
                          aria-label={t('media.palette.editNamed', { name: color.name })}
                          onClick={() => setEditing({ color, ci })}
                        >
                          <EditIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('media.palette.deleteNamed', { name: color.name })}>
                        <IconButton
                          aria-label={t('media.palette.deleteNamed', { name: color.name })}
                          onClick={() => setDeleting(color)}
                        >
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))}
            </TableBody>
          </Table>
        </Box>
      ))}
      {editing && (
        <PaletteColorDialog
          key={editing.color?.id ?? 'new'}
          color={editing.color}
          ci={editing.ci}
          busy={create.isPending || update.isPending}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)}>
        <DialogTitle>{t('media.palette.deleteTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('media.palette.confirmDelete', { name: deleting?.name ?? '' })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>{t('common.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              if (!deleting) return;
              remove.mutate(deleting, {
                onSuccess: () =>
                  enqueueSnackbar(t('media.palette.deleted'), { variant: 'success' }),
                onError: failed('deleteFailed'),
              });
              setDeleting(null);
            }}
          >
            {t('media.palette.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
