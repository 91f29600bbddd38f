import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { Stack } from '../components/ui';

const Points = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
  padding-inline-start: ${({ theme }) => theme.spacing[5]};
  strong {
    display: block;
  }
`;
const Pictures = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.spacing[3]};
  svg {
    inline-size: 100%;
    block-size: 140px;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

/** Step 1 (§2): title, two images, a paragraph, three labelled points, a closing paragraph. */
export function IntroStep() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `host-wizard.intro.${id}` });
  return (
    <Stack>
      <h2>{t('title')}</h2>
      <Pictures aria-hidden>
        <svg viewBox="0 0 200 100" preserveAspectRatio="xMidYMid slice"><rect width="200" height="100" fill="#0F5257" /><circle cx="150" cy="30" r="16" fill="#F4C95D" /><path d="M0 100 L60 45 L110 85 L150 60 L200 100Z" fill="#5DBDB3" /></svg>
        <svg viewBox="0 0 200 100" preserveAspectRatio="xMidYMid slice"><rect width="200" height="100" fill="#A8492A" /><circle cx="60" cy="55" r="22" fill="#FBF8F3" /><circle cx="130" cy="55" r="22" fill="#EFE6D6" /><rect x="40" y="80" width="120" height="8" rx="4" fill="#1F1A14" /></svg>
      </Pictures>
      <p>{t('paragraph')}</p>
      <Points>
        {[1, 2, 3].map((n) => (
          <li key={n}>
            <strong>{t(`point${n}.label`)}</strong>
            {t(`point${n}.text`)}
          </li>
        ))}
      </Points>
      <p>{t('closing')}</p>
    </Stack>
  );
}
