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
import { type MouseEvent, memo, startTransition, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { SheetSummary } from '../../api/sheets';
import { useLocalizedPath } from '../../routes/useLocalizedPath';
import { CategoryNav } from './CategoryNav';
import type { OverviewSheet } from './regionalCards';
import { CardGrid, type CardLabels, SheetCard } from './SheetCard';
import { openPath, thumbnailFor } from './search';
import { useOverviewData } from './useOverviewData';
import { useUrlSearch } from './useUrlSearch';
import { WithoutCopy } from './WithoutCopy';

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
  results: OverviewSheet[];
  /** The search these results are for; cards carry it into the designer. */
  search: string;
  shown: number;
  admin: boolean;
  /** A region admin: each copy's status, master changes and share under its card. */
  regionAdmin: boolean;
  target: (sheet: SheetSummary) => string | null;
}

/** Whether a click on a link is one the browser should handle (new tab, download, ...). */
function isBrowserClick(event: MouseEvent<HTMLElement>): boolean {
  return event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

/**
 * The cards. Memoized: a keystroke first redraws only the box, and the cards follow in the
 * search's transition. One click handler for all cards sends plain clicks through the
 * router, as a router link would, so the cards need no router hooks each.
 */
const Results = memo(function Results({
  results,
  search,
  shown,
  admin,
  regionAdmin,
  target,
}: ResultsProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const labels = useMemo<CardLabels>(
    () => ({
      pinned: t('sheets.pinned'),
      unlocked: t('status.unlocked'),
      locked: t('status.locked'),
      thumbnailAlt: (name) => t('overview.thumbnailAlt', { name }),
    }),
    [t],
  );
  if (results.length === 0)
    return <Typography color="text.secondary">{t('sheets.empty')}</Typography>;
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a[data-card-link]');
    if (!link || event.defaultPrevented || isBrowserClick(event)) return;
    event.preventDefault();
    void navigate(link.getAttribute('href') ?? '/');
  };
  return (
    <CardGrid aria-label={t('sheets.title')} onClick={onClick}>
      {results.slice(0, shown).map((sheet) => {
        const path = target(sheet);
        return (
          <SheetCard
            key={sheet['@id']}
            sheet={sheet}
            thumbnail={thumbnailFor(sheet, search)}
            showStatus={admin || regionAdmin}
            keeper={regionAdmin}
            labels={labels}
            href={path === null ? null : to(openPath(path, sheet, search))}
          />
        );
      })}
    </CardGrid>
  );
});

/**
 * The search box. It keeps the text itself, so a keystroke redraws only the box; the page hears
 * of it in a transition, so filtering and cards follow without holding up the next letter.
 * A navigation that brings another search (`arrival`) puts that into the box.
 */
const SearchField = memo(function SearchField({
  arrival,
  onSearch,
}: {
  arrival: { search: string };
  onSearch: (value: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(arrival.search);
  const [seen, setSeen] = useState(arrival);
  if (arrival !== seen) {
    setSeen(arrival);
    setText(arrival.search);
  }
  return (
    <TextField
      type="search"
      fullWidth
      size="small"
      label={t('overview.search')}
      value={text}
      onChange={(event) => {
        const value = event.target.value;
        setText(value);
        startTransition(() => onSearch(value));
      }}
      sx={{ mb: 2 }}
      slotProps={{ input: { startAdornment: searchAdornment } }}
    />
  );
});

const searchAdornment = (
  <InputAdornment position="start">
    <SearchIcon />
  </InputAdornment>
);

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
  const { search, setSearch, arrival } = useUrlSearch();
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
  const onSearch = useCallback(
    (value: string) => {
      setSearch(value);
      setShown(PAGE);
    },
    [setSearch],
  );

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
        <Box
          sx={{
            display: 'grid',
            columnGap: 3,
            // The search comes first in the page, and on a phone first on screen: a dealer
            // looking for a sheet should not scroll past every category to find the box.
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' },
            gridTemplateRows: { md: 'auto 1fr' },
            gridTemplateAreas: {
              xs: '"search" "nav" "results"',
              md: '"nav search" "nav results"',
            },
          }}
        >
          <Box sx={{ gridArea: 'search', minWidth: 0 }}>
            <SearchField arrival={arrival} onSearch={onSearch} />
          </Box>
          <Box sx={{ gridArea: 'nav', mb: { xs: 3, md: 0 } }}>
            <CategoryNav tree={data.tree} selected={categoryId} linkTo={linkTo} />
          </Box>
          <Box
            sx={{ gridArea: 'results', minWidth: 0 }}
            // Busy while more sheets are on their way; data-search names the search the cards
            // show (the benchmark waits for it).
            aria-busy={data.isLoadingMore}
            data-search={search}
          >
            {/* Above the cards: below them it sat after every copy and "Show more". */}
            {data.region && data.withoutCopy.length > 0 && (
              <WithoutCopy masters={data.withoutCopy} region={data.region} />
            )}
            <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('overview.resultCount', { count: data.results.length })}
            </Typography>
            <Results
              results={data.results}
              search={search}
              shown={shown}
              admin={data.admin}
              regionAdmin={data.regionAdmin}
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
