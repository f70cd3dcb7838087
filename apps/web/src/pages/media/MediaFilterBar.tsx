import {
  Box,
  Chip,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  TextField,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaTag } from '../../api/mediaObjects';
import { mediaTypeLabel, mediaTypes } from './mediaFormat';

interface MediaFilterBarProps {
  search: string;
  onSearch: (search: string) => void;
  type: string;
  onType: (type: string) => void;
  tag: string;
  onTag: (tag: string) => void;
  tags: readonly MediaTag[];
}

/** Search box, type select and one chip per tag (the selected one filled). */
export function MediaFilterBar(props: MediaFilterBarProps) {
  const { t } = useTranslation();
  const typeLabelId = useId();
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <TextField
          type="search"
          size="small"
          label={t('media.search')}
          value={props.search}
          onChange={(event) => props.onSearch(event.target.value)}
          sx={{ flex: 1, minWidth: 220 }}
        />
        <FormControl size="small" sx={{ minWidth: 160 }}>
          {/* "All types" is a choice too, so the label stays up even when it is chosen. */}
          <InputLabel id={typeLabelId} shrink>
            {t('media.type')}
          </InputLabel>
          <Select
            labelId={typeLabelId}
            label={t('media.type')}
            displayEmpty
            notched
            value={props.type}
            onChange={(event) => props.onType(event.target.value)}
          >
            <MenuItem value="">{t('media.allTypes')}</MenuItem>
            {mediaTypes.map((type) => (
              <MenuItem key={type} value={type}>
                {mediaTypeLabel(type)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Box>
      {props.tags.length > 0 && (
        <Stack
          direction="row"
          role="group"
          aria-label={t('media.tags')}
          sx={{ flexWrap: 'wrap', gap: 0.75, maxHeight: 96, overflowY: 'auto' }}
        >
          <Chip
            size="small"
            label={t('media.allTags')}
            color={props.tag === '' ? 'primary' : 'default'}
            variant={props.tag === '' ? 'filled' : 'outlined'}
            aria-pressed={props.tag === ''}
            onClick={() => props.onTag('')}
          />
          {props.tags.map((tag) => {
            const selected = props.tag === tag.name;
            return (
              <Chip
                key={tag.name}
                size="small"
                label={`${tag.name} (${tag.count})`}
                color={selected ? 'primary' : 'default'}
                variant={selected ? 'filled' : 'outlined'}
                aria-pressed={selected}
                onClick={() => props.onTag(selected ? '' : tag.name)}
              />
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
