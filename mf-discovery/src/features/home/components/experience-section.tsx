import { useDeferredValue } from 'react';
import { SkeletonCard } from '@tajriba/design-system';
import type { HomeSection } from '@tajriba/contracts/discovery';
import { ExperienceCard } from '../../../shared/components/experience-card';
import { useHomeSection } from '../api/get-home-section';
import { SectionRow } from './section-row';
import { InlineError } from './inline-error';

export interface ExperienceSectionProps {
  section: HomeSection;
  cateId?: number;
  title: string;
  subtitle?: string;
  seeAllTo: string;
}

/** One home rail (popular, a category…): 4 skeletons, the cards, or the generic failure text. */
export function ExperienceSection({ section, cateId, title, subtitle, seeAllTo }: ExperienceSectionProps) {
  const q = useHomeSection(section, cateId);
  // The cards render in the background (a transition React slices into short tasks): the query's
  // update itself is urgent and would render a whole rail in one long task as its answer arrives
  // (Lighthouse's Total Blocking Time on `/`). Until then, the skeleton stays. `null` at first, so
  // a rail mounted with its answer already cached (the category rails) defers it too.
  const data = useDeferredValue(q.data ?? null, null);
  // Every rail but the first ("Popular right now", on screen with the search) is below the fold.
  const below = section === 'popular' ? undefined : 460;
  if (q.isError) {
    return (
      <SectionRow title={title} subtitle={subtitle} belowFoldHeight={below}>
        <InlineError onRetry={() => void q.refetch()} />
      </SectionRow>
    );
  }
  if (!data) {
    // "See all" already: it needs no cards, and arriving with them it moved the rail (CLS).
    return (
      <SectionRow title={title} subtitle={subtitle} belowFoldHeight={below} seeAllTo={seeAllTo}>
        {[0, 1, 2, 3].map((i) => (
          <SkeletonCard key={i} />
        ))}
      </SectionRow>
    );
  }
  if (!data.data.length) return null;
  return (
    <SectionRow title={title} subtitle={subtitle} belowFoldHeight={below} seeAllTo={seeAllTo} testId={`home-section-${section}${cateId ? `-${cateId}` : ''}`}>
      {data.data.map((e, i) => (
        <ExperienceCard key={e.id} experience={e} eager={section === 'popular' && i < 4} />
      ))}
    </SectionRow>
  );
}
