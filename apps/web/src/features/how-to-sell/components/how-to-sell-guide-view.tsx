'use client';

import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import {
  DEFAULT_LOCALE,
  howToSellBlocks,
  routes,
  supportedLocales,
  type HowToSellParagraph,
  type SupportedLocale,
} from '@bazaar/contracts';
import { ErrorView } from '@/components/error-view';
import { LeadParagraph } from '@/components/lead-paragraph';
import { useAppSelector } from '@/lib/store/hooks';

const SIGN_UP_BUSINESS = '/auth/sign-up/business';
const SIGN_UP_USER = '/auth/sign-up/user';

const stepAnchor = (position: number) => `step-${position}`;

export function asSupportedLocale(locale: string): SupportedLocale {
  return (supportedLocales as readonly string[]).includes(locale)
    ? (locale as SupportedLocale)
    : DEFAULT_LOCALE;
}

/** The calls to action: sign up (visitors) or the way to the profile (members). */
function SellActions({ align = 'flex-start' }: { align?: 'flex-start' | 'center' }) {
  const t = useTranslations('howToSell');
  const signedIn = useAppSelector((state) => state.auth.token !== null);
  if (signedIn) {
    return (
      <Stack direction="row" sx={{ justifyContent: align }}>
        <Button
          component={NextLink}
          href={routes.profile}
          variant="contained"
          size="large"
          endIcon={<ArrowForwardRounded />}
        >
          {t('openProfile')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ justifyContent: align, alignItems: { xs: 'stretch', sm: 'center' } }}
    >
      <Button
        component={NextLink}
        href={SIGN_UP_BUSINESS}
        variant="contained"
        size="large"
        startIcon={<StorefrontRounded />}
      >
        {t('signUpBusiness')}
      </Button>
      <Button
        component={NextLink}
        href={SIGN_UP_USER}
        variant="outlined"
        size="large"
        startIcon={<PersonOutlineRounded />}
      >
        {t('signUpPrivate')}
      </Button>
    </Stack>
  );
}

function StepBody({ body }: { body: string }) {
  return (
    <Stack spacing={1.5}>
      {howToSellBlocks(body).map((block, index) =>
        block.kind === 'text' ? (
          <Typography key={index} color="text.secondary" sx={{ lineHeight: 1.7 }}>
            {block.text}
          </Typography>
        ) : (
          <Box
            key={index}
            component="ul"
            sx={{ m: 0, pl: 2.5, color: 'text.secondary', '& li': { mb: 0.75, lineHeight: 1.65 } }}
          >
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </Box>
        ),
      )}
    </Stack>
  );
}

function Step({ paragraph, index }: { paragraph: HowToSellParagraph; index: number }) {
  const t = useTranslations('howToSell');
  return (
    <Card
      component="section"
      id={stepAnchor(paragraph.position)}
      aria-labelledby={`${stepAnchor(paragraph.position)}-title`}
      sx={{ p: { xs: 2.5, sm: 3.5 }, scrollMarginTop: 96 }}
    >
      <Stack direction="row" spacing={{ xs: 2, sm: 2.5 }} sx={{ alignItems: 'flex-start' }}>
        <Box
          aria-hidden
          sx={{
            flexShrink: 0,
            width: { xs: 40, sm: 48 },
            height: { xs: 40, sm: 48 },
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            fontWeight: 800,
            fontSize: { xs: '1.05rem', sm: '1.25rem' },
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          {index + 1}
        </Box>
        <Stack spacing={1.5} sx={{ minWidth: 0, flexGrow: 1 }}>
          <Box>
            <Typography variant="overline" color="primary" component="p">
              {t('stepLabel', { number: index + 1 })}
            </Typography>
            <Typography variant="h5" component="h2" id={`${stepAnchor(paragraph.position)}-title`}>
              {paragraph.title}
            </Typography>
          </Box>
          <StepBody body={paragraph.body} />
        </Stack>
      </Stack>
    </Card>
  );
}

function StepsSkeleton() {
  return (
    <Stack spacing={2.5} aria-hidden>
      {[0, 1, 2].map((key) => (
        <Card key={key} sx={{ p: 3.5 }}>
          <Skeleton width="40%" height={36} />
          <Skeleton />
          <Skeleton />
          <Skeleton width="70%" />
        </Card>
      ))}
    </Stack>
  );
}

interface GuideViewProps {
  paragraphs: readonly HowToSellParagraph[];
  pending?: boolean;
  error?: Error | null;
  onRetry?: () => void;
  /** Shown above the title: the administrators' "Edit guide", or the preview's banner. */
  adminBar?: ReactNode;
}

/** The guide as visitors see it: numbered steps with a table of contents (also the editor's preview). */
export function HowToSellGuideView({
  paragraphs,
  pending = false,
  error = null,
  onRetry,
  adminBar,
}: GuideViewProps) {
  const t = useTranslations('howToSell');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 0, md: 3 }, px: { xs: 0, sm: 2, md: 3 } }}>
      <Box
        component="header"
        sx={(theme) => ({
          border: 1,
          borderColor: 'divider',
          borderRadius: '16px',
          overflow: 'hidden',
          background: `linear-gradient(135deg, rgba(11, 122, 108, 0.10), rgba(242, 100, 61, 0.08))`,
          ...theme.applyStyles('dark', {
            background: `linear-gradient(135deg, rgba(44, 194, 169, 0.12), rgba(255, 138, 101, 0.06))`,
          }),
        })}
      >
        <Box sx={{ px: { xs: 2.5, sm: 4, md: 6 }, py: { xs: 4, md: 7 } }}>
          {adminBar}
          <Stack spacing={2.5} sx={{ maxWidth: 720 }}>
            <Typography variant="overline" color="primary" component="p">
              {t('eyebrow')}
            </Typography>
            <Typography
              variant="h3"
              component="h1"
              sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}
            >
              {t('title')}
            </Typography>
            <LeadParagraph>{t('intro')}</LeadParagraph>
            <SellActions />
          </Stack>
        </Box>
      </Box>

      <Box sx={{ pt: { xs: 3, md: 5 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 5 },
            gridTemplateColumns: { xs: '1fr', md: '260px minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Box
            component="nav"
            aria-label={t('contents')}
            sx={{
              position: { md: 'sticky' },
              top: { md: 88 },
              display: { xs: 'none', md: 'block' },
            }}
          >
            <Typography variant="subtitle2" component="h2" color="text.secondary" sx={{ mb: 1.5 }}>
              {t('contents')}
            </Typography>
            <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {paragraphs.map((paragraph, index) => (
                <Box component="li" key={paragraph.id} sx={{ mb: 0.5 }}>
                  <Link
                    href={`#${stepAnchor(paragraph.position)}`}
                    underline="none"
                    color="text.primary"
                    sx={{
                      display: 'flex',
                      gap: 1.25,
                      py: 0.75,
                      px: 1.25,
                      borderRadius: 2,
                      fontSize: '0.95rem',
                      '&:hover': { bgcolor: 'action.hover' },
                    }}
                  >
                    <Box component="span" sx={{ color: 'primary.main', fontWeight: 700 }}>
                      {index + 1}.
                    </Box>
                    {paragraph.title}
                  </Link>
                </Box>
              ))}
            </Box>
          </Box>

          <Stack spacing={2.5}>
            {pending ? <StepsSkeleton /> : null}
            {error ? <ErrorView error={error} onRetry={onRetry} titleComponent="h2" /> : null}
            {paragraphs.map((paragraph, index) => (
              <Step key={paragraph.id} paragraph={paragraph} index={index} />
            ))}

            <Card
              component="section"
              aria-labelledby="how-to-sell-cta"
              sx={{
                p: { xs: 3, sm: 4 },
                textAlign: 'center',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                '& .MuiButton-outlined': { color: 'inherit', borderColor: 'currentColor' },
                '& .MuiButton-contained': {
                  bgcolor: 'background.paper',
                  color: 'primary.main',
                  '&:hover': { bgcolor: 'background.default' },
                },
              }}
            >
              <Stack spacing={2} sx={{ alignItems: 'center' }}>
                <StorefrontRounded sx={{ fontSize: 44 }} aria-hidden />
                <Typography variant="h5" component="h2" id="how-to-sell-cta">
                  {t('ctaTitle')}
                </Typography>
                <Typography sx={{ maxWidth: 560, opacity: 0.9 }}>{t('ctaText')}</Typography>
                <SellActions align="center" />
              </Stack>
            </Card>
          </Stack>
        </Box>
      </Box>
    </Container>
  );
}
