import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { useSnapshot } from 'valtio';
import { durationFields } from '@tajriba/contracts/host-wizard';
import { Button } from '@tajriba/design-system';
import { useWizardStore } from '../stores/wizard-store';
import { Stack } from '../components/ui';
import type { StepProps } from './step-view';
import { joinList, slotTime } from '../../../shared/slot-time';

const Section = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.spacing[2]};
  padding: ${({ theme }) => theme.spacing[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.md};
  }
  dl {
    grid-column: 1 / -1;
    margin: 0;
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: ${({ theme }) => theme.spacing[1]} ${({ theme }) => theme.spacing[3]};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;
const Tiles = styled.div`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${({ theme }) => theme.spacing[2]};
`;
const Tile = styled.div`
  position: relative;
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
  span {
    position: absolute;
    inset: 0;
    display: grid;
    place-items: center;
    background: ${({ theme }) => theme.colors.overlay};
    color: #fff;
    font-size: ${({ theme }) => theme.typography.sizes.xl};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
`;

/** Step 18: every step summarised with an edit button; media as at most 4 tiles, the fourth with +N. */
export function ReviewStep({ onEdit }: StepProps) {
  const intl = useIntl();
  const f = useSnapshot(useWizardStore()).form;
  const t = (id: string, values?: Record<string, ReactNode>) => intl.formatMessage({ id }, values as never);
  const sar = (n: number) => intl.formatNumber(n, { style: 'currency', currency: 'SAR' });
  const yes = (b: boolean) => t(b ? 'host-wizard.review.yes' : 'host-wizard.review.no');
  const dur = (s: string) => {
    const d = durationFields(s);
    return [d.days && t('host-wizard.deadlines.days', { n: d.days }), d.hours && t('host-wizard.deadlines.hours', { n: d.hours }), d.minutes && t('host-wizard.review.minutes', { n: d.minutes })].filter(Boolean).join(' ') || t('host-wizard.deadlines.none');
  };
  const section = (step: number, rows: [string, ReactNode][], extra?: ReactNode) => (
    <Section key={step} aria-labelledby={`review-${step}`}>
      <h2 id={`review-${step}`}>{t(step === 4 ? `host-wizard.step.4.${f.mode}` : `host-wizard.step.${step}`)}</h2>
      <Button size="sm" variant="secondary" onClick={() => onEdit(step)} aria-label={t('host-wizard.review.editNamed', { name: t(step === 4 ? `host-wizard.step.4.${f.mode}` : `host-wizard.step.${step}`) })}>
        {t('host-wizard.review.edit')}
      </Button>
      <dl>
        {rows.map(([k, v]) => (
          <div key={k} style={{ display: 'contents' }}>
            <dt>{t(k)}</dt>
            <dd>{v || '—'}</dd>
          </div>
        ))}
      </dl>
      {extra}
    </Section>
  );
  const media = f.media.filter((m) => m !== null);
  const h = f.eventHighlightsStep;
  const a = f.availabilityStep;
  return (
    <Stack data-testid="review">
      {section(2, [['host-wizard.review.mode', t(`host-wizard.review.mode.${f.mode}`)]])}
      {section(3, [
        ['host-wizard.highlights.name', h.name],
        ['host-wizard.highlights.category', h.eventType?.name],
        ['host-wizard.highlights.languages', joinList(intl, h.languages.map((l) => t(`host-wizard.highlights.lang.${l}`)))],
      ])}
      {f.locationStep && section(4, [['host-wizard.location.location', f.locationStep.location], ['host-wizard.location.city', f.locationStep.city]])}
      {f.onlineSetupStep && section(4, [['host-wizard.online.platform', f.onlineSetupStep.platform], ['host-wizard.online.timeZone', f.onlineSetupStep.hostTimeZone?.displayName]])}
      {f.coverageDetailsStep && section(4, [['host-wizard.coverage.regions', joinList(intl, f.coverageDetailsStep.regions.map((r) => r.name))]])}
      {section(5, [['host-wizard.schedule.duration', dur(f.scheduleStep.duration)]])}
      {section(6, [
        ['host-wizard.availability.days', a.isEveryDay ? t('host-wizard.availability.everyDay') : joinList(intl, a.days.map((d) => intl.formatDate(new Date(Date.UTC(2023, 0, 1 + d.id)), { weekday: 'short', timeZone: 'UTC' })))],
        ['host-wizard.availability.slots', joinList(intl, a.timeSlots.map((s) => slotTime(intl, s.id)))],
        ['host-wizard.availability.howFar', t('host-wizard.availability.months', { n: a.howFarCanGuetsBook })],
      ])}
      {section(7, [
        ['host-wizard.activities.level', t(`host-wizard.activities.level.${f.activitiesStep.activityLevelExpected}`)],
        ['host-wizard.activities.equipment', joinList(intl, f.activitiesStep.whatIsIncluded.equipment)],
      ])}
      {section(8, [['host-wizard.addOns.toggle', joinList(intl, f.addOnsStep.addOns.map((x) => `${x.name} (${sar(x.price)})`))]])}
      {section(9, [['host-wizard.coHosts.toggle', joinList(intl, f.coHostStep.coHosts.map((x) => x.name))]])}
      {section(10, [['host-wizard.agenda.title', joinList(intl, f.agendaStep.items.map((x) => x.title))]])}
      {section(
        11,
        [],
        <Tiles data-testid="review-media">
          {media.slice(0, 4).map((m, i) => (
            <Tile key={m.fileMetaId}>
              <img src={m.relativePath} alt="" />
              {i === 3 && media.length > 4 && <span data-testid="review-media-more">{intl.formatNumber(media.length - 4, { signDisplay: 'always' })}</span>}
            </Tile>
          ))}
        </Tiles>,
      )}
      {section(12, [['host-wizard.guests.minAge', intl.formatNumber(f.guestRequirementsStep.minAge)], ['host-wizard.guests.instantBooking', yes(f.guestRequirementsStep.instantBooking)]])}
      {section(13, [['host-wizard.pricing.price', sar(f.pricingStep.price)], ['host-wizard.pricing.maxGuests', intl.formatNumber(f.pricingStep.maxGuestPerService)]])}
      {section(14, [['host-wizard.discounts.discounts', intl.formatNumber(f.discountsStep.discounts.length)], ['host-wizard.discounts.coupons', joinList(intl, f.discountsStep.coupons.map((c) => c.code))]])}
      {section(15, [['host-wizard.deadlines.cancel', dur(f.bookingDeadlinesStep.cancelEventPeriod)], ['host-wizard.deadlines.cutOff', dur(f.bookingDeadlinesStep.guestCutOffPeriod)]])}
      {section(16, [['host-wizard.policy.label', t(`host-wizard.policy.${f.cancellationPolicyStep.cancellationPolicy}`)]])}
      {section(17, [['host-wizard.tools.messages', joinList(intl, f.hostingToolsStep.messages.map((m) => m.title))], ['host-wizard.tools.barcode', yes(f.hostingToolsStep.generateBarcode)]])}
    </Stack>
  );
}
