import Button from '@mui/material/Button';
import { type ReactNode } from 'react';

interface Props {
  channelUrl: string;
  /** Closes the banner or dialog offering it: joining is an answer too. */
  onClick: () => void;
  size: 'small' | 'large';
  startIcon?: ReactNode;
  children: ReactNode;
}

/** Opens the marketplace's messenger channel in a new tab (the channel banner, the exit dialog). */
export function ChannelJoinButton({ channelUrl, onClick, size, startIcon, children }: Props) {
  return (
    <Button
      component="a"
      href={channelUrl}
      target="_blank"
      rel="noopener noreferrer"
      variant="contained"
      size={size}
      startIcon={startIcon}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
