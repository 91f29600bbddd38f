import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  size?: number | string;
  /** Gives the icon a name for assistive tech; without it the icon is decorative. */
  title?: string;
}

/*
 * The factory is in the shared core, the icons are not: one module per icon (./heart.tsx, …),
 * imported from the root entry, so a bundle carries only the icons its chunks draw, each in the
 * chunk that draws it (webpack splits chunks by module: a single icons module would travel
 * whole with the first render of whichever area draws any icon, and a shared module keeps every
 * export). Icons hold no state, so the shell and a remote may each keep a copy of one.
 */
export function makeIcon(name: string, children: ReactNode, filled = false) {
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
