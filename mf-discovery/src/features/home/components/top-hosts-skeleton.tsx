import { Skeleton } from '@tajriba/design-system';
import { SectionRow } from './section-row';

/** The top hosts rail while its data (or its code) is on the way. */
export function TopHostsSkeleton({ title }: { title: string }) {
  return (
    <SectionRow title={title} belowFoldHeight={374}>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} height={220} radius="14px" />
      ))}
    </SectionRow>
  );
}
