import {
  Autocomplete,
  Box,
  Button,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { suggestedBrands } from '../../api/dealerLogos';
import {
  type FontFaceName,
  type FontFamily,
  fontFaces,
  uploadFontFace,
  useAssignCiFont,
  useInvalidateFonts,
} from '../../api/fonts';
import { useAuth } from '../../auth/AuthContext';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useToasts } from '../../shell/useToasts';
import { BrandFontRevisions } from './BrandFontRevisions';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Language names in the interface's language, from the browser's own data. */
function useLanguageNames(): (code: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
    return (code: string) => names.of(code) ?? code;
  }, [i18n.language]);
}

/**
 * One face's row: its file, the languages it lacks, and its upload. A new file for an uploaded
 * face is asked about first; the server keeps the replaced file as a revision.
 */
function FaceRow({ family, face }: { family: FontFamily; face: FontFaceName }) {
  const { t } = useTranslation();
  const { token } = useAuth();
  const { enqueueSnackbar } = useToasts();
  const invalidate = useInvalidateFonts();
  const languageName = useLanguageNames();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [replacing, setReplacing] = useState<File | null>(null);
  const uploaded = family.faces.find((entry) => entry.face === face);
  const faceName = t(`media.fonts.faces.${face}`);

  const upload = async (file: File) => {
    setBusy(true);
    try {
      const result = await uploadFontFace(family, { file, face }, { token });
      const languages = result.missingLanguages.map(languageName).join(', ');
      enqueueSnackbar(
        languages === ''
          ? t('media.fonts.uploaded', { face: faceName })
          : t('media.fonts.uploadedMissing', { face: faceName, languages }),
        { variant: languages === '' ? 'success' : 'warning' },
      );
      await invalidate();
    } catch (error) {
      enqueueSnackbar(
        t('media.fonts.uploadFailed', { name: file.name, message: messageOf(error) }),
        {
          variant: 'error',
        },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <TableRow>
      <TableCell>{faceName}</TableCell>
      <TableCell>{uploaded ? uploaded.fileName : t('media.fonts.notUploaded')}</TableCell>
      <TableCell>
        {uploaded &&
          (uploaded.missingLanguages.length === 0
            ? t('media.fonts.allLanguages')
            : uploaded.missingLanguages.map(languageName).join(', '))}
      </TableCell>
      <TableCell>
        <Button
          size="small"
          variant="outlined"
          disabled={busy}
          onClick={() => input.current?.click()}
        >
          {t('media.fonts.upload', { face: faceName })}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept=".ttf,.otf,font/ttf,font/otf"
          aria-label={t('media.fonts.upload', { face: faceName })}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file && uploaded) setReplacing(file);
            else if (file) void upload(file);
          }}
        />
        <ConfirmDialog
          open={replacing !== null}
          title={t('media.fonts.replaceTitle')}
          text={t('media.fonts.confirmReplace', {
            face: faceName,
            name: family.name,
            file: replacing?.name ?? '',
            current: uploaded?.fileName ?? '',
          })}
          confirmLabel={t('media.fonts.replace')}
          onClose={() => setReplacing(null)}
          onConfirm={() => replacing && void upload(replacing)}
        />
      </TableCell>
    </TableRow>
  );
}

/** A family's faces and the brands (ci) set in it. */
export function BrandFontCard({ family }: { family: FontFamily }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useToasts();
  const assign = useAssignCiFont();
  const [ci, setCi] = useState('');

  const setFamily = (target: string, familyIri: string | null) =>
    assign.mutate(
      { ci: target, family: familyIri },
      {
        onSuccess: () => {
          enqueueSnackbar(
            familyIri
              ? t('media.fonts.assigned', { ci: target, name: family.name })
              : t('media.fonts.unassigned', { ci: target }),
            { variant: 'success' },
          );
          if (familyIri) setCi('');
        },
        onError: (error) =>
          enqueueSnackbar(t('media.fonts.assignFailed', { message: messageOf(error) }), {
            variant: 'error',
          }),
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = ci.trim().toLowerCase();
    if (target !== '') setFamily(target, family['@id']);
  };

  return (
    <Box>
      <Table size="small" aria-label={t('media.fonts.facesOf', { name: family.name })}>
        <TableHead>
          <TableRow>
            <TableCell>{t('media.fonts.face')}</TableCell>
            <TableCell>{t('media.fonts.file')}</TableCell>
            <TableCell>{t('media.fonts.missing')}</TableCell>
            <TableCell sx={{ width: 200 }} />
          </TableRow>
        </TableHead>
        <TableBody>
          {fontFaces.map((face) => (
            <FaceRow key={face} family={family} face={face} />
          ))}
        </TableBody>
      </Table>
      <BrandFontRevisions family={family} />
      <Box
        component="form"
        onSubmit={submit}
        aria-label={t('media.fonts.assignLabel', { name: family.name })}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 2 }}
      >
        {family.cis.map((assigned) => (
          <Chip
            key={assigned}
            label={assigned}
            onDelete={() => setFamily(assigned, null)}
            slotProps={{
              root: { 'aria-label': t('media.fonts.brandChip', { ci: assigned }) },
            }}
          />
        ))}
        <Autocomplete
          freeSolo
          options={suggestedBrands}
          inputValue={ci}
          onInputChange={(_, value) => setCi(value)}
          sx={{ width: 180 }}
          renderInput={(params) => (
            <TextField {...params} size="small" label={t('media.fonts.ci')} />
          )}
        />
        <Button type="submit" variant="outlined" disabled={ci.trim() === '' || assign.isPending}>
          {t('media.fonts.assign')}
        </Button>
      </Box>
    </Box>
  );
}
