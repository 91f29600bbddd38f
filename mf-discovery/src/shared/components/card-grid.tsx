import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { SkeletonCard, SkeletonGroup } from '@tajriba/design-system';
import type { ExperienceCard as Card } from '@tajriba/contracts/discovery';
import { ExperienceCard } from './experience-card';

/** Spec: 8 card skeletons while a list loads. */
export const CARD_SKELETONS = 8;

export const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => `${theme.spacing[8]} ${theme.spacing[6]}`};
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  ${({ theme }) => theme.media.belowMd} {
    grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
    gap: ${({ theme }) => theme.spacing[6]};
  }
`;

export function CardGrid({ items, label }: { items: readonly Card[]; label?: string }) {
  return (
    <Grid aria-label={label}>
      {items.map((e, i) => (
        <li key={e.id}>
          <ExperienceCard experience={e} eager={i < 4} />
        </li>
      ))}
    </Grid>
  );
}

export function CardGridSkeleton({ count = CARD_SKELETONS, children }: { count?: number; children?: ReactNode }) {
  const intl = useIntl();
  return (
    <SkeletonGroup label={intl.formatMessage({ id: 'discovery.loading' })}>
      <Grid>
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <SkeletonCard />
          </li>
        ))}
      </Grid>
      {children}
    </SkeletonGroup>
  );
}
