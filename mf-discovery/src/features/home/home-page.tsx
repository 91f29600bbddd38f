import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { CategoryStrip, useCategorySelection } from './components/category-strip';

const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing[6]};
  max-inline-size: 1280px;
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.spacing[8]} ${theme.spacing[4]}`};
  h1 {
    font-size: ${({ theme }) => theme.typography.sizes['3xl']};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    margin-block-start: ${({ theme }) => theme.spacing[2]};
  }
`;

export function HomePage() {
  const intl = useIntl();
  const { selected, toggle } = useCategorySelection();
  return (
    <Page data-testid="discovery-home">
      <header>
        <h1>{intl.formatMessage({ id: 'discovery.home.title' })}</h1>
        <p>{intl.formatMessage({ id: 'discovery.home.subtitle' })}</p>
      </header>
      <CategoryStrip selected={selected} onToggle={toggle} />
    </Page>
  );
}
