'use client';

import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import Link from 'next/link';
import { type CatalogNode } from '@bazaar/contracts';
import { divisionVisuals } from '@/components/division-visual';
import { showroomHref } from '@/lib/listings/listing-links';

interface Props {
  nodes: readonly CatalogNode[];
  /** What each tile says under its name ("12 categories"); nothing when left out. */
  caption?: (node: CatalogNode) => string | null;
  /** `large` for a division's sections, `compact` for a showroom's children. */
  size?: 'large' | 'compact';
}

/** Catalog nodes as picture tiles, each opening the node's showroom. */
export function CatalogNodeTiles({ nodes, caption, size = 'large' }: Props) {
  const large = size === 'large';
  return (
    <Box
      component="ul"
      data-testid="catalog-tiles"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: { xs: 1.25, sm: 2 },
        gridTemplateColumns: large
          ? { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(220px, 1fr))' }
          : { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(170px, 1fr))' },
      }}
    >
      {nodes.map((node) => {
        const { color } = divisionVisuals[node.section];
        const text = caption?.(node) ?? null;
        return (
          <Box component="li" key={node.id} sx={{ minWidth: 0 }}>
            <Box
              component={Link}
              href={showroomHref(node.section, node.id)}
              data-testid="catalog-tile"
              sx={{
                display: 'flex',
                flexDirection: 'column',
                height: '100%',
                borderRadius: large ? '16px' : '14px',
                overflow: 'hidden',
                color: 'text.primary',
                textDecoration: 'none',
                bgcolor: 'background.paper',
                border: '1px solid',
                borderColor: 'divider',
                transition: 'transform 160ms ease, box-shadow 160ms ease, border-color 160ms ease',
                '&:hover': {
                  transform: 'translateY(-2px)',
                  borderColor: 'transparent',
                  boxShadow: '0 12px 28px -14px rgba(16, 24, 40, 0.35)',
                },
                '&:hover img': { transform: 'scale(1.04)' },
                '&:hover .tile-arrow': { color: 'primary.main', transform: 'translateX(2px)' },
                '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
              }}
            >
              <Box
                sx={{
                  position: 'relative',
                  aspectRatio: large ? '16 / 10' : '3 / 2',
                  overflow: 'hidden',
                  bgcolor: `color-mix(in srgb, ${color} 16%, transparent)`,
                }}
              >
                {node.image_url ? (
                  <Image
                    src={node.image_url}
                    alt=""
                    fill
                    unoptimized
                    sizes="(min-width: 900px) 280px, 50vw"
                    style={{ objectFit: 'cover', transition: 'transform 240ms ease' }}
                  />
                ) : null}
              </Box>
              <Stack
                direction="row"
                spacing={1}
                sx={{
                  p: large ? { xs: 1.25, sm: 1.5 } : 1.25,
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  flexGrow: 1,
                }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography
                    component="span"
                    sx={{
                      display: 'block',
                      fontWeight: 700,
                      fontSize: large ? { xs: '0.95rem', sm: '1.05rem' } : '0.9rem',
                      lineHeight: 1.3,
                      overflowWrap: 'anywhere',
                    }}
                  >
                    {node.name}
                  </Typography>
                  {text ? (
                    <Typography
                      component="span"
                      variant="caption"
                      color="text.secondary"
                      sx={{ display: 'block' }}
                    >
                      {text}
                    </Typography>
                  ) : null}
                </Box>
                {large ? (
                  <ArrowForwardRounded
                    className="tile-arrow"
                    aria-hidden
                    sx={{
                      fontSize: 20,
                      flexShrink: 0,
                      color: 'text.disabled',
                      transition: 'transform 160ms ease, color 160ms ease',
                      display: { xs: 'none', sm: 'block' },
                    }}
                  />
                ) : null}
              </Stack>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
