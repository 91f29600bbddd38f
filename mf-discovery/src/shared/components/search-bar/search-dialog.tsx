import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { Modal } from '@tajriba/design-system';
import { SearchForm, type SearchBarProps } from './search-bar';

// In the dialog the form is a column at any width (the pill layout needs a wide screen).
const Column = styled.div`
  form {
    grid-template-columns: minmax(0, 1fr);
    border-radius: ${({ theme }) => theme.radii.xl};
    box-shadow: none;
  }
`;

/** The phone's search dialog: the full form; searching closes it. */
export function SearchDialog({ initial, onSearch, onClose }: SearchBarProps & { onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal open onClose={onClose} title={intl.formatMessage({ id: 'discovery.searchBar.label' })} size="md">
      <Column>
        <SearchForm initial={initial} onSearch={onSearch} />
      </Column>
    </Modal>
  );
}
