import { List, ListItemButton, ListItemText, Paper } from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CategoryNode } from './navigation';

interface CategoryNavProps {
  tree: CategoryNode[];
  /** Category id from the URL, or null for all sheets. */
  selected: number | null;
  /** The link for a category (null: all sheets), keeping the search. */
  linkTo: (categoryId: number | null) => string;
}

function Nodes({
  nodes,
  depth,
  ...props
}: CategoryNavProps & { nodes: CategoryNode[]; depth: number }) {
  return (
    <>
      {nodes.map((node) => {
        const current = props.selected === node.category.id;
        return (
          <li key={node.category['@id']}>
            <ListItemButton
              component={Link}
              to={props.linkTo(node.category.id)}
              selected={current}
              aria-current={current ? 'page' : undefined}
              sx={{ pl: 2 + depth * 2, py: 0.5 }}
            >
              <ListItemText
                primary={node.label}
                slotProps={{ primary: { sx: { fontWeight: depth === 0 ? 500 : 400 } } }}
              />
            </ListItemButton>
            {node.children.length > 0 && (
              <List disablePadding>
                <Nodes {...props} tree={props.tree} nodes={node.children} depth={depth + 1} />
              </List>
            )}
          </li>
        );
      })}
    </>
  );
}

/**
 * The category navigation: "All sheets", then top-level categories with children nested.
 * Memoized: typing in the search must not redraw it until its links change.
 */
export const CategoryNav = memo(function CategoryNav(props: CategoryNavProps) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" component="nav" aria-label={t('overview.categories')}>
      <List disablePadding>
        <li>
          <ListItemButton
            component={Link}
            to={props.linkTo(null)}
            selected={props.selected === null}
            aria-current={props.selected === null ? 'page' : undefined}
          >
            <ListItemText
              primary={t('overview.allSheets')}
              slotProps={{ primary: { sx: { fontWeight: 500 } } }}
            />
          </ListItemButton>
        </li>
        <Nodes {...props} nodes={props.tree} depth={0} />
      </List>
    </Paper>
  );
});
