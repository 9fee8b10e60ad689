'use client';

import AddCircleOutlineRounded from '@mui/icons-material/AddCircleOutlineRounded';
import EventOutlined from '@mui/icons-material/EventOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import SendRounded from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'use-intl';
import { chatLimits } from '@bazaar/contracts';

interface Props {
  /** The caller may make an offer: a negotiable listing that is not its own. */
  canOffer: boolean;
  uploading: boolean;
  onSendText: (text: string) => void;
  onSendPicture: (file: File) => void;
  onMakeOffer: () => void;
  onProposeTime: () => void;
  onTyping: () => void;
}

/**
 * Writing a message: Enter sends, Shift+Enter starts a new line; a picture, an offer (the buyer's,
 * on a negotiable listing) or a time proposal from the buttons beside it.
 */
export function Composer({
  canOffer,
  uploading,
  onSendText,
  onSendPicture,
  onMakeOffer,
  onProposeTime,
  onTyping,
}: Props) {
  const t = useTranslations('chat.composer');
  const [text, setText] = useState('');
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const send = () => {
    const trimmed = text.trim();
    if (!trimmed) return;
    onSendText(trimmed);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'flex-end', p: 1, borderTop: '1px solid', borderColor: 'divider' }}
    >
      <Tooltip title={t('picture')}>
        <span>
          <IconButton
            aria-label={t('picture')}
            onClick={() => fileInput.current?.click()}
            loading={uploading}
            data-testid="attach-picture"
          >
            <ImageOutlined />
          </IconButton>
        </span>
      </Tooltip>
      <Box
        component="input"
        ref={fileInput}
        type="file"
        accept="image/*"
        hidden
        data-testid="picture-input"
        onChange={(event) => {
          const file = (event.target as HTMLInputElement).files?.[0];
          if (file) onSendPicture(file);
          (event.target as HTMLInputElement).value = '';
        }}
      />
      <Tooltip title={t('more')}>
        <IconButton
          aria-label={t('more')}
          aria-haspopup="menu"
          onClick={(event) => setMenuAnchor(event.currentTarget)}
          data-testid="composer-more"
        >
          <AddCircleOutlineRounded />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
        {canOffer ? (
          <MenuItem
            data-testid="make-offer"
            onClick={() => {
              setMenuAnchor(null);
              onMakeOffer();
            }}
          >
            <ListItemIcon>
              <LocalOfferOutlined fontSize="small" />
            </ListItemIcon>
            {t('offer')}
          </MenuItem>
        ) : null}
        <MenuItem
          data-testid="propose-time"
          onClick={() => {
            setMenuAnchor(null);
            onProposeTime();
          }}
        >
          <ListItemIcon>
            <EventOutlined fontSize="small" />
          </ListItemIcon>
          {t('time')}
        </MenuItem>
      </Menu>
      <TextField
        fullWidth
        multiline
        maxRows={5}
        size="small"
        placeholder={t('placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value) onTyping();
        }}
        onKeyDown={onKeyDown}
        slotProps={{
          htmlInput: {
            'aria-label': t('label'),
            maxLength: chatLimits.textMax,
            'data-testid': 'message-input',
          },
        }}
        sx={{ '& .MuiOutlinedInput-root': { borderRadius: 5 } }}
      />
      <Tooltip title={t('send')}>
        <span>
          <IconButton
            color="primary"
            aria-label={t('send')}
            disabled={!text.trim()}
            onClick={send}
            data-testid="send-message"
          >
            <SendRounded />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}
