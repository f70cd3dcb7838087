import PushPinIcon from '@mui/icons-material/PushPin';
import { styled } from '@mui/material/styles';
import { memo } from 'react';
import { apiBase } from '../../api/client';
import { CopyFooter } from './CopyFooter';
import type { OverviewSheet } from './regionalCards';

/** The words a card shows, translated once for all cards instead of once per card. */
export interface CardLabels {
  pinned: string;
  unlocked: string;
  locked: string;
  thumbnailAlt: (name: string) => string;
}

interface SheetCardProps {
  sheet: OverviewSheet;
  /** The thumbnail's URL: the sheet's, or the one drawing the variants a search selects. */
  thumbnail: string | null;
  /** Where the card opens: the designer with the default variants, or null when it cannot. */
  href: string | null;
  showStatus: boolean;
  labels: CardLabels;
  /** The region admin keeps this card's copy: status, master changes and share below it. */
  keeper?: boolean;
}

/**
 * The card grid and every card in it, styled once here: a card is plain elements with class
 * names. A keystroke in the search draws new cards, and MUI components resolve their styles on
 * every render, which made the cards most of a keystroke's time.
 */
export const CardGrid = styled('ul')(({ theme }) => ({
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: theme.spacing(2),
  gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
  '& .card': {
    listStyle: 'none',
    overflow: 'hidden',
    // The link fills the card above a copy's footer, which stays inside the card's frame.
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
  },
  '& .card-link': {
    display: 'block',
    flex: 1,
    color: 'inherit',
    textDecoration: 'none',
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': {
      outline: `2px solid ${theme.palette.primary.main}`,
      outlineOffset: -2,
    },
  },
  '& .card-thumbnail': {
    aspectRatio: '210 / 297',
    width: '100%',
    backgroundColor: theme.palette.grey[100],
    overflow: 'hidden',
    '& img': { display: 'block', width: '100%', height: '100%', objectFit: 'contain' },
  },
  '& .card-content': { padding: theme.spacing(1.5) },
  '& .card-title': { display: 'flex', alignItems: 'flex-start', gap: theme.spacing(0.5) },
  '& .card-name': { ...theme.typography.subtitle2, flex: 1, lineHeight: 1.3, margin: 0 },
  '& .card-pin': { color: theme.palette.secondary.main, fontSize: 20, flexShrink: 0 },
  '& .card-details': {
    ...theme.typography.body2,
    color: theme.palette.text.secondary,
    margin: `${theme.spacing(0.5)} 0 0`,
  },
  // MUI's small Chip, in plain CSS.
  '& .card-status': {
    display: 'inline-flex',
    alignItems: 'center',
    height: 24,
    marginTop: theme.spacing(1),
    padding: '0 8px',
    borderRadius: 12,
    fontSize: theme.typography.pxToRem(13),
    fontFamily: theme.typography.fontFamily,
    backgroundColor: theme.palette.grey[300],
    color: theme.palette.text.primary,
  },
  '& .card-status.unlocked': {
    backgroundColor: theme.palette.success.main,
    color: theme.palette.success.contrastText,
  },
  '& .card-footer': {
    display: 'grid',
    gap: theme.spacing(1),
    padding: theme.spacing(0, 1.5, 1.5),
    ...theme.typography.body2,
  },
  '& .card-status-row': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing(1),
    '& .card-status': { marginTop: 0 },
  },
  '& .card-changed': {
    margin: 0,
    padding: theme.spacing(0.5, 1),
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.warning.light,
    color: theme.palette.getContrastText(theme.palette.warning.light),
  },
  '& .card-share': {
    display: 'grid',
    gap: theme.spacing(0.5),
    color: theme.palette.text.secondary,
  },
}));

/**
 * The main page of a sheet. The URL is signed by the server, so the browser loads and caches
 * it like any image, lazily as it scrolls near; a failed load leaves the grey frame.
 */
function Thumbnail({ url, alt }: { url: string | null | undefined; alt: string }) {
  return (
    <div className="card-thumbnail">
      {url && (
        <img
          src={`${apiBase}${url}`}
          alt={alt}
          loading="lazy"
          decoding="async"
          onError={(event) => {
            event.currentTarget.hidden = true;
          }}
        />
      )}
    </div>
  );
}

/** What a card shows. Apart from the link, which changes with every keystroke (it carries the search). */
const CardBody = memo(function CardBody({
  sheet,
  thumbnail,
  showStatus,
  labels,
}: Omit<SheetCardProps, 'href'>) {
  return (
    <>
      <Thumbnail url={thumbnail} alt={labels.thumbnailAlt(sheet.name)} />
      <div className="card-content">
        <div className="card-title">
          {/* Under the page's h1: a card is the next level, axe's heading order. */}
          <h2 className="card-name">{sheet.name}</h2>
          {sheet.sticky && (
            <PushPinIcon className="card-pin" titleAccess={labels.pinned} fontSize="inherit" />
          )}
        </div>
        {sheet.details && <p className="card-details">{sheet.details}</p>}
        {showStatus && (
          <span className={sheet.status === 'unlocked' ? 'card-status unlocked' : 'card-status'}>
            {sheet.status === 'unlocked' ? labels.unlocked : labels.locked}
          </span>
        )}
      </div>
    </>
  );
});

/**
 * One sheet in the overview: thumbnail, name, details, and for admins its status; for a
 * region admin, their copy's footer below the link.
 */
export const SheetCard = memo(function SheetCard({ href, keeper, ...props }: SheetCardProps) {
  // A kept copy shows its status in the footer, beside the button that changes it.
  const kept = keeper === true && props.sheet.copy !== undefined;
  const body = <CardBody {...props} showStatus={props.showStatus && !kept} />;
  return (
    <li className="card">
      {href ? (
        // A plain link: the list handles its clicks, so each card needs no router hooks.
        <a className="card-link" href={href} data-card-link="">
          {body}
        </a>
      ) : (
        body
      )}
      {kept && props.sheet.copy && <CopyFooter copy={props.sheet.copy} />}
    </li>
  );
});
