'use client';

import CloseRounded from '@mui/icons-material/CloseRounded';
import { ImageNotSupportedOutlined } from '@/components/icons/sprite-icon';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import NextLink from 'next/link';
import { type ComparisonItem } from '@bazaar/contracts';
import { CircularIconButton } from '@/components/circular-icon-button';
import { visuallyHidden } from '@/components/visually-hidden';
import { listingHref, sellerHref } from '@/lib/listings/listing-links';
import { type ComparisonRow } from '../lib/comparison-rows';
import { twoLinesSx } from '@/components/two-lines-sx';

interface Texts {
  caption: string;
  product: string;
  differs: string;
  unavailable: string;
  remove: (title: string) => string;
}

interface Props {
  items: ComparisonItem[];
  rows: ComparisonRow[];
  texts: Texts;
  onRemove: (id: string) => void;
}

/** The label column stays in view while the listings scroll sideways on narrow screens. */
const LABEL_WIDTH = { xs: 124, sm: 176 };
const COLUMN_WIDTH = { xs: 168, sm: 220 };

const stickyCell = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  borderRight: 1,
  borderColor: 'divider',
} as const;

function ProductHeader({
  item,
  texts,
  onRemove,
}: {
  item: ComparisonItem;
  texts: Texts;
  onRemove: (id: string) => void;
}) {
  const removeLabel = texts.remove(item.title);
  return (
    <Box sx={{ position: 'relative', display: 'grid', gap: 1 }}>
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '4 / 3',
          borderRadius: 1.5,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
          color: 'text.secondary',
        }}
      >
        {item.image ? (
          <Image
            src={item.image.url}
            alt=""
            fill
            unoptimized
            sizes="220px"
            style={{
              objectFit: 'cover',
              filter: item.available ? undefined : 'grayscale(0.8)',
              opacity: item.available ? 1 : 0.7,
            }}
          />
        ) : (
          <ImageNotSupportedOutlined aria-hidden />
        )}
      </Box>
      <Tooltip title={removeLabel}>
        <CircularIconButton
          size="medium"
          aria-label={removeLabel}
          onClick={() => onRemove(item.id)}
          data-testid="comparison-remove"
          sx={{
            position: 'absolute',
            top: 6,
            right: 6,
            bgcolor: 'background.paper',
            boxShadow: 1,
            '&:hover': { bgcolor: 'background.paper' },
          }}
        >
          <CloseRounded />
        </CircularIconButton>
      </Tooltip>
      <MuiLink
        component={NextLink}
        href={listingHref(item.section, item.id)}
        prefetch={false}
        underline="hover"
        color="text.primary"
        sx={{
          fontWeight: 600,
          lineHeight: 1.35,
          ...twoLinesSx,
          overflowWrap: 'anywhere',
        }}
      >
        {item.title}
      </MuiLink>
      {item.available ? null : (
        <Chip size="small" label={texts.unavailable} sx={{ justifySelf: 'start' }} />
      )}
    </Box>
  );
}

function ValueCell({
  row,
  item,
  value,
}: {
  row: ComparisonRow;
  item: ComparisonItem;
  value: string | null;
}) {
  if (value === null) {
    return (
      <Typography component="span" variant="inherit" color="text.secondary">
        —
      </Typography>
    );
  }
  if (row.key === 'seller') {
    return (
      <MuiLink component={NextLink} href={sellerHref(item.seller.id)} prefetch={false}>
        {value}
      </MuiLink>
    );
  }
  return (
    <Typography
      component="span"
      variant="inherit"
      sx={{ fontWeight: row.key === 'price' ? 800 : 500 }}
    >
      {value}
    </Typography>
  );
}

/**
 * The listings of one group side by side: a column per listing, a row per detail, the rows whose
 * values differ tinted and edged (not by colour alone), and a remove button on every column.
 */
export function ComparisonTable({ items, rows, texts, onRemove }: Props) {
  return (
    <Box
      role="region"
      aria-label={texts.caption}
      // The region scrolls sideways on narrow screens: keyboards must reach it.
      tabIndex={0}
      sx={{
        // Positioned, so what is placed absolutely inside (the hidden caption) scrolls with it
        // instead of widening the page.
        position: 'relative',
        overflowX: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box
        component="table"
        data-testid="comparison-table"
        sx={{
          borderCollapse: 'separate',
          borderSpacing: 0,
          width: '100%',
          tableLayout: 'fixed',
          minWidth: {
            xs: LABEL_WIDTH.xs + items.length * COLUMN_WIDTH.xs,
            sm: LABEL_WIDTH.sm + items.length * COLUMN_WIDTH.sm,
          },
          fontSize: { xs: '0.875rem', sm: '1rem' },
          '& th, & td': {
            p: { xs: 1.25, sm: 1.75 },
            textAlign: 'left',
            verticalAlign: 'top',
            borderBottom: 1,
            borderColor: 'divider',
            // Words break only when one alone is wider than its column (a long SKU).
            overflowWrap: 'break-word',
            hyphens: 'auto',
          },
          '& tbody tr:last-of-type > *': { borderBottom: 0 },
        }}
      >
        <Box component="caption" sx={visuallyHidden}>
          {texts.caption}
        </Box>
        <colgroup>
          <Box component="col" sx={{ width: LABEL_WIDTH }} />
          {items.map((item) => (
            <col key={item.id} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={{ ...stickyCell, zIndex: 2 }}>
              <Box component="span" sx={visuallyHidden}>
                {texts.product}
              </Box>
            </Box>
            {items.map((item) => (
              <Box component="th" scope="col" key={item.id} data-testid="comparison-column">
                <ProductHeader item={item} texts={texts} onRemove={onRemove} />
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Box
              component="tr"
              key={row.key}
              data-differs={row.differs}
              data-testid="comparison-row"
              sx={
                row.differs
                  ? (theme) => ({
                      '& > td': {
                        bgcolor: theme.alpha((theme.vars ?? theme).palette.warning.main, 0.1),
                      },
                    })
                  : undefined
              }
            >
              <Box
                component="th"
                scope="row"
                sx={[
                  stickyCell,
                  { color: 'text.secondary', fontWeight: 500 },
                  row.differs
                    ? (theme) => ({
                        color: 'text.primary',
                        fontWeight: 700,
                        boxShadow: `inset 4px 0 0 ${(theme.vars ?? theme).palette.warning.main}`,
                        // Opaque, so the scrolled columns do not show through the tint.
                        backgroundImage: `linear-gradient(${theme.alpha((theme.vars ?? theme).palette.warning.main, 0.1)}, ${theme.alpha((theme.vars ?? theme).palette.warning.main, 0.1)})`,
                      })
                    : {},
                ]}
              >
                {row.label}
                {row.differs ? (
                  <Box component="span" sx={visuallyHidden}>
                    {` (${texts.differs})`}
                  </Box>
                ) : null}
              </Box>
              {items.map((item, at) => (
                <td key={item.id}>
                  <ValueCell row={row} item={item} value={row.values[at] ?? null} />
                </td>
              ))}
            </Box>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
