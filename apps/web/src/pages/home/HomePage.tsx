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
import { memo, useCallback, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { SheetSummary } from '../../api/sheets';
import { useLocalizedPath } from '../../routes/useLocalizedPath';
import { CategoryNav } from './CategoryNav';
import { SheetCard } from './SheetCard';
import { openPath } from './search';
import { useOverviewData } from './useOverviewData';
import { useUrlSearch } from './useUrlSearch';

/**
 * Cards drawn at first: a few screens' worth (a wide screen shows about twelve). More on
 * request, so a keystroke redraws few cards: drawing 48 took longer than the 30 ms a keystroke
 * may take on a modest machine.
 */
const PAGE = 24;

function categoryParam(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
}

interface ResultsProps {
  results: SheetSummary[];
  /** The search these results are for; cards carry it into the designer. */
  search: string;
  shown: number;
  admin: boolean;
  target: (sheet: SheetSummary) => string | null;
}

/**
 * The cards. Memoized: a keystroke first redraws only the box, and the cards follow once the
 * deferred search reaches them.
 */
const Results = memo(function Results({ results, search, shown, admin, target }: ResultsProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  if (results.length === 0)
    return <Typography color="text.secondary">{t('sheets.empty')}</Typography>;
  return (
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
      {results.slice(0, shown).map((sheet) => {
        const path = target(sheet);
        return (
          <SheetCard
            key={sheet['@id']}
            sheet={sheet}
            showStatus={admin}
            to={path === null ? null : to(openPath(path, sheet, search))}
          />
        );
      })}
    </Box>
  );
});

/**
 * The start page at `/` and `/{lang}`: category navigation and sheets with an instant search.
 * Category and search live in the URL (`?category=3&search=winter`), so reload and back work.
 * It shows the first page of sheets as soon as it is in; the rest joins while loading.
 */
export function HomePage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const [params] = useSearchParams();
  const categoryId = categoryParam(params.get('category'));
  const [text, setText] = useUrlSearch();
  // The box shows each letter at once; filtering and cards follow without blocking typing.
  const search = useDeferredValue(text);
  const [shown, setShown] = useState(PAGE);
  const data = useOverviewData(categoryId, search);

  // The router's search, which follows typing once it pauses: so the category links are not
  // all redrawn on every keystroke.
  const linkSearch = params.get('search') ?? '';
  const linkTo = useCallback(
    (id: number | null) => {
      const next = new URLSearchParams();
      if (id !== null) next.set('category', String(id));
      if (linkSearch) next.set('search', linkSearch);
      const query = next.toString();
      return query ? `?${query}` : to('/');
    },
    [linkSearch, to],
  );
  const onSearch = (value: string) => {
    setText(value);
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
          <Box
            sx={{ flex: 1, minWidth: 0 }}
            // Busy while the cards still show an older search or more sheets are on their way;
            // data-search names the search the cards show (the benchmark waits for it).
            aria-busy={text !== search || data.isLoadingMore}
            data-search={search}
          >
            <TextField
              type="search"
              fullWidth
              size="small"
              label={t('overview.search')}
              value={text}
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
            <Results
              results={data.results}
              search={search}
              shown={shown}
              admin={data.admin}
              target={data.target}
            />
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
