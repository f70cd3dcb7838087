import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  InputAdornment,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLocalizedPath } from '../../routes/useLocalizedPath';
import { CategoryNav } from './CategoryNav';
import { SheetCard } from './SheetCard';
import { openPath } from './search';
import { useOverviewData } from './useOverviewData';

/** Cards drawn at first; more on request, so thousands of results stay quick to type over. */
const PAGE = 48;

function categoryParam(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The start page at `/` and `/{lang}`: category navigation and sheets with an instant search.
 * Category and search live in the URL (`?category=3&search=winter`), so reload and back work.
 */
export function HomePage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const [params, setParams] = useSearchParams();
  const categoryId = categoryParam(params.get('category'));
  const search = params.get('search') ?? '';
  const [shown, setShown] = useState(PAGE);
  const data = useOverviewData(categoryId, search);

  const linkTo = (id: number | null) => {
    const next = new URLSearchParams();
    if (id !== null) next.set('category', String(id));
    if (search) next.set('search', search);
    const query = next.toString();
    return query ? `?${query}` : to('/');
  };
  const onSearch = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('search', value);
    else next.delete('search');
    // Typing replaces the entry, so back leaves the search instead of undoing letters.
    setParams(next, { replace: true });
    setShown(PAGE);
  };

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {t('sheets.title')}
      </Typography>
      {data.isError && <Alert severity="error">{t('errors.loadFailed')}</Alert>}
      {data.isPending && !data.isError && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('sheets.loading')} />
        </Box>
      )}
      {!data.isPending && !data.isError && (
        <Box sx={{ display: 'flex', gap: 3, flexDirection: { xs: 'column', md: 'row' } }}>
          <Box sx={{ width: { md: 260 }, flexShrink: 0 }}>
            <CategoryNav tree={data.tree} selected={categoryId} linkTo={linkTo} />
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <TextField
              type="search"
              fullWidth
              size="small"
              label={t('overview.search')}
              value={search}
              onChange={(event) => onSearch(event.target.value)}
              sx={{ mb: 2 }}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon />
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('overview.resultCount', { count: data.results.length })}
            </Typography>
            {data.results.length === 0 ? (
              <Typography color="text.secondary">{t('sheets.empty')}</Typography>
            ) : (
              <Box
                component="ul"
                aria-label={t('sheets.title')}
                sx={{
                  p: 0,
                  m: 0,
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
                }}
              >
                {data.results.slice(0, shown).map((sheet) => {
                  const target = data.target(sheet);
                  return (
                    <SheetCard
                      key={sheet['@id']}
                      sheet={sheet}
                      showStatus={data.admin}
                      to={target === null ? null : to(openPath(target, sheet, search))}
                    />
                  );
                })}
              </Box>
            )}
            {data.results.length > shown && (
              <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
                <Button variant="outlined" onClick={() => setShown((count) => count + PAGE * 4)}>
                  {t('overview.showMore', { count: data.results.length - shown })}
                </Button>
              </Box>
            )}
          </Box>
        </Box>
      )}
    </>
  );
}
