import { useTheme } from 'styled-components';
import type { IconProps } from '@tajriba/design-system/core';
import { ChevronLeftIcon } from './chevron-left';
import { ChevronRightIcon } from './chevron-right';

/** A chevron pointing "back" in reading order: left in LTR, right in RTL. */
export function ChevronStartIcon(props: IconProps) {
  const theme = useTheme();
  return theme?.dir === 'rtl' ? <ChevronRightIcon {...props} /> : <ChevronLeftIcon {...props} />;
}
/** A chevron pointing "forward" in reading order: right in LTR, left in RTL. */
export function ChevronEndIcon(props: IconProps) {
  const theme = useTheme();
  return theme?.dir === 'rtl' ? <ChevronLeftIcon {...props} /> : <ChevronRightIcon {...props} />;
}
