'use client';

import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import { ImageNotSupportedOutlined } from '@/components/icons/sprite-icon';
import NorthWestRounded from '@mui/icons-material/NorthWestRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Portal from '@mui/material/Portal';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import { type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { layout } from '@bazaar/contracts';
import { type SearchSuggestion } from '@/lib/search/suggestion-options';
import { shellLayers } from '@/lib/theme/layers';
import { ListingPrice } from '../listing-price';

/** How the suggestions appear: under the input (desktop), or as a sheet over the page (phones). */
export type SuggestionsLayout = 'dropdown' | 'sheet';

interface Props {
  layout: SuggestionsLayout;
  open: boolean;
  anchorEl: HTMLElement | null;
  listboxId: string;
  options: readonly SearchSuggestion[];
  /** Index of the option the arrow keys are on; -1 for none. */
  activeIndex: number;
  loading: boolean;
  onActivate: (index: number) => void;
  onChoose: (option: SearchSuggestion) => void;
  /** The sheet's backdrop was tapped. */
  onDismiss: () => void;
}

/** The id of an option, for the input's aria-activedescendant. */
export const suggestionOptionId = (listboxId: string, index: number) =>
  `${listboxId}-option-${index}`;

/** The popup's height: the window's height minus 84 px (spec §9). */
const POPUP_HEIGHT = `calc(100dvh - ${layout.searchPopupWindowOffsetPx}px)`;

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

/**
 * The top bar's suggestions (cross-search): texts to search for, categories, listings and all
 * results for the text, as a listbox the input controls. Pointer presses keep the focus in the
 * input, so choosing never closes the list before the choice lands.
 */
export function SearchSuggestions({
  layout: variant,
  open,
  anchorEl,
  listboxId,
  options,
  activeIndex,
  loading,
  onActivate,
  onChoose,
  onDismiss,
}: Props) {
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

  const list = (
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

  if (variant === 'sheet') {
    if (!open) return null;
    return (
      <Portal>
        <Box
          aria-hidden
          onClick={onDismiss}
          sx={(theme) => ({
            position: 'fixed',
            inset: 0,
            top: layout.compactHeaderHeightPx,
            zIndex: shellLayers.searchBackdrop(theme),
            bgcolor: 'rgba(16, 24, 40, 0.4)',
          })}
        />
        <Paper
          elevation={8}
          data-testid="search-popup"
          sx={(theme) => ({
            position: 'fixed',
            insetInline: 0,
            bottom: 0,
            height: POPUP_HEIGHT,
            zIndex: shellLayers.searchSuggestions(theme),
            overflowY: 'auto',
            overscrollBehavior: 'contain',
            borderRadius: '20px 20px 0 0',
            pb: 'env(safe-area-inset-bottom, 0px)',
          })}
        >
          {list}
        </Paper>
      </Portal>
    );
  }

  return (
    <Popper
      open={open}
      anchorEl={anchorEl}
      placement="bottom-start"
      modifiers={[{ name: 'offset', options: { offset: [0, 8] } }]}
      sx={(theme) => ({ zIndex: shellLayers.searchSuggestions(theme) })}
    >
      <Paper
        elevation={8}
        data-testid="search-popup"
        sx={{
          width: Math.max(anchorEl?.clientWidth ?? 0, 420),
          maxWidth: 'calc(100vw - 32px)',
          maxHeight: POPUP_HEIGHT,
          overflowY: 'auto',
          overscrollBehavior: 'contain',
          borderRadius: '16px',
          border: '1px solid',
          borderColor: 'divider',
        }}
      >
        {list}
      </Paper>
    </Popper>
  );
}
