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
  if (q.isError) {
    return (
      <SectionRow title={title} subtitle={subtitle}>
        <InlineError onRetry={() => void q.refetch()} />
      </SectionRow>
    );
  }
  if (q.isPending) {
    return (
      <SectionRow title={title} subtitle={subtitle}>
        {[0, 1, 2, 3].map((i) => (
          <SkeletonCard key={i} />
        ))}
      </SectionRow>
    );
  }
  if (!q.data.data.length) return null;
  return (
    <SectionRow title={title} subtitle={subtitle} seeAllTo={seeAllTo} testId={`home-section-${section}${cateId ? `-${cateId}` : ''}`}>
      {q.data.data.map((e, i) => (
        <ExperienceCard key={e.id} experience={e} eager={section === 'popular' && i < 4} />
      ))}
    </SectionRow>
  );
}
