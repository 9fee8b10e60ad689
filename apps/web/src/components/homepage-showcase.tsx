'use client';

import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import Link from 'next/link';
import { useTranslations } from 'use-intl';
import { type HomepageContent } from '@bazaar/contracts';
import { ListingCard } from '@/components/listing-card';
import { listingGridSx } from '@/components/listing-grid-sx';
import { showroomHref } from '@/lib/listings/listing-links';

interface Props {
  content: HomepageContent;
}

/** An address of the marketplace opens in place; another site (https) in a new tab. */
function linkProps(link: string) {
  return link.startsWith('/')
    ? { component: Link, href: link }
    : { component: 'a', href: link, target: '_blank', rel: 'noopener noreferrer' };
}

/**
 * What administrators put on the home page (homepage settings): the banners, side by side and
 * swiped through on a phone, then each division's featured categories and listings. The home
 * page and the settings' preview both draw it.
 */
export function HomepageShowcase({ content }: Props) {
  const t = useTranslations();
  if (content.banners.length === 0 && content.divisions.length === 0) return null;
  return (
    <Stack spacing={{ xs: 4, md: 6 }} data-testid="homepage-showcase">
      {content.banners.length > 0 ? (
        <Box
          component="section"
          aria-label={t('homepage.bannersLabel')}
          sx={{
            display: 'grid',
            gridAutoFlow: 'column',
            gridAutoColumns: {
              xs: '88%',
              md: content.banners.length === 1 ? '100%' : 'calc((100% - 16px) / 2)',
            },
            gap: 2,
            overflowX: 'auto',
            scrollSnapType: 'x mandatory',
            pb: 1,
          }}
        >
          {content.banners.map((banner, index) => (
            <ButtonBase
              key={banner.id}
              {...linkProps(banner.link)}
              data-testid="homepage-banner"
              sx={{
                position: 'relative',
                display: 'block',
                aspectRatio: { xs: '16 / 9', md: content.banners.length === 1 ? '4 / 1' : '5 / 2' },
                borderRadius: '20px',
                overflow: 'hidden',
                scrollSnapAlign: 'start',
                textAlign: 'left',
                bgcolor: 'action.hover',
              }}
            >
              <Image
                src={banner.picture_url}
                alt=""
                fill
                unoptimized
                priority={index === 0}
                sizes="(min-width: 900px) 50vw, 88vw"
                style={{ objectFit: 'cover' }}
              />
              <Box
                sx={{
                  position: 'absolute',
                  inset: 0,
                  display: 'flex',
                  alignItems: 'flex-end',
                  p: { xs: 2, md: 3 },
                  background: 'linear-gradient(180deg, transparent 40%, rgba(0, 0, 0, 0.62) 100%)',
                }}
              >
                <Typography
                  variant="h5"
                  component="p"
                  sx={{
                    color: '#ffffff',
                    fontWeight: 800,
                    textShadow: '0 1px 8px rgba(0,0,0,0.4)',
                  }}
                >
                  {banner.text}
                </Typography>
              </Box>
            </ButtonBase>
          ))}
        </Box>
      ) : null}
      {content.divisions.map((division) => (
        <Stack
          key={division.section}
          component="section"
          spacing={2}
          aria-labelledby={`featured-${division.section}`}
          data-testid={`homepage-featured-${division.section}`}
        >
          <Typography id={`featured-${division.section}`} variant="h5" component="h2">
            {t('homepage.featuredIn', { division: t(`divisions.${division.section}.name`) })}
          </Typography>
          {division.nodes.length > 0 ? (
            <Stack direction="row" spacing={1.5} sx={{ overflowX: 'auto', pb: 1 }}>
              {division.nodes.map((node) => (
                <ButtonBase
                  key={node.id}
                  component={Link}
                  href={showroomHref(division.section, node.id)}
                  sx={{
                    flexShrink: 0,
                    width: { xs: 112, md: 136 },
                    flexDirection: 'column',
                    gap: 1,
                    p: 1.5,
                    borderRadius: '16px',
                    border: 1,
                    borderColor: 'divider',
                    bgcolor: 'background.paper',
                  }}
                >
                  <Box
                    sx={{
                      position: 'relative',
                      width: 64,
                      height: 64,
                      borderRadius: '50%',
                      overflow: 'hidden',
                      bgcolor: 'action.hover',
                    }}
                  >
                    {node.image_url ? (
                      <Image
                        src={node.image_url}
                        alt=""
                        fill
                        unoptimized
                        sizes="64px"
                        style={{ objectFit: 'cover' }}
                      />
                    ) : null}
                  </Box>
                  <Typography variant="body2" sx={{ fontWeight: 600, textAlign: 'center' }}>
                    {node.name}
                  </Typography>
                </ButtonBase>
              ))}
            </Stack>
          ) : null}
          {division.listings.length > 0 ? (
            <Box sx={listingGridSx}>
              {division.listings.map((listing) => (
                <ListingCard key={listing.id} listing={listing} />
              ))}
            </Box>
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
}
