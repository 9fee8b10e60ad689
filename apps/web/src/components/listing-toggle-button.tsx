'use client';

import Button, { type ButtonProps } from '@mui/material/Button';
import { type SxProps, type Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { type ReactElement } from 'react';
import { CircularIconButton } from './circular-icon-button';

interface Props {
  /** `icon` under cards; `button`, with its label, on item pages. */
  variant: 'icon' | 'button';
  pressed: boolean;
  onToggle: () => void;
  icon: ReactElement;
  /** The button's text on item pages. */
  label: string;
  /** The icon button's name under cards (it names the listing). */
  iconLabel: string;
  /** The tooltip, also read as the button's description: what the state is or a press does. */
  state: string;
  'data-testid': string;
  /** How the labelled button looks, pressed or not. */
  buttonLook: Pick<ButtonProps, 'variant' | 'color'>;
  /** How the icon button looks, pressed or not. */
  iconSx: SxProps<Theme>;
}

/**
 * A listing's on/off button (compare, favorite). A toggle button: its name stays,
 * `aria-pressed` says whether it is on.
 */
export function ListingToggleButton({
  variant,
  pressed,
  onToggle,
  icon,
  label,
  iconLabel,
  state,
  'data-testid': testId,
  buttonLook,
  iconSx,
}: Props) {
  if (variant === 'button') {
    return (
      <Tooltip title={state} describeChild>
        <Button
          {...buttonLook}
          startIcon={icon}
          aria-pressed={pressed}
          onClick={onToggle}
          data-testid={testId}
        >
          {label}
        </Button>
      </Tooltip>
    );
  }
  return (
    <Tooltip title={state} describeChild>
      <CircularIconButton
        size="medium"
        aria-label={iconLabel}
        aria-pressed={pressed}
        onClick={onToggle}
        data-testid={testId}
        sx={iconSx}
      >
        {icon}
      </CircularIconButton>
    </Tooltip>
  );
}
