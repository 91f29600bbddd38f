import type { ReactNode, SVGProps } from 'react';
import { useTheme } from 'styled-components';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  size?: number | string;
  /** Gives the icon a name for assistive tech; without it the icon is decorative. */
  title?: string;
}

function makeIcon(name: string, children: ReactNode, filled = false) {
  function IconComponent({ size = 20, title, ...rest }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        role={title ? 'img' : undefined}
        aria-label={title}
        aria-hidden={title ? undefined : true}
        data-icon={name}
        {...rest}
      >
        {title ? <title>{title}</title> : null}
        {children}
      </svg>
    );
  }
  IconComponent.displayName = `Icon.${name}`;
  return IconComponent;
}

export const ChevronLeftIcon = makeIcon('ChevronLeft', <path d="M15 18l-6-6 6-6" />);
export const ChevronRightIcon = makeIcon('ChevronRight', <path d="M9 18l6-6-6-6" />);
export const ChevronDownIcon = makeIcon('ChevronDown', <path d="M6 9l6 6 6-6" />);
export const ChevronUpIcon = makeIcon('ChevronUp', <path d="M18 15l-6-6-6 6" />);
export const HeartIcon = makeIcon(
  'Heart',
  <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />,
);
export const HeartFilledIcon = makeIcon(
  'HeartFilled',
  <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />,
  true,
);
export const StarIcon = makeIcon('Star', <path d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z" />, true);
export const CloseIcon = makeIcon('Close', <path d="M18 6L6 18M6 6l12 12" />);
export const SearchIcon = makeIcon('Search', (
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M21 21l-4.3-4.3" />
  </>
));
export const CalendarIcon = makeIcon('Calendar', (
  <>
    <rect x="3" y="4.5" width="18" height="16.5" rx="2" />
    <path d="M16 2.5v4M8 2.5v4M3 10h18" />
  </>
));
export const UserIcon = makeIcon('User', (
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>
));
export const GlobeIcon = makeIcon('Globe', (
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M2.5 12h19M12 2.5a14.5 14.5 0 0 1 0 19 14.5 14.5 0 0 1 0-19z" />
  </>
));
export const SunIcon = makeIcon('Sun', (
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>
));
export const MoonIcon = makeIcon('Moon', <path d="M20.5 14.5A8.5 8.5 0 1 1 9.5 3.5a7 7 0 0 0 11 11z" />);
export const MapIcon = makeIcon('Map', (
  <>
    <path d="M9 4L3 6.5v13.5l6-2.5 6 2.5 6-2.5V4l-6 2.5z" />
    <path d="M9 4v13.5M15 6.5V20" />
  </>
));
export const ListIcon = makeIcon('List', <path d="M8 6h13M8 12h13M8 18h13M3.5 6h.01M3.5 12h.01M3.5 18h.01" />);
export const CheckIcon = makeIcon('Check', <path d="M20 6L9 17l-5-5" />);
export const PlusIcon = makeIcon('Plus', <path d="M12 5v14M5 12h14" />);
export const MinusIcon = makeIcon('Minus', <path d="M5 12h14" />);
export const FilterIcon = makeIcon('Filter', <path d="M3 4.5h18l-7 8.5v6l-4 2v-8z" />);
export const EyeIcon = makeIcon('Eye', (
  <>
    <path d="M1.5 12S5.5 4.5 12 4.5 22.5 12 22.5 12 18.5 19.5 12 19.5 1.5 12 1.5 12z" />
    <circle cx="12" cy="12" r="3" />
  </>
));
export const EyeOffIcon = makeIcon('EyeOff', (
  <>
    <path d="M17.9 17.9A10.4 10.4 0 0 1 12 19.5C5.5 19.5 1.5 12 1.5 12a18.7 18.7 0 0 1 4.6-5.4M9.9 4.7A9.8 9.8 0 0 1 12 4.5C18.5 4.5 22.5 12 22.5 12a18.9 18.9 0 0 1-2.2 3.2" />
    <path d="M14.1 14.1a3 3 0 0 1-4.2-4.2M1.5 1.5l21 21" />
  </>
));
export const UploadIcon = makeIcon('Upload', <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12" />);
export const FileIcon = makeIcon('File', (
  <>
    <path d="M14 2.5H6a2 2 0 0 0-2 2v15a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8.5z" />
    <path d="M14 2.5v6h6" />
  </>
));
export const AlertIcon = makeIcon('Alert', (
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M12 7.5v5M12 16.5h.01" />
  </>
));
export const InfoIcon = makeIcon('Info', (
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M12 16.5v-5M12 7.5h.01" />
  </>
));
export const CheckCircleIcon = makeIcon('CheckCircle', (
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M8 12.5l3 3 5-6" />
  </>
));
export const MenuIcon = makeIcon('Menu', <path d="M3 6h18M3 12h18M3 18h18" />);

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

export const Icon = {
  ChevronLeft: ChevronLeftIcon,
  ChevronRight: ChevronRightIcon,
  ChevronDown: ChevronDownIcon,
  ChevronUp: ChevronUpIcon,
  ChevronStart: ChevronStartIcon,
  ChevronEnd: ChevronEndIcon,
  Heart: HeartIcon,
  HeartFilled: HeartFilledIcon,
  Star: StarIcon,
  Close: CloseIcon,
  Search: SearchIcon,
  Calendar: CalendarIcon,
  User: UserIcon,
  Globe: GlobeIcon,
  Sun: SunIcon,
  Moon: MoonIcon,
  Map: MapIcon,
  List: ListIcon,
  Check: CheckIcon,
  Plus: PlusIcon,
  Minus: MinusIcon,
  Filter: FilterIcon,
  Eye: EyeIcon,
  EyeOff: EyeOffIcon,
  Upload: UploadIcon,
  File: FileIcon,
  Alert: AlertIcon,
  Info: InfoIcon,
  CheckCircle: CheckCircleIcon,
  Menu: MenuIcon,
} as const;
