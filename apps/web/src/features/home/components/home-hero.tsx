'use client';

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslations } from 'use-intl';
import { divisions, layout } from '@bazaar/contracts';
import { DivisionIcon } from '@/components/division-visual';
import { HomeSearchForm } from './home-search-form';

/** The marketplace pitch, the search box and a way into each division. */
export function HomeHero() {
  const t = useTranslations();
  return (
    <Box
      component="section"
      aria-labelledby="home-hero-title"
      sx={(theme) => ({
        position: 'relative',
        overflow: 'hidden',
        color: '#ffffff',
        // A rounded panel inside the shell's content padding; edge to edge on phones, where
        // every pixel of width counts.
        borderRadius: { xs: 0, sm: '24px' },
        mx: { xs: `-${layout.contentPaddingPx}px`, sm: 0 },
        mt: { xs: `-${layout.contentPaddingPx}px`, sm: 0 },
        background:
          'radial-gradient(1200px 400px at 85% -10%, rgba(242, 100, 61, 0.35), transparent 60%), linear-gradient(135deg, #0b7a6c 0%, #075a50 55%, #05423b 100%)',
        ...theme.applyStyles('dark', {
          background:
            'radial-gradient(1200px 400px at 85% -10%, rgba(242, 100, 61, 0.22), transparent 60%), linear-gradient(135deg, #0a4d45 0%, #07332e 55%, #061f1c 100%)',
        }),
      })}
    >
      <Container
        maxWidth="xl"
        sx={{
          py: { xs: 5, md: 8 },
          display: 'grid',
          gap: { xs: 4, lg: 8 },
          alignItems: 'center',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
        }}
      >
        <Stack spacing={{ xs: 2.5, md: 3 }} sx={{ maxWidth: 760 }}>
          <Typography
            variant="overline"
            sx={{ color: 'rgba(255, 255, 255, 0.8)', lineHeight: 1.5 }}
          >
            {t('hero.eyebrow')}
          </Typography>
          <Typography
            id="home-hero-title"
            variant="h1"
            sx={{ fontSize: { xs: '2.1rem', sm: '2.75rem', md: '3.4rem' } }}
          >
            {t('hero.title')}
          </Typography>
          <Typography
            sx={{
              fontSize: { xs: '1rem', md: '1.15rem' },
              color: 'rgba(255, 255, 255, 0.85)',
              maxWidth: 640,
            }}
          >
            {t('hero.subtitle')}
          </Typography>
          <HomeSearchForm />
        </Stack>
        <Box
          component="nav"
          aria-label={t('hero.browse')}
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(3, minmax(0, 1fr))',
              lg: 'repeat(2, minmax(0, 1fr))',
            },
          }}
        >
          {divisions.map((division) => (
            <Box
              key={division.section}
              component={Link}
              href={`/${division.routeWord}`}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: { xs: 1, sm: 1.5 },
                p: { xs: 1, sm: 1.25, md: 1.75 },
                borderRadius: '16px',
                color: 'text.primary',
                textDecoration: 'none',
                bgcolor: 'background.paper',
                boxShadow: '0 10px 28px -18px rgba(0, 0, 0, 0.7)',
                transition: 'transform 160ms ease, box-shadow 160ms ease',
                '&:hover': {
                  transform: 'translateY(-2px)',
                  boxShadow: '0 16px 32px -18px rgba(0, 0, 0, 0.8)',
                },
              }}
            >
              <DivisionIcon section={division.section} size={38} />
              <Box sx={{ minWidth: 0 }}>
                <Typography
                  sx={{
                    fontWeight: 700,
                    fontSize: { xs: '0.9rem', sm: '0.975rem' },
                    lineHeight: 1.3,
                    overflowWrap: 'break-word',
                  }}
                >
                  {t(`divisions.${division.section}.name`)}
                </Typography>
                <Typography
                  variant="caption"
                  color="text.secondary"
                  component="p"
                  sx={{
                    display: { xs: 'none', sm: '-webkit-box' },
                    WebkitLineClamp: 2,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                    lineHeight: 1.35,
                  }}
                >
                  {t(`divisions.${division.section}.tagline`)}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
