'use client';

import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import { ImageNotSupportedOutlined } from '@/components/icons/sprite-icon';
import NorthWestRounded from '@mui/icons-material/NorthWestRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import { type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { type SearchSuggestion } from '@/lib/search/suggestion-options';
import { ListingPrice } from '../listing-price';

/** The id of an option, for the input's aria-activedescendant. */
export const suggestionOptionId = (listboxId: string, index: number) =>
  `${listboxId}-option-${index}`;

type GroupKind = Exclude<SearchSuggestion['kind'], 'all'>;

function OptionContent({ option }: { option: SearchSuggestion }) {
  const t = useTranslations('search.suggestions');
  const icon = (child: ReactNode) => (
    <Box
      aria-hidden
      sx={{
        width: 40,
        height: 40,
        flexShrink: 0,
        borderRadius: '10px',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
        position: 'relative',
        bgcolor: 'action.hover',
        color: 'text.secondary',
      }}
    >
      {child}
    </Box>
  );
  const text = (primary: ReactNode, secondary?: ReactNode) => (
    <Box sx={{ minWidth: 0, flex: 1 }}>
      <Typography noWrap sx={{ fontSize: '0.95rem', fontWeight: 500 }}>
        {primary}
      </Typography>
      {secondary ? (
        <Typography component="div" variant="caption" color="text.secondary" noWrap>
          {secondary}
        </Typography>
      ) : null}
    </Box>
  );
  switch (option.kind) {
    case 'suggest':
      return (
        <>
          {icon(<SearchRounded sx={{ fontSize: 20 }} />)}
          {text(option.text)}
          <NorthWestRounded aria-hidden sx={{ fontSize: 16, color: 'text.disabled' }} />
        </>
      );
    case 'category':
      return (
        <>
          {icon(<CategoryOutlined sx={{ fontSize: 20 }} />)}
          {text(
            option.category.name,
            option.category.path.length > 1
              ? option.category.path
                  .slice(0, -1)
                  .map((node) => node.name)
                  .join(' › ')
              : t('category'),
          )}
        </>
      );
    case 'listing':
      return (
        <>
          {icon(
            option.listing.image ? (
              <Image
                src={option.listing.image.url}
                alt=""
                fill
                unoptimized
                sizes="40px"
                style={{ objectFit: 'cover' }}
              />
            ) : (
              <ImageNotSupportedOutlined sx={{ fontSize: 18 }} />
            ),
          )}
          {text(
            option.listing.title,
            <ListingPrice
              price={option.listing.price}
              rental_period={option.listing.rental_period}
            />,
          )}
        </>
      );
    case 'all':
      return (
        <>
          {icon(<SearchRounded sx={{ fontSize: 20, color: 'primary.main' }} />)}
          {text(t('all', { search: option.text }))}
        </>
      );
  }
}

export interface SuggestionListProps {
  listboxId: string;
  options: readonly SearchSuggestion[];
  /** Index of the option the arrow keys are on; -1 for none. */
  activeIndex: number;
  loading: boolean;
  onActivate: (index: number) => void;
  onChoose: (option: SearchSuggestion) => void;
}

/**
 * The suggestions as a listbox the input controls, grouped by kind. Pointer presses keep the
 * focus in the input, so choosing never closes the list before the choice lands.
 */
export function SuggestionList({
  listboxId,
  options,
  activeIndex,
  loading,
  onActivate,
  onChoose,
}: SuggestionListProps) {
  const t = useTranslations('search.suggestions');
  const groupTitles: Record<GroupKind, string> = {
    suggest: t('suggests'),
    category: t('categories'),
    listing: t('listings'),
  };

  const optionItem = (option: SearchSuggestion, index: number) => {
    const active = index === activeIndex;
    return (
      <Box
        component="li"
        key={option.key}
        role="option"
        id={suggestionOptionId(listboxId, index)}
        aria-selected={active}
        data-kind={option.kind}
        data-testid="search-suggestion"
        onMouseMove={() => {
          if (!active) onActivate(index);
        }}
        onClick={() => onChoose(option)}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 1.25,
          py: 0.75,
          borderRadius: '10px',
          cursor: 'pointer',
          bgcolor: active ? 'action.selected' : 'transparent',
        }}
      >
        <OptionContent option={option} />
      </Box>
    );
  };

  // Options of one kind form a labelled group; "all results" stands alone at the end.
  const groups: { kind: GroupKind; items: { option: SearchSuggestion; index: number }[] }[] = [];
  options.forEach((option, index) => {
    if (option.kind === 'all') return;
    const last = groups.at(-1);
    if (last?.kind === option.kind) last.items.push({ option, index });
    else groups.push({ kind: option.kind, items: [{ option, index }] });
  });
  const allIndex = options.findIndex((option) => option.kind === 'all');

  return (
    <Box
      component="div"
      role="listbox"
      id={listboxId}
      aria-label={t('label')}
      data-testid="search-suggestions"
      aria-busy={loading ? 'true' : 'false'}
      onMouseDown={(event) => event.preventDefault()}
      sx={{ p: 1 }}
    >
      {groups.map((group) => (
        <Box
          component="ul"
          role="group"
          key={group.kind}
          aria-labelledby={`${listboxId}-${group.kind}`}
          sx={{ listStyle: 'none', m: 0, p: 0, '& + &': { mt: 1 } }}
        >
          <Typography
            component="li"
            role="presentation"
            id={`${listboxId}-${group.kind}`}
            variant="overline"
            sx={{
              display: 'block',
              px: 1.25,
              pt: 0.5,
              pb: 0.25,
              color: 'text.secondary',
              fontSize: 11,
              lineHeight: 1.6,
            }}
          >
            {groupTitles[group.kind]}
          </Typography>
          {group.items.map(({ option, index }) => optionItem(option, index))}
        </Box>
      ))}
      {allIndex >= 0 ? (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            ...(groups.length > 0
              ? { mt: 1, pt: 1, borderTop: '1px solid', borderColor: 'divider' }
              : {}),
          }}
          role="presentation"
        >
          {optionItem(options[allIndex]!, allIndex)}
        </Box>
      ) : null}
    </Box>
  );
}
