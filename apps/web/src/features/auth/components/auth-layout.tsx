'use client';

import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { BazaarMark } from '@/components/bazaar-logo';

interface Props {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Below the card: links to the other auth pages. */
  footer?: ReactNode;
}

/** The frame of every auth page: a welcome panel beside the form on wide screens, the form alone on narrow ones. */
export function AuthLayout({ title, subtitle, children, footer }: Props) {
  const t = useTranslations('auth.welcome');
  const points = [t('pointOne'), t('pointTwo'), t('pointThree')];
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 6, md: 8 } }}>
      <Card
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' },
          overflow: 'hidden',
          maxWidth: { xs: 520, md: 'none' },
          mx: 'auto',
        }}
      >
        <Box
          sx={{
            display: { xs: 'none', md: 'flex' },
            flexDirection: 'column',
            justifyContent: 'space-between',
            gap: 4,
            p: 6,
            color: '#fff',
            background: 'linear-gradient(150deg, #0e8c7b 0%, #0a5f55 60%, #083f39 100%)',
          }}
        >
          <Stack spacing={2}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <BazaarMark size={40} />
              <Typography sx={{ fontWeight: 800, fontSize: '1.4rem', letterSpacing: '-0.03em' }}>
                Bazaar
              </Typography>
            </Box>
            <Typography variant="h4" component="p" sx={{ color: 'inherit', pt: 3 }}>
              {t('title')}
            </Typography>
            <Typography sx={{ opacity: 0.85 }}>{t('subtitle')}</Typography>
          </Stack>
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {points.map((point) => (
              <Box
                component="li"
                key={point}
                sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}
              >
                <CheckCircleRounded sx={{ color: '#7ee0cf', mt: '2px' }} fontSize="small" />
                <Typography sx={{ opacity: 0.92 }}>{point}</Typography>
              </Box>
            ))}
          </Stack>
        </Box>
        <Stack spacing={3} sx={{ p: { xs: 3, sm: 5, md: 6 }, minWidth: 0 }}>
          <Stack spacing={1}>
            <Typography variant="h4" component="h1">
              {title}
            </Typography>
            {subtitle ? <Typography color="text.secondary">{subtitle}</Typography> : null}
          </Stack>
          {children}
        </Stack>
      </Card>
      {footer ? (
        <Box sx={{ mt: 3, textAlign: 'center', color: 'text.secondary' }}>{footer}</Box>
      ) : null}
    </Container>
  );
}
