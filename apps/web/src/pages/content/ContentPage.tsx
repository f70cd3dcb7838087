import { Box, Link, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A text page: heading, an optional lead paragraph, then sections. */
export function ContentPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ maxWidth: 820, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {intro}
        </Typography>
      )}
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}

/** One titled block of a text page. */
export function ContentSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A paragraph inside a section. */
export function ContentText({ children }: { children: ReactNode }) {
  return <Typography sx={{ mb: 1, '&:last-child': { mb: 0 } }}>{children}</Typography>;
}

/** E-mail and phone as links a phone or mail program opens. */
export function ContactLines({ email, phone }: { email: string; phone?: string }) {
  const { t } = useTranslation();
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1 }}>
      <Typography component="dt" color="text.secondary">
        {t('contact.email')}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        <Link href={`mailto:${email}`}>{email}</Link>
      </Typography>
      {phone && (
        <>
          <Typography component="dt" color="text.secondary">
            {t('contact.phone')}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            <Link href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</Link>
          </Typography>
        </>
      )}
    </Box>
  );
}
