import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import type { ExperienceMode } from '@tajriba/contracts/host-wizard';
import { Hint, LinkButton, Stack } from '../components/ui';
import type { StepProps } from './step-view';

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.spacing[4]};
`;
const CardButton = styled.button`
  display: grid;
  gap: ${({ theme }) => theme.spacing[2]};
  padding: ${({ theme }) => theme.spacing[5]};
  text-align: start;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  strong {
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
`;

/**
 * Step 2 (§2): two cards, atHost and atGuest; choosing sets the mode and moves on. Online
 * experiences are chosen through their own entry under the cards (README "Online experiences").
 */
export function TypeStep({ onChooseMode }: StepProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `host-wizard.type.${id}` });
  const card = (mode: ExperienceMode) => (
    <CardButton type="button" onClick={() => onChooseMode(mode)} data-testid={`type-${mode}`}>
      <strong>{t(`${mode}.title`)}</strong>
      <span>{t(`${mode}.body`)}</span>
      <Hint>{t(`${mode}.hint`)}</Hint>
    </CardButton>
  );
  return (
    <Stack>
      <Cards>
        {card('atHost')}
        {card('atGuest')}
      </Cards>
      <LinkButton type="button" onClick={() => onChooseMode('online')} data-testid="type-online">
        {t('online')}
      </LinkButton>
      <a href="/experiences/types" target="_blank" rel="noreferrer">{t('typesLink')}</a>
    </Stack>
  );
}
