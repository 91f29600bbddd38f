import { Link } from 'react-router';
import { styled } from 'styled-components';
import { buttonStyles } from '@tajriba/design-system';

/** A router link that looks like a button (the design system's button look). */
export const RouteButton = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  ${buttonStyles}
  text-decoration: none;
`;
