import { styled } from 'styled-components';
import { Spinner } from '@tajriba/design-system';

const Loading = styled.div`
  display: grid;
  place-items: center;
  min-block-size: 50vh;
`;

/** What the main area shows while a lazily loaded page's code arrives. */
export function PageLoading() {
  return (
    <Loading>
      <Spinner size={32} />
    </Loading>
  );
}
