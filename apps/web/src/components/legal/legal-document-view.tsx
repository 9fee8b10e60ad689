import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { type LegalBlock, type LegalDocumentContent } from '@/content/legal/types';
import { StorageInventory } from './storage-inventory';

interface Props {
  document: LegalDocumentContent;
  /** "Last updated: …", already formatted. */
  updatedLabel: string;
  /** "Contents". */
  contentsLabel: string;
  /** The document title's heading level: h1 on its own page, h2 inside another page. */
  titleComponent?: 'h1' | 'h2';
  /** Shown beside the title (a print button, a link to the printable version). */
  actions?: ReactNode;
}

function Block({ block, headingLevel }: { block: LegalBlock; headingLevel: 'h3' | 'h4' }) {
  if (typeof block === 'string') {
    return <Typography sx={{ lineHeight: 1.7 }}>{block}</Typography>;
  }
  if ('list' in block) {
    return (
      <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
        {block.list.map((item) => (
          <Typography component="li" key={item} sx={{ lineHeight: 1.7 }}>
            {item}
          </Typography>
        ))}
      </Box>
    );
  }
  return <StorageInventory headingComponent={headingLevel} showIntro={false} />;
}

/** One of Bazaar's policy documents, readable on screen, in a frame and on paper. */
export function LegalDocumentView({
  document,
  updatedLabel,
  contentsLabel,
  titleComponent = 'h1',
  actions,
}: Props) {
  const sectionHeading = titleComponent === 'h1' ? 'h2' : 'h3';
  const blockHeading = titleComponent === 'h1' ? 'h3' : 'h4';
  return (
    <Box component="article" sx={{ maxWidth: 760, mx: 'auto' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 1 }}
      >
        <Typography variant="h3" component={titleComponent} sx={{ fontSize: { xs: 30, sm: 38 } }}>
          {document.title}
        </Typography>
        {actions ? <Box sx={{ flexShrink: 0, displayPrint: 'none' }}>{actions}</Box> : null}
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 0.5 }}>
        {document.summary}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {updatedLabel}
      </Typography>

      <Box
        component="nav"
        aria-label={contentsLabel}
        sx={{
          my: 3,
          p: 2,
          borderRadius: 2,
          bgcolor: 'action.hover',
          '@media print': { display: 'none' },
        }}
      >
        <Typography variant="overline" component="p" color="text.secondary">
          {contentsLabel}
        </Typography>
        <Box
          component="ol"
          sx={{ m: 0, p: 0, listStyle: 'none', columns: { sm: 2 }, columnGap: 4 }}
        >
          {document.sections.map((section) => (
            <Box component="li" key={section.id} sx={{ breakInside: 'avoid', py: 0.25 }}>
              <Link href={`#${section.id}`} underline="hover" variant="body2">
                {section.heading}
              </Link>
            </Box>
          ))}
        </Box>
      </Box>

      <Divider sx={{ mb: 3 }} />

      <Stack spacing={4}>
        {document.sections.map((section) => (
          <Box
            component="section"
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            sx={{ scrollMarginTop: 16, breakInside: 'avoid-page' }}
          >
            <Typography
              id={`${section.id}-heading`}
              variant="h5"
              component={sectionHeading}
              sx={{ mb: 1.5 }}
            >
              {section.heading}
            </Typography>
            <Stack spacing={1.5}>
              {section.blocks.map((block, index) => (
                <Block key={index} block={block} headingLevel={blockHeading} />
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
