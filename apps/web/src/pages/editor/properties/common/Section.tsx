import { Box, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';

/** A titled group of fields; two columns where `columns` is 2 (fits a 320 px sidebar). */
export function Section({
  title,
  columns = 1,
  children,
}: {
  title: string;
  columns?: 1 | 2;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 2 }}>
      <Typography id={id} component="h3" variant="overline" sx={{ display: 'block', mb: 1 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: columns === 2 ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)',
          gap: 1.5,
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
