'use client';

import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { routes } from '@bazaar/contracts';

const QUESTIONS = ['password', 'selling', 'order', 'abuse', 'pause', 'answer'] as const;

/** Short answers to what people ask most, before they write to us. */
export function SupportFaq() {
  const t = useTranslations('support.faq');
  const links = {
    signIn: (chunks: ReactNode) => (
      <Link component={NextLink} href={routes.signIn}>
        {chunks}
      </Link>
    ),
    howToSell: (chunks: ReactNode) => (
      <Link component={NextLink} href={routes.howToSell}>
        {chunks}
      </Link>
    ),
    settings: (chunks: ReactNode) => (
      <Link component={NextLink} href="/profile/settings">
        {chunks}
      </Link>
    ),
  };
  return (
    <Box component="section" aria-labelledby="support-faq-title">
      <Typography variant="h5" component="h2" id="support-faq-title" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      {QUESTIONS.map((key) => (
        <Accordion
          key={key}
          disableGutters
          elevation={0}
          sx={{
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            '&:not(:last-of-type)': { borderBottom: 0 },
            '&::before': { display: 'none' },
            '&:first-of-type': { borderTopLeftRadius: 12, borderTopRightRadius: 12 },
            '&:last-of-type': { borderBottomLeftRadius: 12, borderBottomRightRadius: 12 },
          }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreRounded />}
            id={`faq-${key}-header`}
            aria-controls={`faq-${key}-content`}
          >
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {t(`${key}.question`)}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
              {t.rich(`${key}.answer`, links)}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
