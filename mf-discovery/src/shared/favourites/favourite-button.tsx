import { useIntl } from 'react-intl';
import { css, styled } from 'styled-components';
import { HeartFilledIcon, HeartIcon } from '@tajriba/design-system';
import { useFavouriteToggle } from './use-favourite-toggle';

const Heart = styled.button<{ $on: boolean; $variant: 'overlay' | 'outline' }>`
  display: inline-grid;
  place-items: center;
  inline-size: 36px;
  block-size: 36px;
  border-radius: ${({ theme }) => theme.radii.round};
  border: 0;
  cursor: pointer;
  transition: transform ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  &:hover:not(:disabled) {
    transform: scale(1.08);
  }
  &:disabled {
    cursor: progress;
    opacity: 0.75;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  ${({ $variant, $on, theme }) =>
    $variant === 'overlay'
      ? css`
          background: rgba(0, 0, 0, 0.28);
          color: ${$on ? '#FF5A5F' : '#FFFFFF'};
          backdrop-filter: blur(2px);
          svg {
            filter: drop-shadow(0 1px 2px rgba(0, 0, 0, 0.35));
          }
        `
      : css`
          background: ${theme.colors.surface};
          border: 1px solid ${theme.colors.border};
          color: ${$on ? theme.colors.danger : theme.colors.text};
        `}
`;

export interface FavouriteButtonProps {
  experienceId: number;
  favouriteId: string | null;
  name: string;
  variant?: 'overlay' | 'outline';
  className?: string;
}

/** The heart on cards and on the detail page. */
export function FavouriteButton({ experienceId, favouriteId, name, variant = 'overlay', className }: FavouriteButtonProps) {
  const intl = useIntl();
  const fav = useFavouriteToggle(experienceId, favouriteId, name);
  const label = intl.formatMessage({ id: fav.isFavourite ? 'discovery.favourite.remove' : 'discovery.favourite.add' }, { name });
  return (
    <Heart
      type="button"
      className={className}
      $on={fav.isFavourite}
      $variant={variant}
      aria-label={label}
      aria-pressed={fav.isFavourite}
      title={label}
      disabled={fav.pending}
      aria-busy={fav.pending || undefined}
      onClick={(e) => {
        // The heart sits inside a card link: saving must not open the experience.
        e.preventDefault();
        e.stopPropagation();
        void fav.toggle();
      }}
    >
      {fav.isFavourite ? <HeartFilledIcon size={20} /> : <HeartIcon size={20} />}
    </Heart>
  );
}
