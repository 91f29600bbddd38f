/**
 * Every icon, by name (`Icon.Heart`) and as named exports; each lives in its own module
 * (./make-icon.tsx). AlertIcon comes through the core, which draws it (ErrorPanel).
 */
export type { IconProps } from '@tajriba/design-system/core';
import { ChevronLeftIcon } from './chevron-left';
import { ChevronRightIcon } from './chevron-right';
import { ChevronDownIcon } from './chevron-down';
import { ChevronUpIcon } from './chevron-up';
import { ChevronStartIcon, ChevronEndIcon } from './chevron-direction';
import { HeartIcon } from './heart';
import { HeartFilledIcon } from './heart-filled';
import { StarIcon } from './star';
import { CloseIcon } from './close';
import { SearchIcon } from './search';
import { CalendarIcon } from './calendar';
import { UserIcon } from './user';
import { GlobeIcon } from './globe';
import { SunIcon } from './sun';
import { MoonIcon } from './moon';
import { MapIcon } from './map';
import { ListIcon } from './list';
import { CheckIcon } from './check';
import { PlusIcon } from './plus';
import { MinusIcon } from './minus';
import { FilterIcon } from './filter';
import { EyeIcon } from './eye';
import { EyeOffIcon } from './eye-off';
import { UploadIcon } from './upload';
import { FileIcon } from './file';
import { AlertIcon } from '@tajriba/design-system/core';
import { InfoIcon } from './info';
import { CheckCircleIcon } from './check-circle';
import { MenuIcon } from './menu';

export {
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronDownIcon,
  ChevronUpIcon,
  ChevronStartIcon,
  ChevronEndIcon,
  HeartIcon,
  HeartFilledIcon,
  StarIcon,
  CloseIcon,
  SearchIcon,
  CalendarIcon,
  UserIcon,
  GlobeIcon,
  SunIcon,
  MoonIcon,
  MapIcon,
  ListIcon,
  CheckIcon,
  PlusIcon,
  MinusIcon,
  FilterIcon,
  EyeIcon,
  EyeOffIcon,
  UploadIcon,
  FileIcon,
  AlertIcon,
  InfoIcon,
  CheckCircleIcon,
  MenuIcon,
};

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
