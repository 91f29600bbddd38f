import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ContractRoutes } from '../contract-routes';

// As a remote's contract.ts declares them.
const routes = [
  { path: '/things', access: 'public' },
  { path: '/things/:id', access: 'signed-in' },
] as const;

function at(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <ContractRoutes routes={routes} pages={{ '/things': <h1>list</h1>, '/things/:id': <h1>one</h1> }} />
    </MemoryRouter>,
  );
}

describe('ContractRoutes', () => {
  it('renders the page the app gives for each route of the contract', () => {
    at('/things');
    expect(screen.getByRole('heading', { name: 'list' })).toBeInTheDocument();
  });

  it('matches parameters as the contract writes them', () => {
    at('/things/7');
    expect(screen.getByRole('heading', { name: 'one' })).toBeInTheDocument();
  });

  it('renders nothing on a path the contract does not declare (the shell shows its 404)', () => {
    expect(at('/elsewhere').container.textContent).toBe('');
  });

  it('does not compile with a route left without a page, a page without a route, or paths that are not literals', () => {
    // Checked by `tsc` (the project's typecheck): each line below must be an error.
    const pages = () => (
      <>
        {/* @ts-expect-error — '/things/:id' has no page */}
        <ContractRoutes routes={routes} pages={{ '/things': null }} />
        {/* @ts-expect-error — '/other' is not a route of the contract */}
        <ContractRoutes routes={routes} pages={{ '/things': null, '/things/:id': null, '/other': null }} />
        {/* @ts-expect-error — a route list typed `string` cannot be checked */}
        <ContractRoutes routes={routes as readonly { path: string }[]} pages={{ '/things': null, '/things/:id': null }} />
      </>
    );
    expect(typeof pages).toBe('function');
  });
});
